/**
 * The hit ledger: what a consented visitor's visit delivers to GA4's collection host, counted
 * where it arrives. Chromium reaches Google's hosts at the local stand-in (tag-origin.ts), whose
 * tag sends each `event` command and the engagement hit as a beacon, as Google's does, and whose
 * ledger lists what came in. The service worker runs, as for real visitors, and no request is
 * intercepted, except in the tests of a tag host that fails.
 */
import type { BrowserContext, Page, Route } from "@playwright/test"
import { expect, test } from "@playwright/test"
import { servers } from "../../playwright.config"
import { elsewhereHost, ledger, standInTag, tagHost, type Hit } from "./tag-stand-in"

test.use({ serviceWorkers: "allow" })
// A visit reads, moves on, leaves, and then waits for what arrives: longer than the default.
test.describe.configure({ timeout: 90_000 })

const searchEngine = "https://www.google.com/"
const vitals = ["LCP", "INP", "CLS"]

/**
 * A returning visitor who accepted analytics, with a client id of their own (the `_ga` cookie,
 * as Google's tag reads it), so the ledger tells their hits from other tests'.
 */
const consentedVisitor = async (context: BrowserContext) => {
  const cid = `${Math.floor(Math.random() * 1e9)}.${Date.now()}`
  await context.addCookies([{ name: "_ga", value: `GA1.1.${cid}`, domain: "localhost", path: "/" }])
  await context.addInitScript(() => {
    localStorage.setItem("cookiesPolicyAccepted", "true")
    localStorage.setItem("analyticsConsent", "granted")
  })
  return cid
}

/** Each hit as "event page_path" ("event" alone without a path), in the order received. */
const rows = (hits: Hit[]) =>
  hits.map(hit => (hit.params.page_path ? `${hit.en} ${hit.params.page_path}` : hit.en))

/**
 * Lands on a page from the search engine. (No test clock here: it replaces `performance`, which
 * web-vitals reads to measure INP.)
 */
const land = async (page: Page, path: string) => {
  await page.goto(path, { referer: searchEngine })
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true", { timeout: 15_000 })
}

/** The visitor reads until 5 seconds of the page's life have passed. */
const readFor5Seconds = (page: Page) =>
  page.waitForFunction(() => performance.now() >= 5000, undefined, { timeout: 15_000 })

/** Until the landing page's view has arrived: the visitor reads a while. */
const countedOn = async (hits: () => Promise<Hit[]>, row: string) =>
  expect.poll(async () => rows(await hits()), { timeout: 15_000 }).toContain(row)

/**
 * Resolves once a beacon sent now, after everything the visit sent, has reached the ledger: what
 * the visit sent has had as long to arrive. (A page of another site sends it.)
 */
const sentinel = async (context: BrowserContext, cid: string, hits: () => Promise<Hit[]>) => {
  const other = await context.newPage()
  await other.goto(`https://${elsewhereHost}/`)
  await other.evaluate(
    cid =>
      navigator.sendBeacon(`https://region1.google-analytics.com/g/collect?cid=${cid}&en=sentinel`),
    cid
  )
  await expect.poll(async () => rows(await hits())).toContain("sentinel")
  await other.close()
  return (await hits()).filter(hit => hit.en !== "sentinel")
}

/** Leaving the page: each way a visit ends, or pauses, with the page hidden. */
const ways: { name: string; leave: (page: Page) => Promise<void>; engagementPath: string }[] = [
  {
    name: "closes the tab",
    leave: page => page.close({ runBeforeUnload: true }),
    engagementPath: "/en/portfolio/",
  },
  {
    name: "goes to another site",
    leave: async page => {
      await page.goto(`https://${elsewhereHost}/`)
      await expect(page.getByRole("heading", { name: "Another site" })).toBeVisible()
    },
    engagementPath: "/en/portfolio/",
  },
  {
    // Headless Chromium keeps every page visible, so the page is told what a tab switch tells it.
    name: "switches to another tab",
    leave: page =>
      page.evaluate(() => {
        Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
        Object.defineProperty(document, "hidden", { value: true, configurable: true })
        document.dispatchEvent(new Event("visibilitychange"))
      }),
    engagementPath: "/en/portfolio/",
  },
]

