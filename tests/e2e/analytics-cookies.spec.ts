import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { queueAfterGrant } from "../../src/lib/analytics.fixtures"
import { tagSettleDelayMs } from "../../src/config/site"

/** What the site pushed to the tag's queue; undefined while it has none. */
const dataLayer = (page: Page) =>
  page.evaluate(() => {
    const layer = (window as unknown as { dataLayer?: IArguments[] }).dataLayer
    return layer?.map(args =>
      Array.from(args).map(value => (value instanceof Date ? "date" : value))
    )
  })

/** Every request for Google's tag or to Google's hosts during the test. */
const tagRequests = (page: Page) => {
  const urls: string[] = []
  page.on("request", request => {
    const url = new URL(request.url())
    if (/googletagmanager\.com|google-analytics\.com/.test(url.hostname)) urls.push(url.href)
  })
  return urls
}

/** A returning visitor: the notice answered and analytics accepted before the page loads. */
const acceptedBefore = (page: Page) =>
  page.addInitScript(() => {
    localStorage.setItem("cookiesPolicyAccepted", "true")
    localStorage.setItem("analyticsConsent", "granted")
  })

const pageViews = async (page: Page) =>
  ((await dataLayer(page)) ?? [])
    .filter(entry => entry[0] === "event" && entry[1] === "page_view")
    .map(entry => (entry[2] as { page_path: string }).page_path)

/**
 * The page is interactive and has settled: the page's clock (installed) runs on well past the
 * moment the tag loads for a visitor who accepted analytics (src/components/layout/analytics.tsx).
 */
const settle = async (page: Page) => {
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
  await page.evaluate(() => new Promise(resolve => requestIdleCallback(resolve)))
  await page.clock.runFor(tagSettleDelayMs + 5000)
}

const showNotice = async (page: Page, path: string) => {
  await page.clock.install()
  await open(page, path)
  await page.clock.fastForward(5000)
  // Time runs on from here.
  await page.clock.resume()
  return page.getByRole("region", { name: /Cookie notice|Informacja o plikach cookies/ })
}

/**
 * Lets the page finish what its timers started: React renders such an update in a task of the
 * scheduler's message channel, which the test clock does not control; this task comes after it.
 */
const afterRendering = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>(resolve => {
        const channel = new MessageChannel()
        channel.port1.onmessage = () => resolve()
        channel.port2.postMessage(undefined)
      })
  )

test.describe("cookie notice", () => {
  test("appears 5 seconds after load, not before, and stays away once answered", async ({
    page,
  }) => {
    // The page's clock stands still from before the visit: it moves only as the test moves it,
    // in small steps until the page is interactive (however long that takes a busy machine), and
    // then exactly to the notice's moment. `performance.now()`, from which the notice counts,
    // reads whole milliseconds.
    await open(page, "/en/")
    await page.clock.install()
    await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000))
    await page.goto("/en/")
    await expect
      .poll(
        async () => {
          if ((await page.locator("html").getAttribute("data-hydrated")) === "true") return true
          await page.clock.runFor(10)
          return false
        },
        { timeout: 60_000 }
      )
      .toBe(true)
    const now = await page.evaluate(() => performance.now())
    expect(now, "the page must be interactive before the notice is due").toBeLessThan(4999)
    const notice = page.getByRole("region", { name: "Cookie notice" })
    await page.clock.runFor(4999 - now)
    expect(await page.evaluate(() => performance.now())).toBe(4999)
    await afterRendering(page)
    await expect(notice).toBeHidden()
    await page.clock.runFor(1)
    await afterRendering(page)
    await expect(notice).toBeVisible()

    await page.clock.resume()
    await page.getByRole("button", { name: "Accept" }).focus()
    await page.keyboard.press("Enter")
    await expect(notice).toBeHidden()
    expect(await page.evaluate(() => localStorage.getItem("cookiesPolicyAccepted"))).toBe("true")
    await page.reload()
    await page.clock.fastForward(60_000)
    await expect(notice).toBeHidden()
  })

  for (const [path, names, says] of [
    ["/", ["Akceptuję", "Odrzucam"], /Google Analytics mierzy ruch .* do Google \(USA\)\./],
    [
      "/en/",
      ["Accept", "Reject"],
      /Google Analytics measures visits .* the data goes to Google \(USA\)\./,
    ],
  ] as const)
    test(`says what analytics does and where the data goes, in a quarter of a phone screen (${path})`, async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 844 })
      const notice = await showNotice(page, path)
      await expect(notice).toBeVisible()
      await expect(notice).toContainText(says)
      for (const name of names) await expect(notice.getByRole("button", { name })).toBeVisible()
      const box = await notice.boundingBox()
      expect(box?.height ?? Infinity).toBeLessThanOrEqual(844 / 4)
    })

  test("is not in the server-rendered page", async ({ request }) => {
    const html = await (await request.get("/")).text()
    // Its name and its own buttons' words. ("Akceptuję" alone is no sign: the home page quotes
    // the button in what it says of consent.)
    expect(html).not.toContain("Informacja o plikach cookies")
    expect(html).not.toContain("Odrzucam")
    expect(html).not.toContain("Zamknij informację o cookies")
  })
})

