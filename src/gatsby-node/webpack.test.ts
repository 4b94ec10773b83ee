import path from "path"
import { afterEach, describe, expect, it, vi } from "vitest"
import { keptByClean, onCreateWebpackConfig } from "./webpack"
import { appModulesChunk, compileHint, compileHintBundles } from "../../serving/bundles"

type CacheGroup = { test: (module: { nameForCondition: () => string }) => boolean }
type Plugin = { apply?: (compiler: unknown) => void; banner?: unknown; replace?: unknown[] }
type WebpackConfig = {
  devtool?: unknown
  output?: { clean?: { keep: (file: string) => boolean } }
  module: { rules: unknown[] }
  plugins: Plugin[]
  optimization: { splitChunks?: { cacheGroups: Record<string, CacheGroup> } }
}

/** Runs the hook on a configuration shaped as Gatsby's, by default for the browser bundles. */
const run = (optimization: WebpackConfig["optimization"], stage = "build-javascript") => {
  const config: WebpackConfig = { module: { rules: [] }, plugins: [], optimization }
  const replaceWebpackConfig = vi.fn()
  const bannerApply = vi.fn()
  const banner = vi.fn((options: unknown) => ({ banner: options, apply: bannerApply }))
  const panic = vi.fn((message: string) => {
    throw new Error(message)
  })
  const call = () =>
    (onCreateWebpackConfig as (args: unknown) => void)({
      stage,
      actions: { replaceWebpackConfig },
      getConfig: () => config,
      loaders: { file: () => ({ loader: "file" }) },
      plugins: {
        banner,
        normalModuleReplacement: (...replace: unknown[]) => ({ replace }),
      },
      reporter: { panic },
    })
  return { config, replaceWebpackConfig, banner, bannerApply, call }
}

const module = (file: string) => ({ nameForCondition: () => file })

afterEach(() => {
  vi.unstubAllEnvs()
})

describe("onCreateWebpackConfig, browser bundles", () => {
  it("puts every module of the app bundle but Gatsby's entry into the app-modules chunk", () => {
    const { config, replaceWebpackConfig, call } = run({ splitChunks: { cacheGroups: {} } })
    call()
    const group = config.optimization.splitChunks?.cacheGroups[appModulesChunk]
    expect(group).toMatchObject({ chunks: "initial", name: appModulesChunk, enforce: true })
    expect(group?.test(module("/site/.cache/production-app.js"))).toBe(false)
    expect(group?.test(module("/site/.cache/api-runner-browser.js"))).toBe(true)
    expect(group?.test(module("/site/node_modules/i18next/dist/cjs/i18next.js"))).toBe(true)
    expect(group?.test(module("/site/gatsby-browser.tsx"))).toBe(true)
    expect(replaceWebpackConfig).toHaveBeenCalledWith(config)
  })

  it("opens every script bundle with the compile hint, and builds no source maps", () => {
    const { config, call } = run({ splitChunks: { cacheGroups: {} } })
    call()
    expect(config.devtool).toBe(false)
    for (const file of ["app-0123456789abcdef0123.js", "app-modules-0123456789abcdef0123.js"])
      expect(compileHintBundles.test(file), file).toBe(true)
    expect(compileHintBundles.test("sw.js")).toBe(false)
  })

  it("removes only the earlier builds' bundles at public/'s root, and keeps every other file", () => {
    const { config, call } = run({ splitChunks: { cacheGroups: {} } })
    call()
    expect(config.output?.clean?.keep).toBe(keptByClean)
    for (const gone of [
      "app-0123456789abcdef0123.js",
      "component---src-templates-home-tsx-0123456789abcdef0123.js",
      "framework-0123456789abcdef0123.js.LICENSE.txt",
      "styles-0123456789abcdef0123.css",
    ])
      expect(keptByClean(gone), gone).toBe(false)
    for (const kept of [
      "index.html",
      "kontakt",
      "sw.js",
      "webpack.stats.json",
      "page-data",
      "static/font-0123456789abcdef0123.js",
      "en/app-0123456789abcdef0123.js",
    ])
      expect(keptByClean(kept), kept).toBe(true)
  })

  it("adds the compile hint at the report stage of the compiler's own webpack", () => {
    const { config, banner, bannerApply, call } = run({ splitChunks: { cacheGroups: {} } })
    call()
    expect(banner).not.toHaveBeenCalled()
    const compiler = { webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: 5000 } } }
    for (const plugin of config.plugins) plugin.apply?.(compiler)
    expect(banner).toHaveBeenCalledWith({
      banner: compileHint,
      raw: true,
      include: compileHintBundles,
      stage: 5000,
    })
    expect(bannerApply).toHaveBeenCalledWith(compiler)
  })

  it("stops the build with a clear message when Gatsby no longer splits its bundles this way", () => {
    const { call } = run({})
    expect(call).toThrow(/no optimization\.splitChunks\.cacheGroups.*app-modules/)
  })
})

describe("onCreateWebpackConfig, every stage", () => {
  it("keeps the preloaded font cuts out of Gatsby's font rule, as files of their own", () => {
    const { config, call } = run({}, "build-html")
    const fontRule = { test: /\.(woff2?|ttf)$/, use: ["url"] }
    config.module.rules = [fontRule, { test: /\.css$/ }]
    call()
    const fonts = path.resolve("src/styles/fonts")
    expect(config.module.rules).toEqual([
      { ...fontRule, exclude: fonts },
      { test: /\.css$/ },
      { test: /\.woff2$/, include: fonts, use: [{ loader: "file" }] },
    ])
    expect(config.devtool).toBeUndefined()
  })

  it("replaces the company details with the demo's in the demo build only", () => {
    const plain = run({}, "build-html")
    plain.call()
    expect(plain.config.plugins).toEqual([])
    vi.stubEnv("SITE_DEMO", "1")
    const demo = run({}, "build-html")
    demo.call()
    expect(demo.config.plugins).toEqual([
      {
        replace: [/content[\\/]company\.json$/, path.resolve(".demo-content", "company.json")],
      },
    ])
  })
})
