import {
  pageSegment,
  routes,
  routeIds,
  serviceIds,
  type Route,
  type RouteId,
  type RouteLink,
  type ServiceId,
} from "../routes"
import { defaultLanguage, languages, type Language } from "./languages"

export type Alternates = Partial<Record<Language, string>>

/**
 * What the contact page's address may carry (common to every page that links to it): the service
 * the visitor came from or chose (`?service=`), and a brief for the message (`?brief=`).
 */
export type ContactQuery = { service?: ServiceId | "care" | "other"; brief?: string }

/** The address of a page, or of a place on it (`contact#form`), in one language. */
export const localizedPath = (
  link: RouteLink,
  language: Language,
  query?: ContactQuery
): string => {
  const [id, anchor] = link.split("#") as [RouteId, string?]
  const route: Route = routes[id]
  const entries = Object.entries(query ?? {}).filter(([, value]) => value) as [string, string][]
  const search = entries.length ? `?${new URLSearchParams(entries).toString()}` : ""
  return anchor
    ? `${route[language]}${search}#${route.anchors?.[anchor][language]}`
    : `${route[language]}${search}`
}

const isServiceId = (id: RouteId | null): id is ServiceId =>
  (serviceIds as readonly string[]).includes(id ?? "")

/**
 * The query a link carries from the page it is on: a link to the contact page or the planner from
 * a service page names that service (`?service=apps`), so the form or the planner has it chosen.
 */
export const serviceQueryFrom = (
  link: RouteLink,
  from: RouteId | null
): ContactQuery | undefined =>
  ["contact", "estimate"].includes(link.split("#")[0]) && isServiceId(from)
    ? { service: from }
    : undefined

/**
 * The address of one page of a list split into pages: page 1 is the list's own address, the
 * others add the language's page word and the number in that language's form (`/blog/strona/2`,
 * `/en/blog/page/2/`).
 */
export const listPagePath = (id: RouteId, language: Language, page: number): string => {
  const path = routes[id][language]
  if (page <= 1) return path
  return path.endsWith("/")
    ? `${path}${pageSegment[language]}/${page}/`
    : `${path}/${pageSegment[language]}/${page}`
}

/** Where a list's numbered pages begin, with no number: a post may not take this address. */
export const listPagesPrefix = (id: RouteId, language: Language): string =>
  listPagePath(id, language, 2).replace(/2\/?$/, "")

/** Whether a value names a page of the route table, and a place on it that exists. */
export const isRouteLink = (value: string): value is RouteLink => {
  const [id, anchor, ...rest] = value.split("#")
  if (rest.length > 0 || !(routeIds as string[]).includes(id)) return false
  const route: Route = routes[id as RouteId]
  return anchor === undefined || Boolean(route.anchors?.[anchor])
}

export const alternatesOf = (id: RouteId): Alternates => {
  const { pl, en } = routes[id]
  return { pl, en }
}

/** Ignores a trailing slash and `/index.html`, as the site's matching does. */
export const normalizePath = (path: string): string => {
  const bare = path.split(/[?#]/)[0].replace(/\/index\.html$/, "/")
  return bare.length > 1 ? bare.replace(/\/+$/, "") : "/"
}

const byPath = new Map<string, { id: RouteId; language: Language }>(
  routeIds.flatMap(id =>
    languages.map(language => [normalizePath(routes[id][language]), { id, language }])
  )
)

export const findRoute = (path: string) => byPath.get(normalizePath(path))

export const languageOfPath = (path: string): Language =>
  normalizePath(path) === "/en" || path.startsWith("/en/") ? "en" : defaultLanguage

/**
 * Where a language link leads: the same page in the other language when it exists,
 * else the fallback page (that language's home unless the page names another).
 */
export const counterpartPath = (
  alternates: Alternates,
  target: Language,
  fallback: RouteId = "home"
): string => alternates[target] ?? routes[fallback][target]
