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
