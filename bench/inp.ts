/**
 * Interaction latency (INP-style) of four interactions, at a 4x CPU slowdown: Playwright opens
 * the page in a fresh context, waits until React has hydrated it, acts, and reads the Event Timing
 * API (PerformanceObserver "event", durationThreshold 16, buffered): the longest entry of the
 * interaction, from the input to the next paint.
 */
import { chromium, type Browser, type BrowserContext, type Page } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "../scripts/chromium"
import { median } from "./stats"
import { benchTrackingId, tagHost, tagHostFlags } from "./tag-server"

/** The goal for every interaction, as for INP's "good". */
export const inpGoalMs = 100

/** Event Timing reports nothing shorter: an interaction without entries took less. */
export const durationThreshold = 16

export const cpuSlowdown = 4

const mobile = { width: 390, height: 844 }
const desktop = { width: 1280, height: 800 }

type Interaction = {
  name: string
  path: string
  viewport: { width: number; height: number }
  act: (page: Page) => Promise<void>
  /** Also timed: how long after the click the outcome is in the page (the form's errors). */
  outcome?: string
}

export const interactions: Interaction[] = [
  {
    name: "open the mobile menu",
    path: "/en/",
    viewport: mobile,
    act: page => page.locator("header").getByRole("button", { name: "Menu", exact: true }).click(),
  },
  {
    name: "open the Websites submenu",
    path: "/en/",
    viewport: desktop,
    act: page =>
      page
        .locator("header")
        .getByRole("button", { name: /^Websites – show submenu/ })
        .click(),
  },
  {
    name: "switch language (EN to PL)",
    path: "/en/",
    viewport: desktop,
    act: page =>
      page.locator("header").getByRole("link", { name: "Polski – Polish version" }).click(),
  },
  {
    name: "submit the empty contact form",
    path: "/en/contact/",
    viewport: mobile,
    act: page => page.getByRole("button", { name: "Send message" }).click(),
    outcome: '[aria-invalid="true"]',
  },
]

export type EventEntry = {
  name: string
  duration: number
  interactionId: number
  startTime: number
  processingStart: number
  processingEnd: number
}

/** Where an interaction's time went: waiting for the main thread, handlers, rendering to paint. */
export type Latency = { total: number; delay: number; processing: number; presentation: number }

/**
 * The interaction's latency: the longest of its entries (one interaction, so one interactionId,
 * though a click's pointer and mouse events may each have an entry), split as Event Timing
 * allows. Without an entry over the threshold, the threshold itself: it took at most that.
 */
export const interactionLatency = (entries: EventEntry[]): Latency => {
  const longest = entries
    .filter(entry => entry.interactionId > 0)
    .sort((a, b) => b.duration - a.duration)[0]
  if (!longest || longest.duration < durationThreshold)
    return { total: durationThreshold, delay: 0, processing: 0, presentation: 0 }
  return {
    total: longest.duration,
    delay: longest.processingStart - longest.startTime,
    processing: longest.processingEnd - longest.processingStart,
    presentation: longest.startTime + longest.duration - longest.processingEnd,
  }
}

/**
 * Installed before the page's own script: keeps every event entry, in the window and in
 * sessionStorage (should a navigation replace the document, the click's entries stay readable),
 * and notes when the first click came.
 */
const observerScript = `(() => {
  window.__benchEvents = []
  new PerformanceObserver(list => {
    for (const e of list.getEntries())
      window.__benchEvents.push({ name: e.name, duration: e.duration, interactionId: e.interactionId || 0,
        startTime: e.startTime, processingStart: e.processingStart, processingEnd: e.processingEnd })
    try { sessionStorage.setItem("__benchEvents", JSON.stringify(window.__benchEvents)) } catch {}
  }).observe({ type: "event", durationThreshold: ${durationThreshold}, buffered: true })
  addEventListener("click", event => { if (window.__benchClickAt === undefined) window.__benchClickAt = event.timeStamp }, true)
})()`

type InteractionResult = {
  name: string
  path: string
  viewport: string
  runs: number[]
  latency: number
  /** The split of the run with the median latency. */
  split: Latency
  outcomeRuns?: number[]
  outcome?: number
}

/** A visitor who has answered the cookie notice (analytics declined): the notice stays away. */
export const declineAnalytics = (context: BrowserContext) =>
  context.addInitScript(() => {
    try {
      window.localStorage.setItem("cookiesPolicyAccepted", "true")
      window.localStorage.setItem("analyticsConsent", "denied")
    } catch {
      // an opaque origin
    }
  })

