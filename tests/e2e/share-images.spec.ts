import type { APIRequestContext } from "@playwright/test"
import sharp from "sharp"
import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { allPages } from "./pages"
import { languages } from "../../src/i18n/languages"
import { routeIds } from "../../src/routes"

/** A head tag's `content`, by its `property` (Open Graph) or `name` (Twitter). */
const meta = (html: string, key: string): string | undefined => {
  const tag = new RegExp(`<meta (?:property|name)="${key.replace(/:/g, "\\:")}" content="([^"]*)"`)
  return tag.exec(html)?.[1]?.replace(/&amp;/g, "&")
}

type Shared = { page: string; image: string; twitter?: string; html: string }

const sharedImages = async (request: APIRequestContext): Promise<Shared[]> =>
  Promise.all(
    allPages().map(async page => {
      const html = await (await request.get(page)).text()
      return {
        page,
        image: meta(html, "og:image") ?? "",
        twitter: meta(html, "twitter:image"),
        html,
      }
    })
  )

const languageOf = (page: string) => (page.startsWith("/en/") ? "en" : "pl")

test.describe("share images", () => {
  test("every page, in both languages, has its own 1200x630 PNG as og:image and twitter:image", async ({
    request,
  }) => {
    test.setTimeout(120_000)
    const shared = await sharedImages(request)
    // The route table's pages, then posts and projects.
    expect(shared.length).toBeGreaterThan(routeIds.length * languages.length)
    for (const { page, image, twitter, html } of shared) {
      expect(image, page).toMatch(new RegExp(`^https?://[^/]+/og/${languageOf(page)}/.+\\.png$`))
      expect(twitter, page).toBe(image)
      expect(meta(html, "twitter:card"), page).toBe("summary_large_image")
      expect(meta(html, "og:image:width"), page).toBe("1200")
      expect(meta(html, "og:image:height"), page).toBe("630")
      expect(meta(html, "og:image:type"), page).toBe("image/png")
      expect(meta(html, "og:image:alt"), page).toBeTruthy()

      const response = await request.get(new URL(image).pathname)
      expect(response.status(), `${page}: ${image}`).toBe(200)
      expect(response.headers()["content-type"], image).toBe("image/png")
      expect(response.headers()["cache-control"], image).toBe("public, max-age=31536000, immutable")
      const { width, height, format } = await sharp(await response.body()).metadata()
      expect({ width, height, format }, image).toEqual({ width: 1200, height: 630, format: "png" })
    }
    // Its own: no two pages share an image (the two 404 addresses show the one 404 page each).
    const distinct = new Map(shared.map(({ page, image }) => [image, page]))
    expect(distinct.size).toBe(shared.length)
  })

  for (const [pl, en] of [
    ["/", "/en/"],
    ["/blog/aplikacje", "/en/blog/apps/"],
  ]) {
    test(`${pl} and ${en} show different images, each named after its page`, async ({
      request,
    }) => {
      const [polish, english] = await Promise.all(
        [pl, en].map(async page => meta(await (await request.get(page)).text(), "og:image") ?? "")
      )
      expect(new URL(polish).pathname).toMatch(
        new RegExp(`^/og/pl/${pl === "/" ? "index" : pl.slice(1)}\\.[0-9a-f]{12}\\.png$`)
      )
      expect(new URL(english).pathname).toMatch(
        new RegExp(`^/og/en/${en === "/en/" ? "index" : en.slice(4, -1)}\\.[0-9a-f]{12}\\.png$`)
      )
      const [polishPng, englishPng] = await Promise.all(
        [polish, english].map(async url => (await request.get(new URL(url).pathname)).body())
      )
      expect(polishPng.equals(englishPng)).toBe(false)
    })
  }

  test("a post reached by a link in the browser gets its own image in the head", async ({
    page,
    request,
  }) => {
    await open(page, "/en/blog/apps/")
    const link = page
      .getByRole("main")
      .getByRole("link", { name: /web applications/i })
      .first()
    const href = (await link.getAttribute("href")) ?? ""
    const served = meta(await (await request.get(href)).text(), "og:image")
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href}$`))
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute("content", served ?? "")
    await expect(page.locator('meta[name="twitter:image"]')).toHaveAttribute(
      "content",
      served ?? ""
    )
  })
})
