import { expect, test } from "./fixtures"
import { open } from "./helpers"

test.describe("anchors and scrolling", () => {
  test("a link to the contact form from another page lands it 116 px below the top", async ({
    page,
  }) => {
    await open(page, "/en/services/web-applications/")
    await page.getByRole("article").first().getByRole("link").click()
    // The offer's link names its service for the form.
    await expect(page).toHaveURL(/\/en\/contact\/\?service=apps#contact-form$/)
    const form = page.locator("#contact-form")
    await expect.poll(async () => Math.round((await form.boundingBox())?.y ?? 0)).toBe(116)
  })

  for (const javaScriptEnabled of [true, false])
    test(`an address with an #anchor opens with its target 116 px below the top (${javaScriptEnabled ? "with" : "without"} JavaScript)`, async ({
      browser,
      baseURL,
    }) => {
      // The browser's own jump, held below the sticky header by scroll-padding-top: no script does it.
      const context = await browser.newContext({ baseURL, javaScriptEnabled })
      const page = await context.newPage()
      await page.goto("/en/privacy-policy/#server-logs")
      const target = page.locator("#server-logs")
      await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? 0)).toBe(116)
      await context.close()
    })

  test("an in-page anchor scrolls smoothly to its target with the same offset", async ({
    page,
  }) => {
    await open(page, "/en/privacy-policy/")
    await page
      .getByRole("navigation", { name: "Contents" })
      .locator('a[href$="#server-logs"]')
      .click()
    await expect(page).toHaveURL(/#server-logs$/)
    const target = page.locator("#server-logs")
    await expect.poll(async () => Math.round((await target.boundingBox())?.y ?? 0)).toBe(116)
    await expect(target).toBeFocused()
  })

  test.describe("with reduced motion", () => {
    test.use({ colorScheme: "light", reducedMotion: "reduce" })

    test("the jump is instant", async ({ page }) => {
      await open(page, "/polityka-prywatnosci")
      await page
        .getByRole("navigation", { name: "Spis treści" })
        .locator('a[href$="#rights"]')
        .click()
      // No animation: in place within two frames.
      const top = await page.evaluate(
        () =>
          new Promise<number>(resolve =>
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                resolve(document.getElementById("rights")?.getBoundingClientRect().top ?? 0)
              )
            )
          )
      )
      expect(Math.round(top)).toBe(116)
    })
  })

  test("back restores the scroll position", async ({ page }) => {
    await open(page, "/en/blog/")
    await page.mouse.wheel(0, 700)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600)
    const before = await page.evaluate(() => window.scrollY)
    // A post's link wholly on the screen: a click on one below it would scroll it into view first.
    const links = page.locator("main article h2 a")
    const inView = await links.evaluateAll(items =>
      items.findIndex(item => {
        const { top, bottom } = item.getBoundingClientRect()
        return top >= 0 && bottom <= window.innerHeight
      })
    )
    expect(inView).toBeGreaterThanOrEqual(0)
    await links.nth(inView).click()
    await expect(page).toHaveURL(/\/en\/blog\/[^/]+\/[^/]+\/$/)
    await page.goBack()
    await expect(page).toHaveURL(/\/en\/blog\/$/)
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(before)
  })
})

test.describe("Gatsby runtime behaviour", () => {
  test("a page removed by a deploy shows the 404 page", async ({ page, request }) => {
    // As after a deploy that removed the page: its data and its HTML answer 404.
    // Set before the page loads: Gatsby prefetches the data of every link in view.
    const notFound = await (await request.get("/en/404.html")).text()
    await page.route("**/page-data/en/portfolio/page-data.json", route =>
      route.fulfill({ status: 404, body: "Not found" })
    )
    await page.route(/\/en\/portfolio\/$/, route =>
      route.fulfill({ status: 404, contentType: "text/html", body: notFound })
    )
    await open(page, "/en/")
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page).toHaveURL(/\/en\/portfolio\/$/)
    await expect(
      page.getByText("Sorry, but the page you are looking for was not found.")
    ).toBeVisible()
  })
})

test.describe("manifest and icons", () => {
  const pngSize = (buffer: Buffer) => ({
    width: buffer.readUInt32BE(16),
    height: buffer.readUInt32BE(20),
  })

  test("each language links its manifest with icons", async ({ page, request }) => {
    for (const [path, lang] of [
      ["/", "pl"],
      ["/en/", "en"],
    ]) {
      await page.goto(path)
      const href = await page.locator('link[rel="manifest"]').getAttribute("href")
      expect(href).toBeTruthy()
      const manifest = (await (await request.get(href!)).json()) as {
        lang: string
        start_url: string
        icons: { src: string }[]
      }
      expect(manifest.lang).toBe(lang)
      expect(manifest.start_url).toBe(path)
      expect(manifest.icons.length).toBeGreaterThan(0)
      expect((await request.get(manifest.icons[0].src)).status()).toBe(200)
    }
    expect(await page.locator('link[rel="icon"]').count()).toBeGreaterThan(0)
  })

  test("the icon is 63x36 and the logo 378x28", async ({ request }) => {
    expect(pngSize(await (await request.get("/images/icon.png")).body())).toEqual({
      width: 63,
      height: 36,
    })
    expect(pngSize(await (await request.get("/images/logo.png")).body())).toEqual({
      width: 378,
      height: 28,
    })
  })
})

test.describe("slow navigation", () => {
  test("a progress bar shows while the next page is late, and goes once it renders", async ({
    page,
  }) => {
    let release = () => {}
    const released = new Promise<void>(resolve => (release = resolve))
    await page.route(/\/page-data\/en\/portfolio\/page-data\.json/, async route => {
      await released
      await route.continue()
    })
    await open(page, "/en/")
    const shift = await page.evaluate(() => {
      const state = { value: 0 }
      new PerformanceObserver(list => {
        for (const entry of list.getEntries())
          state.value += (entry as unknown as { value: number }).value
      }).observe({ type: "layout-shift" })
      ;(window as unknown as { shift: typeof state }).shift = state
      return state.value
    })
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    const bar = page.getByRole("progressbar", { name: "Loading the page" })
    await expect(bar).toBeVisible()
    release()
    await expect(page.getByRole("heading", { level: 2, name: "Our Projects" })).toBeVisible()
    await expect(bar).toBeHidden()
    expect(
      await page.evaluate(() => (window as unknown as { shift: { value: number } }).shift.value)
    ).toBe(shift)
  })

  test("is still with reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" })
    await page.route(/\/page-data\/blog\/page-data\.json/, () => undefined)
    await open(page, "/")
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click()
    const bar = page.getByRole("progressbar", { name: "Wczytywanie strony" })
    await expect(bar).toBeVisible()
    expect(await bar.evaluate(element => getComputedStyle(element, "::after").animationName)).toBe(
      "none"
    )
  })

  test("goes when the navigation fails and the browser loads the page itself", async ({ page }) => {
    await page.route(/\/page-data\/en\/blog\/page-data\.json/, route => route.abort())
    await open(page, "/en/")
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click()
    await expect(page).toHaveURL(/\/en\/blog\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await expect(page.getByRole("progressbar")).toBeHidden()
  })
})
