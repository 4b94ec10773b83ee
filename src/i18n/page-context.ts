import type { Alternates } from "./paths"
import { defaultLanguage, languages, type Language } from "./languages"
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
  /** Where a language link leads when the page has no counterpart (default: home). */
  languageFallback?: RouteId
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

/**
 * Context with an `i18n` object, so gatsby-plugin-react-i18next leaves the page as it is.
 * `namespaces`: the page's own namespace first, then any others it reads.
 */
export const pageContext = (
  language: Language,
  pagePath: string,
  alternates: Alternates,
  namespaces: string | readonly string[],
  extra: Partial<PageContext> & Record<string, unknown> = {}
): PageContext & Record<string, unknown> => {
  const [pageNs, ...moreNs] = typeof namespaces === "string" ? [namespaces] : namespaces
  return {
    routeId: null,
    ...extra,
    language,
    ns: ["common", pageNs, ...moreNs],
    pageNs,
    pagePath,
    alternates,
    i18n: {
      language,
      languages: [...languages],
      defaultLanguage,
      generateDefaultLanguagePage: false,
      routed: language !== defaultLanguage,
      originalPath: alternates[defaultLanguage] ?? pagePath,
      path: pagePath,
    },
  }
}
