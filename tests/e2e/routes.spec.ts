import { expect, test } from "./fixtures"
import { routeIds, routes } from "../../src/routes"
import { languages } from "../../src/i18n/languages"
import { absoluteUrl } from "../../src/config/site"
import { allPages, unknownPages } from "./pages"

const pages = routeIds
  .filter(id => id !== "not-found")
  .flatMap(id => languages.map(language => ({ id, language, path: routes[id][language] })))

test.describe("every route", () => {
  test.describe("as served, before any script runs", () => {
    // What a crawler, a link preview and a visitor without JavaScript get: the head tags, the
    // landmarks and the one h1 are in the served page. How each page behaves once hydrated is in
    // quality.spec.ts (axe over every page) and the pages' own specs.
    test.use({ javaScriptEnabled: false })
    for (const language of languages)
      test(`every ${language} route answers with its landmarks, one h1 and its head tags`, async ({
        page,
      }) => {
        test.setTimeout(120_000)
        const ours = pages.filter(page => page.language === language)
        // Every route of the table but the 404 page ("not found" below), once in each language.
        expect(ours).toHaveLength(routeIds.length - 1)
        for (const { id, path } of ours) {
          const response = await page.goto(path)
          expect(response?.status(), path).toBe(200)
          await expect(page.locator("html"), path).toHaveAttribute("lang", language)
          await expect(page.getByRole("heading", { level: 1 }), path).toHaveCount(1)
          await expect(page.getByRole("main"), path).toBeVisible()
          await expect(page.getByRole("banner"), path).toBeVisible()
          await expect(page.getByRole("contentinfo"), path).toBeVisible()

          expect((await page.title()).length, `${path}: title`).toBeGreaterThan(10)
          const head = page.locator("head")
          await expect(head.locator('meta[name="description"]'), path).toHaveAttribute(
            "content",
            /.{50,}/
          )
          await expect(head.locator('meta[property="og:url"]'), path).toHaveAttribute(
            "content",
            absoluteUrl(path)
          )
          await expect(head.locator('link[rel="canonical"]'), path).toHaveAttribute(
            "href",
            absoluteUrl(path)
          )
          for (const other of languages)
            await expect(
              head.locator(`link[rel="alternate"][hreflang="${other}"]`),
              path
            ).toHaveAttribute("href", absoluteUrl(routes[id][other]))
          await expect(
            head.locator('link[rel="alternate"][hreflang="x-default"]'),
            path
          ).toHaveAttribute("href", absoluteUrl(routes[id].pl))
        }
      })
  })

  test("titles differ between pages", async ({ request }) => {
    const titles = await Promise.all(
      pages.map(async ({ path }) => {
        const html = await (await request.get(path)).text()
        return /<title[^>]*>([^<]*)<\/title>/.exec(html)?.[1]
      })
    )
    expect(new Set(titles).size).toBe(pages.length)
  })

  test("both paths forms resolve: with and without a trailing slash, and /index.html", async ({
    page,
  }) => {
    for (const path of ["/kontakt/", "/en/contact", "/index.html"]) {
      const response = await page.goto(path)
      expect(response?.status(), path).toBe(200)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    }
  })
})

test.describe("not found", () => {
  test("an unknown English path shows the English 404 page", async ({ page }) => {
    await page.goto("/en/no-such-page/")
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    await expect(
      page.getByText("Sorry, but the page you are looking for was not found.")
    ).toBeVisible()
  })

  test("the Polish 404 page is in Polish", async ({ page }) => {
    await page.goto("/404.html")
    await expect(page.locator("html")).toHaveAttribute("lang", "pl")
    await expect(
      page.getByRole("heading", { level: 1, name: "Nie znaleziono strony" })
    ).toBeVisible()
  })

  for (const [address, name, links] of [
    [
      "/404.html",
      "Może szukasz jednej z tych stron",
      {
        "Strony internetowe": routes.websites.pl,
        "Aplikacje internetowe": routes.apps.pl,
        Portfolio: routes.portfolio.pl,
        Blog: routes.blog.pl,
      },
    ],
    [
      "/en/no-such-page/",
      "Perhaps you were looking for one of these",
      {
        Websites: routes.websites.en,
        "Web applications": routes.apps.en,
        Portfolio: routes.portfolio.en,
        Blog: routes.blog.en,
      },
    ],
  ] as const)
    test(`the 404 page at ${address} offers the main pages, not only the home page`, async ({
      page,
    }) => {
      await page.goto(address)
      const popular = page.getByRole("navigation", { name })
      for (const [text, href] of Object.entries(links))
        await expect(popular.getByRole("link", { name: text, exact: true })).toHaveAttribute(
          "href",
          href
        )
      // Two rows of two on a laptop, none of the four alone on a row; one under another across
      // a phone, every one as wide and within the screen.
      const boxes = () =>
        popular.getByRole("link").evaluateAll(items =>
          items.map(item => {
            const box = item.getBoundingClientRect()
            return { top: Math.round(box.top), width: Math.round(box.width), right: box.right }
          })
        )
      await page.setViewportSize({ width: 1366, height: 900 })
      const laptop = await boxes()
      const tops = laptop.map(box => box.top)
      expect(tops).toEqual([tops[0], tops[0], tops[2], tops[2]])
      expect(tops[2]).toBeGreaterThan(tops[0])
      // The four buttons are one width, the widest one's.
      expect(new Set(laptop.map(box => box.width)).size).toBe(1)
      await page.setViewportSize({ width: 390, height: 844 })
      const stacked = await boxes()
      expect(new Set(stacked.map(box => box.top)).size).toBe(4)
      expect(new Set(stacked.map(box => box.width)).size).toBe(1)
      for (const box of stacked) expect(box.right).toBeLessThanOrEqual(390)
    })
})

test("the sitemap lists both languages with alternates and no 404 page", async ({ request }) => {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  // Exactly the pages of the build's list that are listed: every page but the hidden and 404 ones.
  const listed = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  expect(listed).toEqual(allPages().filter(page => !unknownPages.includes(page)))
  expect(xml).toContain(`<loc>${absoluteUrl("/kontakt")}</loc>`)
  expect(xml).toContain(`<loc>${absoluteUrl("/en/contact/")}</loc>`)
  expect(xml).toContain(`hreflang="en" href="${absoluteUrl("/en/contact/")}"`)
  expect(xml).toContain(`hreflang="x-default"`)
  expect(xml).not.toContain("404")
  const robots = await (await request.get("/robots.txt")).text()
  expect(robots).toContain(`Sitemap: ${absoluteUrl("/sitemap-index.xml")}`)
})
