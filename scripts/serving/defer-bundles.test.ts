import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import {
  bundleLoader,
  compileBundleLoader,
  deferBundles,
  loaderPreludes,
  loaderSources,
} from "./defer-bundles"

const page = (bundles: string[]) =>
  `<html><head><script>window.pagePath="/"</script></head><body><div id="___gatsby"></div>` +
  bundles.map(src => `<script src="${src}" async=""></script>`).join("") +
  `</body></html>`
const gatsbyBundles = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

/** A prelude's webpack chunk: one statement that starts its entry. */
const chunk = (id: number) =>
  `"use strict";(self.w=self.w||[]).push([[${id}],{},function(e){e.O(0,[1],function(){return e(${id})})}]);`

let compiled: string
beforeAll(async () => {
  // esbuild checks as it starts that TextEncoder makes the global Uint8Array; under jsdom the
  // global is another realm's.
  vi.stubGlobal("Uint8Array", Object.getPrototypeOf(new TextEncoder().encode("")).constructor)
  compiled = await compileBundleLoader()
  vi.unstubAllGlobals()
})

describe("deferBundles", () => {
  it("replaces the bundle tags with one loader listing them in order", () => {
    const html = deferBundles(page(gatsbyBundles), config => bundleLoader(compiled, config))
    expect(html).not.toMatch(/<script src=/)
    expect(html).toMatch(/<script data-bundle-loader>[^<]+<\/script><\/body>/)
    expect(loaderSources(html)).toEqual(gatsbyBundles)
    expect(html).toContain(`<script>window.pagePath="/"</script>`)
  })

  it("runs the start-up preludes inline, just before the app bundle", () => {
    const html = deferBundles(page(gatsbyBundles), config =>
      bundleLoader(compiled, config, [chunk(7), chunk(8)])
    )
    expect(loaderPreludes(html)).toEqual({ count: 2, before: "/app-3.js" })
    expect(html).toContain(`\nfunction(){${chunk(7)}},\nfunction(){${chunk(8)}}\n]`)
  })

  it("runs them after the last bundle on a page without an app bundle", () => {
    const html = deferBundles(page(["/a-1.js", "/b-2.js"]), config =>
      bundleLoader(compiled, config, [chunk(7)])
    )
    expect(loaderPreludes(html)).toEqual({ count: 1, before: undefined })
  })

  it("writes the same loader on every page with the same bundles", () => {
    const loader = (config: Parameters<typeof bundleLoader>[1]) =>
      bundleLoader(compiled, config, [chunk(7)])
    const script = (html: string) => /<script data-bundle-loader>[^<]+<\/script>/.exec(html)?.[0]
    const other = page(gatsbyBundles).replace('pagePath="/"', 'pagePath="/kontakt"')
    expect(script(deferBundles(other, loader))).toBe(
      script(deferBundles(page(gatsbyBundles), loader))
    )
  })

  it("leaves a page without bundles alone", () => {
    const html = "<html><body><p>offline</p></body></html>"
    expect(deferBundles(html, () => "unused")).toBe(html)
    expect(loaderSources(html)).toEqual([])
    expect(loaderPreludes(html)).toEqual({ count: 0 })
  })
})

describe("the compiled bundle loader", () => {
  afterEach(() => {
    document.body.replaceChildren()
    delete (document as { visibilityState?: unknown }).visibilityState
    delete (window as { ran?: unknown }).ran
  })

  it("is one line, and carries the page's values as written", () => {
    const text = bundleLoader(compiled, { sources: ["/$&.js"], preludesBefore: 0 }, ["a($1)"])
    expect(compiled).not.toMatch(/\n|<\//)
    expect(text).toContain('\n{"sources":["/$&.js"],"preludesBefore":0}\n')
    expect(text).toContain("\nfunction(){a($1)}\n]")
  })

  it("refuses a prelude that would break the page or the checks that read it", () => {
    const config = { sources: ["/a.js"], preludesBefore: 0 }
    expect(() => bundleLoader(compiled, config, ["a()\nb()"])).toThrow(/one line/)
    expect(() => bundleLoader(compiled, config, ['a("</script>")'])).toThrow(/one line/)
  })

  it("runs in a page as the module does: bundles preloaded, preludes first", async () => {
    // A hidden tab loads at once; the preludes run one task each, then the first bundle is added.
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    const text = bundleLoader(compiled, { sources: ["/app-1.js", "/b-2.js"], preludesBefore: 0 }, [
      "window.ran=[1]",
      "window.ran.push(2)",
    ])
    new Function(text)()
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    expect(preloads.map(link => [link.getAttribute("href"), link.as])).toEqual([
      ["/app-1.js", "script"],
      ["/b-2.js", "script"],
    ])
    expect(document.querySelectorAll("script[src]")).toHaveLength(0)
    await new Promise(resolve => setTimeout(resolve, 50))
    expect((window as { ran?: number[] }).ran).toEqual([1, 2])
    expect([...document.querySelectorAll("script[src]")].map(s => s.getAttribute("src"))).toEqual([
      "/app-1.js",
    ])
  })
})
