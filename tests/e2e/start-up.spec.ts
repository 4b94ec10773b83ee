import { test, expect } from "./fixtures"
import { open } from "./helpers"

/** Bundle names without their content hash: "/app-0123….js" -> "app". */
const bundleName = (src: string) => src.replace(/^\/|-[0-9a-f]{20}\.js$/g, "")

test.describe("start-up", () => {
  test("the preludes run one after another before the app bundle, each script fetched once", async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on("request", request => {
      const { pathname } = new URL(request.url())
      if (/^\/[^/]+-[0-9a-f]{20}\.js$/.test(pathname)) fetched.push(pathname)
    })
    await open(page, "/en/")
    const added = await page
      .locator("body > script[src]")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("src") ?? ""))
    expect(added.map(bundleName)).toEqual([
      "webpack-runtime",
      "framework",
      "prelude-libraries",
      "prelude-react",
      "prelude-styles",
      "prelude-i18n",
      "prelude-gatsby",
      "prelude-layout",
      "app",
    ])
    // Preloaded and then run: one request per script, not two.
    for (const src of added)
      expect(
        fetched.filter(path => path === src),
        src
      ).toHaveLength(1)
  })

  test.describe("when a prelude cannot be loaded", () => {
    test.use({ viewport: { width: 1280, height: 800 } })

    test("the page still starts: menus open and links navigate client-side", async ({ page }) => {
      await page.route(/\/prelude-(gatsby|i18n)-[0-9a-f]{20}\.js$/, route => route.abort())
      await open(page, "/")
      await page.evaluate(
        () => ((window as unknown as { marker: string }).marker = "same-document")
      )
      const websites = page.getByRole("button", { name: "Strony internetowe – rozwiń podmenu" })
      await websites.click()
      await expect(websites).toHaveAttribute("aria-expanded", "true")
      await page.getByRole("banner").getByRole("link", { name: "Portfolio", exact: true }).click()
      await expect(page).toHaveURL(/\/portfolio\/?$/)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
        "same-document"
      )
    })
  })
})
