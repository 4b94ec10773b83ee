import vm from "vm"
import { describe, expect, it } from "vitest"
import { bundleLoader, deferBundles, loaderPreludes, loaderSources } from "./defer-bundles"

const page =
  `<html><head><script>window.pagePath="/"</script></head><body><div id="___gatsby"></div>` +
  `<script src="/webpack-runtime-1.js" async></script><script src="/framework-2.js" async></script>` +
  `<script src="/app-3.js" async=""></script></body></html>`

describe("deferBundles", () => {
  it("replaces the bundle tags with one loader listing them in order", () => {
    const html = deferBundles(page)
    expect(html).not.toMatch(/<script src=/)
    expect(html).toContain(
      `<script>${bundleLoader(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"], [], 2)}</script></body>`
    )
    expect(html).toContain(`<script>window.pagePath="/"</script>`)
  })

  it("runs the start-up preludes inline, just before the app bundle", () => {
    const chunk = (id: number) =>
      `"use strict";(self.w=self.w||[]).push([[${id}],{},function(e){e.O(0,[1],function(){return e(${id})})}]);`
    const html = deferBundles(page, [chunk(7), chunk(8)])
    expect(loaderSources(html)).toEqual(["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"])
    expect(loaderPreludes(html)).toEqual({ count: 2, before: "/app-3.js" })
    expect(html).toContain(`p=[function(){${chunk(7)}},function(){${chunk(8)}}]`)
  })

  it("leaves a page without bundles alone", () => {
    const html = "<html><body><p>offline</p></body></html>"
    expect(deferBundles(html)).toBe(html)
  })
})

describe("bundleLoader", () => {
  type Options = {
    visibilityState?: string
    entryTypes?: string[] | null
    preludes?: string[]
  }
  const run = ({ visibilityState = "visible", entryTypes = null, preludes = [] }: Options) => {
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
    const ran: string[] = []
    const thrown: unknown[] = []
    vm.runInNewContext(bundleLoader(["/a.js", "/b.js", "/c.js"], preludes, 2), {
      document,
      ran,
      window: entryTypes ? { PerformanceObserver } : {},
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void, ms: number) => timers.push({ callback, ms }),
    })
    // Runs the due timers, each once, including the ones they set.
    const runTimers = (upTo: number) => {
      for (let due = timers.findIndex(timer => timer.ms <= upTo); due >= 0;) {
        const [timer] = timers.splice(due, 1)
        try {
          timer.callback()
        } catch (error) {
          thrown.push(error)
        }
        due = timers.findIndex(next => next.ms <= upTo)
      }
    }
    // Each script that has been added runs (its load event), which lets the loader add the next.
    const runScripts = () => {
      for (let i = 0; i < scripts.length; i++) scripts[i].onload?.()
    }
    const added = () => scripts.map(script => script.src)
    return {
      added,
      preloaded,
      scripts,
      ran,
      thrown,
      runScripts,
      frames,
      timers,
      observers,
      runTimers,
    }
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

  /** A hidden tab with these preludes, once the two scripts before the app have run. */
  const runUpToApp = (preludes: string[]) => {
    const page = run({ visibilityState: "hidden", preludes })
    page.scripts[0].onload!()
    page.scripts[1].onload!()
    return page
  }

  it("runs the preludes one task each, after the scripts before the app and before it", () => {
    const page = runUpToApp(['ran.push("one")', 'ran.push("two")'])
    expect(page.added()).toEqual(["/a.js", "/b.js"])
    expect(page.ran).toEqual([])
    expect(page.timers).toHaveLength(1) // the first prelude's task
    page.runTimers(0)
    expect(page.ran).toEqual(["one", "two"])
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })

  it("reports a prelude that throws and goes on with the start-up", () => {
    const page = runUpToApp(['throw new Error("broken")', 'ran.push("two")'])
    page.runTimers(0)
    expect(page.ran).toEqual(["two"])
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
    expect(String(page.thrown[0])).toContain("broken")
  })

  it("adds them at once in a hidden tab, where nothing is painted", () => {
    const page = run({ visibilityState: "hidden" })
    page.runScripts()
    expect(page.added()).toEqual(["/a.js", "/b.js", "/c.js"])
  })
})