test.describe("the hit ledger", () => {
  // The service worker runs here, as for a returning visitor: leaving for another site lost the
  // hits sent at page hide while it controlled the page, until the worker stopped handling
  // requests to other origins (src/lib/sw-append.js).
  for (const way of ways)
    test(`a visit from a search engine delivers every hit once when the visitor ${way.name}`, async ({
      page,
      context,
      request,
      baseURL,
    }) => {
      const cid = await consentedVisitor(context)
      const hits = () => ledger(request, servers.tagOrigin, cid)
      // The page's and the service worker's requests for the tag (the offline plugin's worker
      // fetches the head's scripts for its cache: the tag must not be among them).
      const tagLoads: string[] = []
      context.on("request", tagRequest => {
        if (tagRequest.url().startsWith(`https://${tagHost}/gtag/js`))
          tagLoads.push(tagRequest.url())
      })
      await land(page, "/en/")
      const homeTitle = await page.title()
      await countedOn(hits, "page_view /en/")

      await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
      await expect(page).toHaveURL(/\/en\/portfolio\/$/)
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
      await expect.poll(async () => rows(await hits())).toContain("page_view /en/portfolio/")
      const portfolioTitle = await page.title()
      await page.getByRole("heading", { level: 1 }).click()
      expect(tagLoads, "the tag, once per page load").toHaveLength(1)
      await way.leave(page)

      const expected = [
        "page_view /en/",
        "page_view /en/portfolio/",
        // Core Web Vitals measure the page as loaded, /en/, however far the visit went.
        ...vitals.map(name => `${name} /en/`),
        "user_engagement",
      ]
      await expect
        .poll(async () => rows(await hits()), { timeout: 10_000 })
        .toEqual(expect.arrayContaining(expected))
      const all = await sentinel(context, cid, hits)
      // Nothing twice, nothing else.
      expect(rows(all).sort()).toEqual([...expected].sort())

      const [landing, route] = all.filter(hit => hit.en === "page_view")
      expect(landing).toMatchObject({ dl: `${baseURL}/en/`, dr: searchEngine, dt: homeTitle })
      expect(route).toMatchObject({ dl: `${baseURL}/en/portfolio/`, dt: portfolioTitle })
      for (const name of vitals) {
        const metric = all.find(hit => hit.en === name)!
        expect(metric.params, name).toMatchObject({
          metric_id: expect.stringMatching(/^v4-/),
          metric_value: expect.stringMatching(/^\d/),
          metric_rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
        })
      }
      const engagement = all.find(hit => hit.en === "user_engagement")!
      expect(engagement.dl).toBe(`${baseURL}${way.engagementPath}`)
      expect(new Set(all.map(hit => hit.tid)).size).toBe(1)
      expect(all[0].tid).toMatch(/^G-[A-Z0-9]+$/)
    })

  test("a visitor who only reads for 5 seconds, then closes the tab, is counted", async ({
    page,
    context,
    request,
    baseURL,
  }) => {
    const cid = await consentedVisitor(context)
    const hits = () => ledger(request, servers.tagOrigin, cid)
    await land(page, "/en/")
    await readFor5Seconds(page)
    await page.close({ runBeforeUnload: true })

    const expected = ["page_view /en/", "LCP /en/", "CLS /en/", "user_engagement"]
    await expect
      .poll(async () => rows(await hits()), { timeout: 10_000 })
      .toEqual(expect.arrayContaining(expected))
    const all = await sentinel(context, cid, hits)
    // No interaction, so no INP; nothing twice.
    expect(rows(all).sort()).toEqual([...expected].sort())
    expect(all[0]).toMatchObject({ en: "page_view", dl: `${baseURL}/en/`, dr: searchEngine })
  })

  test("a visitor who withdraws consent on a page sends nothing from then on, not even as the tab closes", async ({
    page,
    context,
    request,
  }) => {
    const cid = await consentedVisitor(context)
    const hits = () => ledger(request, servers.tagOrigin, cid)
    await land(page, "/en/")
    await countedOn(hits, "page_view /en/")

    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click()
    await page.getByRole("button", { name: "Reject" }).click()
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem("analyticsConsent")))
      .toBe("denied")
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page).toHaveURL(/\/en\/portfolio\/$/)
    await page.getByRole("heading", { level: 1 }).click()
    await page.close({ runBeforeUnload: true })

    const all = rows(await sentinel(context, cid, hits))
    // LCP becomes final at the first click, which came while consent was still given.
    expect(all.filter(row => row !== "LCP /en/")).toEqual(["page_view /en/"])
  })
})

test.describe("a tag host that fails", () => {
  /** Console errors, leaving out the browser's own report of the tag's failed request. */
  const consoleErrors = (page: Page) => {
    const errors: string[] = []
    page.on("console", message => {
      if (message.type() === "error" && !message.location().url.includes(tagHost))
        errors.push(message.text())
    })
    page.on("pageerror", error => errors.push(error.message))
    return errors
  }

  /** The tag's requests, answered by `answer`. */
  const tagRoute = async (page: Page, answer: (route: Route) => Promise<void> | void) => {
    const requests: string[] = []
    await page.route(`https://${tagHost}/gtag/js?*`, route => {
      requests.push(route.request().url())
      return answer(route)
    })
    return requests
  }

  test("when it is down, the site keeps working, quietly, and asks for the tag once", async ({
    page,
    context,
  }) => {
    await consentedVisitor(context)
    const errors = consoleErrors(page)
    const requests = await tagRoute(page, route => route.abort("connectionrefused"))
    // The test clock moves time on: web-vitals' INP is not looked at here.
    await page.clock.install()
    await land(page, "/en/")
    await page.clock.runFor(5000)
    await expect.poll(() => requests.length).toBe(1)
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page).toHaveURL(/\/en\/portfolio\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.clock.runFor(60_000)
    await page.getByRole("banner").getByRole("link", { name: "Blog" }).click()
    await expect(page).toHaveURL(/\/en\/blog\/$/)
    expect(requests).toHaveLength(1)
    expect(errors).toEqual([])
  })

  test("when it answers after 30 seconds, nothing waits for it and nothing is lost", async ({
    page,
    context,
    request,
  }) => {
    const cid = await consentedVisitor(context)
    const hits = () => ledger(request, servers.tagOrigin, cid)
    const errors = consoleErrors(page)
    let release: () => void = () => undefined
    const released = new Promise<void>(resolve => (release = resolve))
    const requests = await tagRoute(page, async route => {
      await released
      await route.fulfill({ contentType: "application/javascript", body: standInTag() })
    })
    await page.clock.install()
    await land(page, "/en/")
    await page.clock.runFor(5000)
    await expect.poll(() => requests.length).toBe(1)
    // The page finished loading long before the tag (it was asked for after the load event).
    expect(await page.evaluate(() => document.readyState)).toBe("complete")
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page).toHaveURL(/\/en\/portfolio\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await page.clock.runFor(30_000)
    expect(rows(await hits())).toEqual([])

    release()
    await expect
      .poll(async () => rows(await hits()))
      .toEqual(expect.arrayContaining(["page_view /en/", "page_view /en/portfolio/"]))
    expect(requests).toHaveLength(1)
    expect(errors).toEqual([])
  })
})
