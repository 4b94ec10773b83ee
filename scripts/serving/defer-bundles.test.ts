import vm from "vm"
import { describe, expect, it } from "vitest"
import { bundleLoader, deferBundles, loaderSources } from "./defer-bundles"

const page =
  `<html><head><script>window.pagePath="/"</script></head><body><div id="___gatsby"></div>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>` +
  `<script src="/app-3.js" async=""></script></body></html>`

describe("deferBundles", () => {
  it("replaces the bundle tags with one loader listing them in order", () => {
    const html = deferBundles(page)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(
      `<script>${bundleLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])}</script></body>`
    )
    expect(html).toContain(`<script>window.pagePath="/"</script>`)
  })

  it("puts the start-up preludes just before the app bundle", () => {
    const html = deferBundles(page, ["/prelude-a-4.js", "/prelude-b-5.js"])
    expect(loaderSources(html)).toEqual([
      "/webpack-runtime-1.js",
      "/framework-2.js",
      "/prelude-a-4.js",
      "/prelude-b-5.js",
      "/app-3.js",
    ])
  })

  it("leaves a page without bundles alone", () => {
    const html = "<html><body><p>offline</p></body></html>"
    expect(deferBundles(html)).toBe(html)
  })
})

describe("bundleLoader", () => {
  type Options = { visibilityState?: string; entryTypes?: string[] | null }
  const run = ({ visibilityState = "visible", entryTypes = null }: Options) => {
    type Element = { tag: string; src?: string; href?: string; rel?: string; as?: string }
    type Script = Element & { onload?: () => void; onerror?: () => void }
    const preloaded: string[] = []
    const scripts: Script[] = []
    const frames: (() => void)[] = []
    const timers: { callback: () => void; ms: number }[] = []
    const observers: { type: string; notify: () => void; disconnected: boolean }[] = []
    class PerformanceObserver {
      static supportedEntryTypes = entryTypes ?? []
      constructor(private readonly callback: (list: unknown, observer: unknown) => void) {}
      observe({ type }: { type: string }) {
        const entry = { type, disconnected: false, notify: () => this.callback([], this) }
        observers.push(entry)
        this.entry = entry
      }
      entry?: { disconnected: boolean }
      disconnect() {
        if (this.entry) this.entry.disconnected = true
      }
    }
    const document = {
      visibilityState,
      createElement: (tag: string): Element => ({ tag }),
      createDocumentFragment: () => {
        const children: Element[] = []
        return { tag: "#fragment", children, appendChild: (child: Element) => children.push(child) }
      },
      body: {
        appendChild: (element: Script & { children?: Element[] }) => {
          for (const child of element.children ?? [element]) {
            if (child.tag === "link" && child.rel === "preload" && child.as === "script")
              preloaded.push(child.href!)
            if (child.tag === "script") scripts.push(child)
          }
        },
      },
    }
    vm.runInNewContext(bundleLoader(["/a.js", "/b.js", "/c.js"]), {
      document,
      window: entryTypes ? { PerformanceObserver } : {},
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    })
    const runTimers = (upTo: number) =>
      timers.filter(timer => timer.ms <= upTo).forEach(timer => timer.callback())
    // Each script that has been added runs (its load event), which lets the loader add the next.
    const runScripts = () => {
      for (let i = 0; i < scripts.length; i++) scripts[i].onload?.()
    }
    const added = () => scripts.map(script => script.src)
    return { added, preloaded, scripts, runScripts, frames, timers, observers, runTimers }
  }

  it("waits for the largest contentful paint where the browser reports it", () => {
    const page = run({ entryTypes: ["paint", "largest-contentful-paint"] })
    expect(page.observers.map(observer => observer.type)).toEqual(["largest-contentful-paint"])
    page.runTimers(0)
    expect(page.added()).toEqual([])
    page.observers[0].notify()
    expect(page.observers[0].disconnected).toBe(true)
    page.runTimers(0)
    page.runScripts()
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })

  it("falls back to the first contentful paint, then to two frames", () => {
    expect(run({ entryTypes: ["paint"] }).observers.map(observer => observer.type)).toEqual([
      "paint",
    ])
    const page = run({})
    const nextFrame = () => page.frames.splice(0).forEach(frame => frame())
    nextFrame()
    page.runTimers(0)
    expect(page.added()).toEqual([])
    nextFrame()
    page.runTimers(0)
    page.runScripts()
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })

  it("adds each script once, and after two seconds even if no paint is reported", () => {
    const page = run({ entryTypes: ["largest-contentful-paint"] })
    page.runTimers(2000)
    page.observers[0].notify()
    page.runTimers(2000)
    page.runScripts()
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })

  it("preloads every script at once and runs each only after the one before", () => {
    const page = run({ visibilityState: "hidden" })
    expect(page.preloaded).toEqual(["/a.js", "/b.js", "/c.js"])
    expect(page.added()).toEqual(["/a.js"])
    page.scripts[0].onload!()
    expect(page.added()).toEqual(["/a.js", "/b.js"])
    // A script that fails to load does not stop the ones after it.
    page.scripts[1].onerror!()
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })

  it("adds them at once in a hidden tab, where nothing is painted", () => {
    const page = run({ visibilityState: "hidden" })
    page.runScripts()
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })
})
