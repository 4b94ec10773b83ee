import { describe, expect, it } from "vitest"
import { preludeLibrariesChunk, preludes, withPreludes } from "./prelude"

const gatsbyConfig = () => ({
  entry: { app: "/site/.cache/production-app" },
  optimization: {
    runtimeChunk: { name: "webpack-runtime" },
    splitChunks: {
      chunks: "all",
      cacheGroups: { framework: { name: "framework", priority: 40 } } as Record<string, unknown>,
    },
  },
})

type CacheGroup = {
  test: (module: unknown, context: { chunkGraph: unknown }) => boolean
  priority: number
}

/** The shared group's test, for a module that sits in the named chunks. */
const takes = (chunkNames: string[]) => {
  const config = withPreludes(gatsbyConfig())
  const group = config.optimization.splitChunks.cacheGroups[preludeLibrariesChunk] as CacheGroup
  const chunkGraph = { getModuleChunksIterable: () => chunkNames.map(name => ({ name })) }
  return group.test({}, { chunkGraph })
}

describe("withPreludes", () => {
  it("adds one entry per prelude beside Gatsby's app entry", () => {
    const { entry } = withPreludes(gatsbyConfig())
    expect(entry.app).toBe("/site/.cache/production-app")
    expect(Object.keys(entry)).toEqual(["app", ...Object.keys(preludes)])
    expect(Object.keys(preludes)).toEqual([
      "prelude-scheduler",
      "prelude-react",
      "prelude-styles",
      "prelude-i18n",
      "prelude-gatsby",
      "prelude-layout",
    ])
  })

  it("evaluates the same i18next build as the i18n plugin, not a second copy", () => {
    expect(preludes["prelude-i18n"][0]).toMatch(/node_modules[\\/]i18next[\\/]dist[\\/]cjs[\\/]/)
  })

  it("moves every module a prelude shares with the app into one chunk, and nothing else", () => {
    expect(takes(["app", "prelude-styles"])).toBe(true)
    expect(takes(["prelude-gatsby"])).toBe(true)
    expect(takes(["app"])).toBe(false)
    expect(takes(["component---src-templates-home-tsx"])).toBe(false)
  })

  it("keeps Gatsby's framework chunk (React) ahead of the shared chunk", () => {
    const { cacheGroups } = withPreludes(gatsbyConfig()).optimization.splitChunks
    expect(cacheGroups.framework).toEqual({ name: "framework", priority: 40 })
    expect((cacheGroups[preludeLibrariesChunk] as CacheGroup).priority).toBeLessThan(40)
  })

  it("leaves a configuration without chunk splitting alone", () => {
    const config = {
      entry: { app: "/site/.cache/app" },
      optimization: { splitChunks: false as const },
    }
    expect(withPreludes(config)).toBe(config)
  })
})
