import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { open } from "./helpers"

const dataLayer = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: IArguments[] }).dataLayer ?? []).map(args =>
      Array.from(args).map(value => (value instanceof Date ? "date" : value))
    )
  )

test.describe("cookie notice", () => {
  test("appears between 5 and 6 seconds after load and stays away once accepted", async ({
    page,
  }) => {
    test.setTimeout(40_000)
    await open(page, "/en/")
    const notice = page.getByRole("region", { name: "Cookie notice" })
    // Checked on every animation frame: the time since the page started loading when it showed.
    const shownAt = await (
      await page.waitForFunction(
        () => document.querySelector('[aria-label="Cookie notice"]') && performance.now(),
        undefined,
        { polling: "raf", timeout: 8000 }
      )
    ).jsonValue()
    expect(shownAt).toBeGreaterThanOrEqual(5000)
    expect(shownAt).toBeLessThan(6000)
    await expect(notice).toBeVisible()
    await page.getByRole("button", { name: "Accept" }).focus()
    await page.keyboard.press("Enter")
    await expect(notice).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem("cookiesPolicyAccepted"))).toBe("true")
    await page.reload()
    await page.waitForTimeout(6000)
    await expect(page.getByRole("region", { name: "Cookie notice" })).toBeHidden()
  })

  test("is not in the server-rendered page", async ({ request }) => {
    const html = await (await request.get("/")).text()
    expect(html).not.toContain("Akceptuję")
  })
})

test.describe("analytics", () => {
  test("consent defaults come before the configuration, then a page view per navigation", async ({
    page,
  }) => {
    await open(page, "/en/")
    await expect.poll(async () => (await dataLayer(page)).length).toBeGreaterThanOrEqual(3)
    const entries = await dataLayer(page)
    expect(entries[0]).toEqual([
      "consent",
      "default",
      {
        analytics_storage: "denied",
        ad_storage: "denied",
        ad_user_data: "denied",
        ad_personalization: "denied",
        wait_for_update: 500,
      },
    ])
    const configAt = entries.findIndex(entry => entry[0] === "config")
    expect(configAt).toBeGreaterThan(0)
    expect(entries[configAt][1]).toBe("G-E2ETEST01")

    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page).toHaveURL(/\/en\/portfolio\/$/)
    await expect
      .poll(async () =>
        (await dataLayer(page)).some(
          entry =>
            entry[0] === "event" &&
            entry[1] === "page_view" &&
            (entry[2] as { page_path?: string }).page_path === "/en/portfolio/"
        )
      )
      .toBe(true)
  })

  test("accepting the notice grants analytics storage; a returning visitor is granted on load", async ({
    page,
  }) => {
    test.setTimeout(30_000)
    await open(page, "/")
    await page.getByRole("button", { name: "Akceptuję" }).click({ timeout: 8000 })
    const granted = (entries: unknown[][]) =>
      entries.some(
        entry =>
          entry[0] === "consent" &&
          entry[1] === "update" &&
          (entry[2] as { analytics_storage?: string }).analytics_storage === "granted"
      )
    expect(granted(await dataLayer(page))).toBe(true)
    await open(page, "/kontakt")
    const entries = await dataLayer(page)
    expect(entries[0][1]).toBe("default")
    expect(entries[1]).toEqual(["consent", "update", { analytics_storage: "granted" }])
  })

  test.describe("under Do-Not-Track", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })
      )
    })

    test("nothing is configured, loaded or sent", async ({ page }) => {
      const tagRequests: string[] = []
      page.on("request", request => {
        if (request.url().includes("googletagmanager")) tagRequests.push(request.url())
      })
      await open(page, "/en/")
      await page.getByRole("banner").getByRole("link", { name: "Blog" }).click()
      await expect(page).toHaveURL(/\/en\/blog\/$/)
      await page.waitForTimeout(500)
      expect(await dataLayer(page)).toEqual([])
      expect(tagRequests).toEqual([])
    })
  })
})
