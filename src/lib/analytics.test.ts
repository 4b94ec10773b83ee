import { afterEach, describe, expect, it, vi } from "vitest"
import type { Metric } from "web-vitals"
import {
  configureAnalytics,
  loadTagOffMainThread,
  reportWebVitals,
  revokeAnalytics,
  tagQueuePath,
  tagQueueScript,
  tagUrl,
  vitalsEvent,
} from "./analytics"
import { queueAfterGrant } from "./analytics.fixtures"

// web-vitals' observers, as the callbacks the site registers: each test calls them as the
// library would, with a measurement.
const observers = vi.hoisted(() => ({}) as Record<string, (metric: Metric) => void>)
vi.mock("web-vitals", () => ({
  onLCP: (report: (metric: Metric) => void) => (observers.LCP = report),
  onINP: (report: (metric: Metric) => void) => (observers.INP = report),
  onCLS: (report: (metric: Metric) => void) => (observers.CLS = report),
}))

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown; doNotTrack?: string }

const entries = () =>
  ((window as GtagWindow).dataLayer ?? []).map(args =>
    Array.from(args).map(value => (value instanceof Date ? "date" : value))
  )

afterEach(() => {
  vi.restoreAllMocks()
  window.history.replaceState(null, "", "/")
  document.body.innerHTML = ""
  for (const name of ["partytown", "disableGoogleTag", "ga-disable-G-TEST123"])
    delete (window as unknown as Record<string, unknown>)[name]
  delete (window as GtagWindow).dataLayer
  delete (window as GtagWindow).gtag
  delete (window as GtagWindow).doNotTrack
})

describe("analytics", () => {
  it("queues consent, configuration and the page view once analytics is granted", () => {
    expect(configureAnalytics("G-TEST123")).toBe(true)
    expect(entries()).toEqual(queueAfterGrant("G-TEST123", "/"))
    expect(tagUrl("G-TEST123")).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST123")
  })

  it("does nothing under Do-Not-Track or without a tracking id", () => {
    ;(window as GtagWindow).doNotTrack = "1"
    expect(configureAnalytics("G-TEST123")).toBe(false)
    delete (window as GtagWindow).doNotTrack
    expect(configureAnalytics("")).toBe(false)
    expect((window as GtagWindow).dataLayer).toBeUndefined()
  })

  it("withdrawing denies storage again and removes the tag's cookies", () => {
    configureAnalytics("G-TEST123")
    document.cookie = "_ga=GA1.1.123; path=/"
    document.cookie = "_ga_TEST123=GS1.1.456; path=/"
    document.cookie = "other=kept; path=/"
    revokeAnalytics("G-TEST123")
    expect(entries().at(-1)).toEqual(["consent", "update", { analytics_storage: "denied" }])
    expect(document.cookie).toBe("other=kept")
    expect((window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]).toBe(true)
  })

  it("gives the tag in Partytown's worker the same queue as on the page", () => {
    // The queue script, run as the worker (or the page, in Partytown's fallback) runs it.
    new Function(tagQueueScript("G-TEST123"))()
    expect(entries()).toEqual(queueAfterGrant("G-TEST123", "/"))
    const w = window as unknown as Record<string, unknown> & {
      disableGoogleTag: (id: string, disabled: boolean) => void
    }
    expect(w["ga-disable-G-TEST123"]).toBe(false)
    w.disableGoogleTag("G-TEST123", true)
    expect(w["ga-disable-G-TEST123"]).toBe(true)
  })

  it("off the main thread: adds the queue, the proxied tag and Partytown's loader, once", async () => {
    const loading = loadTagOffMainThread("G-TEST123")
    const scripts = [...document.body.querySelectorAll("script")]
    expect(scripts.map(script => [script.type, script.getAttribute("src")])).toEqual([
      ["text/partytown", tagQueuePath],
      ["text/partytown", `/__third-party-proxy?url=${encodeURIComponent(tagUrl("G-TEST123"))}`],
      ["", "/partytown/partytown.js"],
    ])
    expect((window as unknown as { partytown: unknown }).partytown).toEqual({
      lib: "/partytown/",
      forward: ["gtag", "disableGoogleTag"],
    })
    scripts[2].dispatchEvent(new Event("load"))
    expect(await loading).toBe(true)
    // Granted again on the same page: nothing is added.
    const calls: unknown[][] = []
    ;(window as GtagWindow).gtag = (...args: unknown[]) => calls.push(args)
    expect(await loadTagOffMainThread("G-TEST123")).toBe(true)
    expect(document.body.querySelectorAll("script")).toHaveLength(3)
    expect(calls).toEqual([["consent", "update", { analytics_storage: "granted" }]])
  })

  it("off the main thread: nothing under Do-Not-Track", async () => {
    ;(window as GtagWindow).doNotTrack = "1"
    expect(await loadTagOffMainThread("G-TEST123")).toBe(false)
    expect(document.body.querySelectorAll("script")).toHaveLength(0)
  })

  it("withdrawing tells the tag in the worker too", () => {
    const calls: unknown[][] = []
    const w = window as unknown as Record<string, unknown>
    w.disableGoogleTag = (...args: unknown[]) => calls.push(args)
    revokeAnalytics("G-TEST123")
    expect(calls).toEqual([["G-TEST123", true]])
  })

  it("reports a Core Web Vital as a GA4 event with the page path", () => {
    expect(
      vitalsEvent({ name: "LCP", value: 1234.5, delta: 1234.5, id: "v4-1", rating: "good" }, "/en/")
    ).toEqual([
      "event",
      "LCP",
      {
        value: 1235,
        metric_id: "v4-1",
        metric_value: 1234.5,
        metric_delta: 1234.5,
        metric_rating: "good",
        page_path: "/en/",
      },
    ])
    expect(
      vitalsEvent({ name: "CLS", value: 0.05, delta: 0.02, id: "v4-2", rating: "good" }, "/")[2]
        .value
    ).toBe(20)
  })

  it("reports each vital with the page as loaded, even after moving on, until analytics is off", async () => {
    const sent: unknown[][] = []
    ;(window as GtagWindow).gtag = (...args: unknown[]) => sent.push(args)
    vi.spyOn(window.performance, "getEntriesByType").mockReturnValue([
      { name: "http://localhost/en/?ref=mail" } as PerformanceEntry,
    ])
    await reportWebVitals("G-TEST123")
    // The visitor opens another page; LCP is final at that click, the others later.
    window.history.pushState(null, "", "/en/portfolio/")
    const metric = (name: Metric["name"]) =>
      ({ name, value: 10, delta: 10, id: `v5-${name}`, rating: "good" }) as Metric
    observers.LCP(metric("LCP"))
    observers.INP(metric("INP"))
    ;(window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"] = true
    observers.CLS(metric("CLS"))
    expect(
      sent.map(([, name, params]) => [name, (params as { page_path: string }).page_path])
    ).toEqual([
      ["LCP", "/en/?ref=mail"],
      ["INP", "/en/?ref=mail"],
    ])
  })
})
