import { afterEach, describe, expect, it, vi } from "vitest"
import type { GatsbyConfig } from "gatsby"

/** The configuration as Gatsby reads it with the given SITE_DEMO. */
const configWith = async (siteDemo: string | undefined) => {
  vi.resetModules()
  vi.stubEnv("SITE_DEMO", siteDemo)
  return (await import("./gatsby-config")).default as GatsbyConfig
}

type PluginEntry = string | { resolve: string; options?: { name?: string; path?: string } }
const entries = (config: GatsbyConfig) =>
  (config.plugins as PluginEntry[]).map(plugin =>
    typeof plugin === "string" ? { resolve: plugin } : plugin
  )
const names = (config: GatsbyConfig) => entries(config).map(plugin => plugin.resolve)
const sourcePaths = (config: GatsbyConfig) =>
  Object.fromEntries(
    entries(config)
      .filter(plugin => plugin.resolve === "gatsby-source-filesystem")
      .map(({ options }) => [options?.name, options?.path?.replace(`${__dirname}/`, "")])
  )

afterEach(() => vi.unstubAllEnvs())

describe("gatsby-config.ts", () => {
  // Gatsby empties its cache when the list of plugins changes ("One or more of your plugins have
  // changed"), not when their options do: the demo build in the end-to-end suite starts from the
  // production build's cache only while both list the same plugins.
  it("lists the same plugins for the demo build, only reading other folders", async () => {
    const production = await configWith(undefined)
    const demo = await configWith("1")
    expect(names(demo)).toEqual(names(production))
    expect(sourcePaths(production)).toMatchObject({
      portfolio: "content/portfolio",
      team: "content/team",
      testimonials: "content/testimonials",
      clients: "content/clients",
    })
    expect(sourcePaths(demo)).toMatchObject({
      portfolio: ".demo-content/portfolio",
      team: ".demo-content/team",
      testimonials: ".demo-content/testimonials",
      clients: ".demo-content/clients",
    })
  })
})
