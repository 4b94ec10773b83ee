/**
 * Returning visitors: the first contentful paint of a page on a first visit, and again once the
 * offline service worker controls the page and has cached it. Gatsby's offline plugin can answer
 * a returning visitor with an empty app shell that paints only after the scripts run; this site's
 * worker answers with the server-rendered page (src/lib/sw-append.js, gatsby-config.ts), so the
 * repeat visit should paint no later than the first. Measured in Chromium through Playwright at a
 * 4x CPU slowdown, a fresh browser context each run, on `localhost` (the worker registers only
 * there or on https).
 */
import { chromium, type Browser, type Page } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "../scripts/chromium"
import { cpuSlowdown, declineAnalytics } from "./inp"
import { median } from "./stats"

const mobile = { width: 390, height: 844 }

/** The time from navigation start to the first contentful paint. */
const firstContentfulPaint = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>(resolve => {
        new PerformanceObserver(list => resolve(list.getEntries()[0].startTime)).observe({
          type: "paint",
          buffered: true,
        })
      })
  )

/** Whether the worker's caches hold a response for `path` (polled: the worker caches after load). */
const waitUntilCached = async (page: Page, path: string) => {
  for (let waited = 0; waited < 30_000; waited += 200) {
    const found = await page.evaluate(async path => {
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys()
        if (keys.some(request => new URL(request.url).pathname === path)) return true
      }
      return false
    }, path)
    if (found) return
    await page.waitForTimeout(200)
  }
  throw new Error(`the service worker did not cache ${path} within 30 s`)
}

type Visit = { first: number; repeat: number; fromWorker: boolean; serverRendered: boolean }

const measureOnce = async (browser: Browser, origin: string, path: string): Promise<Visit> => {
  const context = await browser.newContext({ viewport: mobile, serviceWorkers: "allow" })
  try {
    await declineAnalytics(context)
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
    await page.goto(`${origin}${path}`)
    const first = await firstContentfulPaint(page)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // The worker takes control on the next load, and caches the page's resources then.
    await page.reload()
    await waitUntilCached(page, path)
    const response = await page.goto(`${origin}${path}`)
    const repeat = await firstContentfulPaint(page)
    return {
      first,
      repeat,
      fromWorker: response?.fromServiceWorker() ?? false,
      serverRendered: (await response?.text())?.includes("<h1") ?? false,
    }
  } finally {
    await context.close()
  }
}

export type ReturningResult = {
  path: string
  first: number[]
  repeat: number[]
  /** Runs whose repeat visit the worker answered with the server-rendered page. */
  fromWorker: number
  /** The repeat visit's median paints no later than the first visit's slowest run. */
  noSlower: boolean
}

/** `runs` visits of each of `paths`, interleaved page by page. */
export const measureReturningVisits = async (
  origin: string,
  paths: string[],
  runs: number
): Promise<ReturningResult[]> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const visits = new Map<string, Visit[]>(paths.map(path => [path, []]))
    for (let run = 0; run < runs; run++)
      for (const path of paths) visits.get(path)!.push(await measureOnce(browser, origin, path))
    return paths.map(path => {
      const runsOf = visits.get(path)!
      const first = runsOf.map(visit => visit.first)
      const repeat = runsOf.map(visit => visit.repeat)
      return {
        path,
        first,
        repeat,
        fromWorker: runsOf.filter(visit => visit.fromWorker && visit.serverRendered).length,
        noSlower: median(repeat) <= Math.max(...first),
      }
    })
  } finally {
    await browser.close()
  }
}
