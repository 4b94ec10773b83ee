import vm from "vm"
import { describe, expect, it } from "vitest"
import { bundleLoader, deferBundles } from "./defer-bundles"

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

  it("leaves a page without bundles alone", () => {
    const html = "<html><body><p>offline</p></body></html>"
    expect(deferBundles(html)).toBe(html)
  })
})

describe("bundleLoader", () => {
  const run = (visibilityState: string) => {
    const added: string[] = []
    const frames: (() => void)[] = []
    const timers: (() => void)[] = []
    const document = {
      visibilityState,
      createElement: () => ({}) as { src?: string; async?: boolean },
      body: { appendChild: (element: { src: string; async: boolean }) => added.push(element.src) },
    }
    vm.runInNewContext(bundleLoader(["/a.js", "/b.js"]), {
      document,
      requestAnimationFrame: (callback: () => void) => frames.push(callback),
      setTimeout: (callback: () => void) => timers.push(callback),
    })
    return { added, frames, timers }
  }

  it("adds the scripts only after the first frame has been painted", () => {
    const { added, frames, timers } = run("visible")
    expect(added).toEqual([])
    frames.forEach(frame => frame())
    expect(added).toEqual([])
    timers.forEach(timer => timer())
    expect(added).toEqual(["/a.js", "/b.js"])
  })

  it("adds them at once in a hidden tab, where no frame is painted", () => {
    expect(run("hidden").added).toEqual(["/a.js", "/b.js"])
  })
})
