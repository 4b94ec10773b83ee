import { alternatesOf, type Alternates } from "./paths"
import { defaultLanguage, languages, type Language } from "./languages"
import type { Namespace } from "./namespaces"
import { routes, type Route, type RouteId } from "../routes"

/**
 * What gatsby-node passes to every page. `i18n` is gatsby-plugin-react-i18next's own shape. A
 * template serving several namespaces names them (`PageContext<"websites" | "apps">`).
 */
export type PageContext<Ns extends Namespace = Namespace> = {
  language: Language
  routeId: RouteId | null
  /** Locale namespaces the page queries: `common`, the page's own, then any others it reads. */
  ns: Namespace[]
  /** The page's own namespace (its `seo` entry describes the page). */
  pageNs: Ns
  /** Canonical path of this page, and its counterparts per language. */
  pagePath: string
  alternates: Alternates
  /** Where a language link leads when the page has no counterpart (default: home). */
  languageFallback?: RouteId
  /** Left out of the sitemap and marked noindex. */
  hidden?: true
  /** The page's own share image (src/features/share-image), set by gatsby-node. */
  shareImage?: string
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

/** A page of the route table, or a page of its own (a post, a project). */
type PageOptions = { language: Language } & (
  | {
      routeId: RouteId
      /**
       * A later page of a list (page 2 on): its own address and counterparts. A language without
       * it leads to the list's first page.
       */
      listPage?: { pagePath: string; alternates: Alternates }
    }
  | {
      pagePath: string
      alternates: Alternates
      /** The page's own namespace. */
      ns: Namespace
      languageFallback?: RouteId
    }
)

type Place = Pick<PageContext, "routeId" | "pagePath" | "alternates" | "pageNs" | "hidden"> & {
  extraNs?: Namespace[]
  languageFallback?: RouteId
}

/** Where the page is and what it reads: from the route table, or as given. */
const placeOf = (options: PageOptions): Place => {
  if (!("routeId" in options)) {
    const { pagePath, alternates, ns, languageFallback } = options
    return { routeId: null, pagePath, alternates, pageNs: ns, languageFallback }
  }
  const { routeId, language, listPage } = options
  const route: Route = routes[routeId]
  return {
    routeId,
    pagePath: listPage?.pagePath ?? route[language],
    alternates: listPage?.alternates ?? alternatesOf(routeId),
    pageNs: route.ns,
    extraNs: route.extraNs,
    hidden: route.hidden,
    ...(listPage && { languageFallback: routeId }),
  }
}

/**
 * The context of every page, with an `i18n` object so gatsby-plugin-react-i18next leaves the page
 * as it is. A page's own data (a post's id, the portfolio's cards) is spread beside it.
 */
export const createPageContext = (options: PageOptions): PageContext => {
  const { language } = options
  const {
    routeId,
    pagePath,
    alternates,
    pageNs,
    extraNs = [],
    languageFallback,
    hidden,
  } = placeOf(options)
  return {
    language,
    routeId,
    ns: ["common", pageNs, ...extraNs],
    pageNs,
    pagePath,
    alternates,
    // Only what is set: the context travels in the page data.
    ...(languageFallback && { languageFallback }),
    ...(hidden && { hidden }),
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
