// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest"
import type { Metric } from "web-vitals"
import {
  configureAnalytics,
  reportWebVitals,
  revokeAnalytics,
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
  delete (window as unknown as Record<string, unknown>)["ga-disable-G-TEST123"]
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
