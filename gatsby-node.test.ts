import { describe, expect, it, vi } from "vitest"
import { onCreateWebpackConfig } from "./gatsby-node"
import { appModulesChunk, compileHint, compileHintBundles } from "./serving/bundles"

type CacheGroup = { test: (module: { nameForCondition: () => string }) => boolean }
type WebpackConfig = {
  devtool?: unknown
  module: { rules: unknown[] }
  plugins: unknown[]
  optimization: { splitChunks?: { cacheGroups: Record<string, CacheGroup> } }
}

/** Runs the hook on a configuration shaped as Gatsby's for the browser bundles' stage. */
const run = (optimization: WebpackConfig["optimization"]) => {
  const config: WebpackConfig = { module: { rules: [] }, plugins: [], optimization }
  const replaceWebpackConfig = vi.fn()
  const panic = vi.fn((message: string) => {
    throw new Error(message)
  })
  const call = () =>
    (onCreateWebpackConfig as (args: unknown) => void)({
      stage: "build-javascript",
      actions: { replaceWebpackConfig },
      getConfig: () => config,
      loaders: { file: () => ({ loader: "file" }) },
      plugins: { banner: (options: unknown) => ({ banner: options }) },
      reporter: { panic },
    })
  return { config, replaceWebpackConfig, call }
}

const module = (file: string) => ({ nameForCondition: () => file })

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
    expect(config.plugins).toContainEqual({
      banner: expect.objectContaining({ banner: compileHint, include: compileHintBundles }),
    })
    for (const file of ["app-0123456789abcdef0123.js", "app-modules-0123456789abcdef0123.js"])
      expect(compileHintBundles.test(file), file).toBe(true)
    expect(compileHintBundles.test("sw.js")).toBe(false)
  })

  it("stops the build with a clear message when Gatsby no longer splits its bundles this way", () => {
    const { call } = run({})
    expect(call).toThrow(/no optimization\.splitChunks\.cacheGroups.*app-modules/)
  })
})