test.describe("analytics consent", () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install()
  })

  test("before any choice nothing of Google's loads and nothing is queued", async ({ page }) => {
    const requests = tagRequests(page)
    await open(page, "/en/")
    await settle(page)
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page).toHaveURL(/\/en\/portfolio\/$/)
    await settle(page)
    expect(await dataLayer(page)).toBeUndefined()
    expect(requests).toEqual([])
  })

  test("accepting starts analytics: consent, configuration, page views, one tag load", async ({
    page,
  }) => {
    const requests = tagRequests(page)
    const notice = await showNotice(page, "/en/")
    await page.getByRole("button", { name: "Accept" }).click()
    await expect(notice).toBeHidden()
    await expect.poll(() => requests.length).toBe(1)
    expect(requests[0]).toMatch(/^https:\/\/www\.googletagmanager\.com\/gtag\/js\?id=G-\w+$/)
    const trackingId = new URL(requests[0]).searchParams.get("id")
    const entries = (await dataLayer(page)) ?? []
    expect(entries.slice(0, 5)).toEqual(queueAfterGrant(trackingId, "/en/"))
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect.poll(() => pageViews(page)).toEqual(["/en/", "/en/portfolio/"])
    expect(requests).toHaveLength(1)
  })

  test("a returning visitor who accepted is measured from the start, one tag load a page", async ({
    page,
  }) => {
    await acceptedBefore(page)
    const requests = tagRequests(page)
    await open(page, "/kontakt")
    await expect.poll(() => pageViews(page)).toEqual(["/kontakt"])
    // The tag itself once the page has settled.
    await settle(page)
    await expect.poll(() => requests.length).toBe(1)
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click()
    await expect.poll(() => pageViews(page)).toEqual(["/kontakt", "/blog"])
    await settle(page)
    expect(requests).toHaveLength(1)
  })

  test("rejecting or closing the notice keeps analytics off", async ({ page }) => {
    const requests = tagRequests(page)
    for (const answer of ["Odrzucam", "Zamknij informację o cookies"]) {
      await page.evaluate(() => localStorage.clear()).catch(() => undefined)
      const notice = await showNotice(page, "/")
      await page.getByRole("button", { name: answer }).click()
      await expect(notice).toBeHidden()
      expect(await page.evaluate(() => localStorage.getItem("cookiesPolicyAccepted"))).toBe("true")
      await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
      await settle(page)
      expect(await dataLayer(page), answer).toBeUndefined()
    }
    expect(requests).toEqual([])
  })

  test("the choice can be changed later from the footer, and withdrawing stops analytics", async ({
    page,
    context,
  }) => {
    const requests = tagRequests(page)
    const notice = await showNotice(page, "/en/")
    await page.getByRole("button", { name: "Accept" }).click()
    await expect.poll(() => requests.length).toBe(1)
    // As the tag sets it: on the whole site.
    await context.addCookies([{ name: "_ga", value: "GA1.1.1.1", domain: "localhost", path: "/" }])

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click()
    await expect(notice).toBeVisible()
    await page.getByRole("button", { name: "Reject" }).click()
    await expect(notice).toBeHidden()
    expect((await dataLayer(page))?.at(-1)).toEqual([
      "consent",
      "update",
      { analytics_storage: "denied" },
    ])
    expect((await context.cookies()).map(cookie => cookie.name)).not.toContain("_ga")
    expect(await page.evaluate(() => localStorage.getItem("analyticsConsent"))).toBe("denied")

    await page.reload()
    await settle(page)
    expect(await dataLayer(page)).toBeUndefined()
    expect(requests).toHaveLength(1)
  })

  test("real visitors' Core Web Vitals go to analytics after consent, never before", async ({
    page,
  }) => {
    const vitals = async () =>
      ((await dataLayer(page)) ?? [])
        .filter(entry => entry[0] === "event" && ["LCP", "CLS", "INP"].includes(String(entry[1])))
        .map(entry => [entry[1], (entry[2] as { page_path: string }).page_path])
    // The page is hidden: web-vitals reports what it has measured. Then it reads as visible
    // again: a web-vitals chunk that arrives after this (a loaded machine) would otherwise start
    // on a hidden page, whose LCP it never reports.
    const hide = () =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
        document.dispatchEvent(new Event("visibilitychange"))
        Object.defineProperty(document, "visibilityState", { value: "visible", configurable: true })
      })
    await open(page, "/en/")
    await page.getByRole("heading", { level: 1 }).click()
    await hide()
    expect(await dataLayer(page)).toBeUndefined()

    await acceptedBefore(page)
    await open(page, "/en/")
    await expect.poll(() => pageViews(page)).toEqual(["/en/"])
    // web-vitals arrives as its own chunk after consent; on a loaded machine it can land after a
    // first click and hide, which it then never hears of: click and hide until it reports.
    await expect
      .poll(async () => {
        await page.getByRole("heading", { level: 1 }).click()
        await hide()
        return vitals()
      })
      .toEqual(
        expect.arrayContaining([
          ["LCP", "/en/"],
          ["CLS", "/en/"],
        ])
      )
  })

  test.describe("under Do-Not-Track", () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, "doNotTrack", { get: () => "1" })
      )
    })

    test("nothing is configured, loaded or sent, even after accepting", async ({ page }) => {
      const requests = tagRequests(page)
      await showNotice(page, "/en/")
      await page.getByRole("button", { name: "Accept" }).click()
      await page.getByRole("banner").getByRole("link", { name: "Blog" }).click()
      await expect(page).toHaveURL(/\/en\/blog\/$/)
      await settle(page)
      expect(await dataLayer(page)).toBeUndefined()
      expect(requests).toEqual([])
    })
  })
})
