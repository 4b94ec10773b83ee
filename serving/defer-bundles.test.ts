// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest"
import { bundleLoader, compileBundleLoader, deferBundles, loaderSources } from "./defer-bundles"

const page = (bundles: string[]) =>
  `<html><head><script>window.pagePath="/"</script></head><body><div id="___gatsby"></div>` +
  bundles.map(src => `<script src="${src}" async=""></script>`).join("") +
  `</body></html>`
const gatsbyBundles = ["/webpack-runtime-1.js", "/framework-2.js", "/app-3.js"]

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

  it("writes the same loader on every page with the same bundles", () => {
    const loader = (config: Parameters<typeof bundleLoader>[1]) => bundleLoader(compiled, config)
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
  })
})

describe("the compiled bundle loader", () => {
  afterEach(() => {
    document.body.replaceChildren()
    delete (document as { visibilityState?: unknown }).visibilityState
  })

  it("is one line, and carries the page's values as written", () => {
    const text = bundleLoader(compiled, { sources: ["/$&.js"] })
    expect(compiled).not.toMatch(/\n|<\//)
    expect(text).toContain('\n{"sources":["/$&.js"]}\n')
  })

  it("runs in a page as the module does: every bundle preloaded, then the first one added", () => {
    // A hidden tab loads at once.
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true })
    new Function(bundleLoader(compiled, { sources: ["/app-1.js", "/b-2.js"] }))()
    const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')]
    expect(preloads.map(link => [link.getAttribute("href"), link.as])).toEqual([
      ["/app-1.js", "script"],
      ["/b-2.js", "script"],
    ])
    expect([...document.querySelectorAll("script[src]")].map(s => s.getAttribute("src"))).toEqual([
      "/app-1.js",
    ])
  })
})
