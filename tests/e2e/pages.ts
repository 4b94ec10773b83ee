import { languages } from "../../src/i18n/languages"
import { isListed, readBuiltPages } from "../../src/lib/built-pages"
import { routeIds, routes, type Route } from "../../src/routes"

/** The route table's pages the sitemap lists: every route that is not hidden, in each language. */
export const listedRoutePages = (): string[] =>
  routeIds
    .filter(id => !(routes[id] as Route).hidden)
    .flatMap(id => languages.map(lang => routes[id][lang]))

/** Addresses no page has: each language's 404 page answers them. */
export const unknownPages = ["/no-such-page", "/en/no-such-page/"]

/**
 * Every page of the site, from the build's list of pages (src/lib/built-pages.ts): those the
 * sitemap lists (both languages, posts included) and the two 404 pages. Fails when the list lacks
 * a page of the route table, so a test that runs over it can never pass over a short or empty one.
 */
export const allPages = (): string[] => {
  const pages = readBuiltPages()
    .filter(isListed)
    .map(({ address }) => address)
  const missing = listedRoutePages().filter(page => !pages.includes(page))
  if (missing.length)
    throw new Error(
      `The build lists ${pages.length} pages and lacks these of src/routes.ts: ${missing.join(", ")}`
    )
  return [...pages, ...unknownPages]
}

/**
 * The first of `pages` for each template in each language, by the template the build's list names
 * for each (an address with no page, such as an unknown one, is the 404 template's).
 */
export const onePagePerTemplate = (pages: string[]): string[] => {
  const templates = new Map(readBuiltPages().map(page => [page.address, page.template]))
  const chosen = new Map<string, string>()
  for (const path of pages) {
    const key = `${path.startsWith("/en/") ? "en" : "pl"} ${templates.get(path) ?? "not-found"}`
    if (!chosen.has(key)) chosen.set(key, path)
  }
  return [...chosen.values()]
}
