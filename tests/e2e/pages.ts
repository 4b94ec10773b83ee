import type { APIRequestContext } from "@playwright/test"
import { absoluteUrl } from "../../src/config/site"

/** Every page of the site: the sitemap's addresses (both languages, posts included) and the 404s. */
export const allPages = async (request: APIRequestContext): Promise<string[]> => {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  const pages = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) =>
    url.replace(absoluteUrl(""), "")
  )
  return [...pages, "/404.html", "/en/404.html"]
}
