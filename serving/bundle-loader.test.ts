// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { safetyNetMs, startBundles } from "./bundle-loader"

const sources = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

/** A browser's PerformanceObserver, reduced to what the loader uses; `report()` is the paint. */
const fakeObserver = (supportedEntryTypes: string[]) => {
  const observed: { type: string; buffered?: boolean; disconnected: boolean }[] = []
  let callback: (() => void) | undefined
  class FakePerformanceObserver {
    static supportedEntryTypes = supportedEntryTypes
    private entry?: (typeof observed)[number]
    constructor(notify: (entries: unknown, observer: FakePerformanceObserver) => void) {
      callback = () => notify([], this)
    }
    observe(options: { type: string; buffered?: boolean }) {
      this.entry = { ...options, disconnected: false }
      observed.push(this.entry)
    }
    disconnect() {
      if (this.entry) this.entry.disconnected = true
    }
  }
  return { FakePerformanceObserver, observed, report: () => callback?.() }
}

type Page = { visibility?: DocumentVisibilityState; entryTypes?: string[] }

/** Starts the loader on an empty page; without `entryTypes` the browser has no observer. */
const load = ({ visibility = "visible", entryTypes }: Page = {}) => {
  Object.defineProperty(document, "visibilityState", { value: visibility, configurable: true })
  const observer = fakeObserver(entryTypes ?? [])
  Object.defineProperty(window, "PerformanceObserver", {
    value: entryTypes ? observer.FakePerformanceObserver : undefined,
    configurable: true,
    writable: true,
  })
  startBundles({ sources })
  return observer
}

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>("body > script[src]")]
const added = () => scripts().map(script => script.getAttribute("src"))
// `as` is a property jsdom does not reflect to the attribute, as browsers do.
const preloaded = () =>
  [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    .filter(link => link.as === "script")
    .map(link => link.getAttribute("href"))
/** The bundle at `index` has arrived and run (or failed to load). */
const finish = (index: number, outcome: "load" | "error" = "load") =>
  scripts()[index].dispatchEvent(new Event(outcome))
/** Every bundle added so far, and every one it leads to, arrives and runs. */
const finishAll = () => {
  for (let index = 0; index < scripts().length; index++) finish(index)
}

const realObserver = Object.getOwnPropertyDescriptor(window, "PerformanceObserver")

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "requestAnimationFrame"] })
})

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
  delete (document as { visibilityState?: unknown }).visibilityState
  if (realObserver) Object.defineProperty(window, "PerformanceObserver", realObserver)
  else delete (window as { PerformanceObserver?: unknown }).PerformanceObserver
})

describe("the bundle loader", () => {
  it("preloads every bundle at once and runs each only after the one before has run", () => {
    load({ visibility: "hidden" })
    expect(preloaded()).toEqual(sources)
    expect(added()).toEqual(["/webpack-runtime-1.js"])
    finish(0)
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js"])
    finish(1)
    expect(added()).toEqual(sources)
  })

  it("goes on with the next bundle when one fails to load", () => {
    load({ visibility: "hidden" })
    finish(0, "error")
    expect(added()).toEqual(["/webpack-runtime-1.js", "/framework-2.js"])
  })

  it("waits for the largest contentful paint where the browser reports it", () => {
    const paint = load({ entryTypes: ["paint", "largest-contentful-paint"] })
    expect(paint.observed).toEqual([
      { type: "largest-contentful-paint", buffered: true, disconnected: false },
    ])
    vi.advanceTimersByTime(safetyNetMs - 1)
    expect(preloaded()).toEqual([])
    paint.report()
    expect(paint.observed[0].disconnected).toBe(true)
    // In a task of its own, not in the one that reports the paint.
    expect(preloaded()).toEqual([])
    vi.advanceTimersByTime(0)
    expect(preloaded()).toEqual(sources)
    finishAll()
    expect(added()).toEqual(sources)
  })

  it("waits for the first contentful paint where that is all the browser reports", () => {
    const paint = load({ entryTypes: ["paint"] })
    expect(paint.observed.map(entry => entry.type)).toEqual(["paint"])
    paint.report()
    vi.advanceTimersByTime(0)
    expect(added()).toEqual(["/webpack-runtime-1.js"])
  })

  it("waits two animation frames where the browser reports no paint", () => {
    load()
    vi.advanceTimersToNextFrame()
    expect(preloaded()).toEqual([])
    vi.advanceTimersToNextFrame()
    expect(preloaded()).toEqual([])
    // The task after the second frame.
    vi.advanceTimersToNextTimer()
    expect(preloaded()).toEqual(sources)
  })

  it("loads the bundles after two seconds when no paint is ever reported", () => {
    load({ entryTypes: ["largest-contentful-paint"] })
    vi.advanceTimersByTime(safetyNetMs - 1)
    expect(preloaded()).toEqual([])
    vi.advanceTimersByTime(1)
    expect(preloaded()).toEqual(sources)
  })

  it("adds each bundle once, whichever of the paint and the safety net comes first", () => {
    const paint = load({ entryTypes: ["largest-contentful-paint"] })
    vi.advanceTimersByTime(safetyNetMs)
    paint.report()
    vi.runAllTimers()
    finishAll()
    expect(preloaded()).toEqual(sources)
    expect(added()).toEqual(sources)
  })

  it("loads at once in a hidden tab, which paints nothing", () => {
    const paint = load({ visibility: "hidden", entryTypes: ["largest-contentful-paint"] })
    expect(preloaded()).toEqual(sources)
    expect(added()).toEqual(["/webpack-runtime-1.js"])
    expect(paint.observed).toEqual([])
  })
})
