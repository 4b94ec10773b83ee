import type { APIRequestContext } from "@playwright/test"
import { absoluteUrl } from "../../src/config/site"

/** Every page of the site: the sitemap's addresses (both languages, posts included) and the two 404 pages. */
export const allPages = async (request: APIRequestContext): Promise<string[]> => {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    url.replace(absoluteUrl(""), "")
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