/** Settling time after hydration, as a visitor takes a moment before the first tap. */
const settleMs = 500

const measureOnce = async (
  browser: Browser,
  origin: string,
  interaction: Interaction
): Promise<{ latency: Latency; outcome?: number }> => {
  const context = await browser.newContext({ viewport: interaction.viewport })
  try {
    await declineAnalytics(context)
    await context.addInitScript({ content: observerScript })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send("Emulation.setCPUThrottlingRate", { rate: cpuSlowdown })
    await page.goto(`${origin}${interaction.path}`)
    await page.locator('html[data-hydrated="true"]').waitFor({ state: "attached", timeout: 60_000 })
    await page.waitForTimeout(settleMs)
    // Timed in the page: reading the time once Playwright sees the outcome would add its own
    // polling and round trips (about 100 ms at this slowdown) to the page's.
    if (interaction.outcome)
      await page.evaluate(`new MutationObserver((_, observer) => {
        if (!document.querySelector(${JSON.stringify(interaction.outcome)})) return
        window.__benchOutcomeAt = performance.now()
        observer.disconnect()
      }).observe(document, { subtree: true, childList: true, attributes: true })`)
    await interaction.act(page)
    let outcome: number | undefined
    if (interaction.outcome) {
      await page
        .locator(interaction.outcome)
        .first()
        .waitFor({ state: "attached", timeout: 20_000 })
      outcome = (await page.evaluate("window.__benchOutcomeAt - window.__benchClickAt")) as number
    }
    // Entries arrive after the next paint; wait for the click's, or give up after 3 s (then it
    // was under the threshold).
    const read = `(() => {
      const own = window.__benchEvents
      if (own && own.some(e => e.interactionId > 0 && e.name === "click")) return own
      const saved = sessionStorage.getItem("__benchEvents")
      return saved ? JSON.parse(saved) : own || []
    })()`
    const deadline = Date.now() + 3000
    let entries: EventEntry[] = []
    for (;;) {
      entries = (await page.evaluate(read).catch(() => [])) as EventEntry[]
      if (entries.some(e => e.interactionId > 0 && e.name === "click") || Date.now() > deadline)
        break
      await page.waitForTimeout(100)
    }
    return { latency: interactionLatency(entries), outcome }
  } finally {
    await context.close()
  }
}

/** Each interaction `runs` times in a fresh context; the median of each. */
export const measureInteractions = async (
  origin: string,
  runs = 5
): Promise<InteractionResult[]> => {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    const results: InteractionResult[] = []
    for (const interaction of interactions) {
      const measured: { latency: Latency; outcome?: number }[] = []
      for (let run = 0; run < runs; run++)
        measured.push(await measureOnce(browser, origin, interaction))
      const latencies = measured.map(m => m.latency.total)
      const outcomes = measured.flatMap(m => (m.outcome === undefined ? [] : [m.outcome]))
      results.push({
        name: interaction.name,
        path: interaction.path,
        viewport: `${interaction.viewport.width}×${interaction.viewport.height}`,
        runs: latencies,
        latency: median(latencies),
        split: measured.find(m => m.latency.total === median(latencies))!.latency,
        ...(outcomes.length ? { outcomeRuns: outcomes, outcome: median(outcomes) } : {}),
      })
      console.log(`${interaction.name}: ${latencies.map(ms => Math.round(ms)).join(", ")} ms`)
    }
    return results
  } finally {
    await browser.close()
  }
}

/**
 * The tag stand-in's own start-up time in this browser, unthrottled (median of 5): what it
 * records of its evaluation (window.__standInTag.ms), loaded through the host mapping.
 */
export const tagStartupMs = async (port: number): Promise<number> => {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumFlags, ...tagHostFlags(port)],
  })
  try {
    const times: number[] = []
    for (let run = 0; run < 5; run++) {
      const page = await browser.newPage()
      await page.setContent("<!doctype html><title>tag</title>")
      const ms = await page.evaluate(`new Promise((resolve, reject) => {
        const script = document.createElement("script")
        script.src = "https://${tagHost}/gtag/js?id=${benchTrackingId}"
        script.onload = () => resolve(window.__standInTag.ms)
        script.onerror = () => reject(new Error("the tag stand-in did not load"))
        document.head.append(script)
      })`)
      times.push(ms as number)
      await page.close()
    }
    return median(times)
  } finally {
    await browser.close()
  }
}
