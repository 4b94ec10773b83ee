import type { Alternates } from "./paths"
import type { Language } from "./languages"
import type { RouteId } from "../routes"

/** What gatsby-node passes to every page. `i18n` is gatsby-plugin-react-i18next's own shape. */
export type PageContext = {
  language: Language
  routeId: RouteId | null
  /** Locale namespaces the page queries: always `common` first, then the page's own. */
  ns: string[]
  /** The page's own namespace (its `seo` entry describes the page). */
  pageNs: string
  /** Canonical path of this page, and its counterparts per language. */
  pagePath: string
  alternates: Alternates
  i18n: {
    language: Language
    languages: Language[]
    defaultLanguage: Language
    generateDefaultLanguagePage: boolean
    routed: boolean
    originalPath: string
    path: string
  }
}
