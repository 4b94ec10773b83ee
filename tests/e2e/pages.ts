import type { APIRequestContext } from "@playwright/test"
import { absoluteUrl } from "../../src/config/site"
import { languages } from "../../src/i18n/languages"
import { routeIds, routes, type Route } from "../../src/routes"

/** The route table's pages the sitemap lists: every route that is not hidden, in each language. */
export const listedRoutePages = (): string[] =>
  routeIds
    .filter(id => !(routes[id] as Route).hidden)
    .flatMap(id => languages.map(lang => routes[id][lang]))

/**
 * Every page of the site: the sitemap's addresses (both languages, posts included) and the two
 * 404 pages. Fails when the sitemap lacks a page of the route table, so a test that runs over
 * this list can never pass over a short or empty one.
 */
export const allPages = async (request: APIRequestContext): Promise<string[]> => {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    url.replace(absoluteUrl(""), "")
  )
  const missing = listedRoutePages().filter(page => !pages.includes(page))
  if (missing.length || !pages.length)
    throw new Error(
      `The sitemap lists ${pages.length} pages and lacks these of src/routes.ts: ${missing.join(", ")}`
    )
  // Unknown addresses show the 404 pages, in both languages.
  return [...pages, "/no-such-page", "/en/no-such-page/"]
}

/**
 * The first of `pages` for each template in each language, read from each page's data (an
 * address with no page data, such as an unknown one, is the 404 template's).
 */
export const onePagePerTemplate = async (
  request: APIRequestContext,
  pages: string[]
): Promise<string[]> => {
  const chosen = new Map<string, string>()
  for (const path of pages) {
    const data = await request.get(
      `/page-data/${path.replace(/^\/|\/$/g, "") || "index"}/page-data.json`
    )
    const template = data.ok()
      ? ((await data.json()) as { componentChunkName: string }).componentChunkName
      : "not-found"
    const key = `${path.startsWith("/en/") ? "en" : "pl"} ${template}`
    if (!chosen.has(key)) chosen.set(key, path)
  }
  return [...chosen.values()]
}
