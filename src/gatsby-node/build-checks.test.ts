import path from "path"
import { describe, expect, it, vi } from "vitest"
import { siteUrl } from "../config/site"

const { writeFile } = vi.hoisted(() => ({ writeFile: vi.fn(async () => undefined) }))
vi.mock("fs/promises", async original => ({
  ...(await original<typeof import("fs/promises")>()),
  writeFile,
}))

const { writeBuiltPages } = vi.hoisted(() => ({ writeBuiltPages: vi.fn() }))
vi.mock("../lib/built-pages", () => ({ writeBuiltPages }))

const { onPostBuild, onPreBuild } = await import("./build-checks")

describe("onPreBuild", () => {
  it("lets the site's company details and prices through", () => {
    const panicOnBuild = vi.fn()
    ;(onPreBuild as (args: unknown) => void)({ reporter: { panicOnBuild, warn: vi.fn() } })
    expect(panicOnBuild).not.toHaveBeenCalled()
  })
})

describe("onPostBuild", () => {
  const pages = [{ path: "/", componentChunkName: "component---src-templates-home-tsx" }]
  const run = () =>
    (onPostBuild as (args: unknown) => Promise<void>)({
      getNodesByType: (type: string) => (type === "SitePage" ? pages : []),
    })

  it("writes Gatsby's page list for the steps after the build", async () => {
    await run()
    expect(writeBuiltPages).toHaveBeenCalledWith(pages)
  })

  it("writes robots.txt naming the sitemap at the site's address", async () => {
    await run()
    expect(writeFile).toHaveBeenCalledWith(
      path.resolve("public/robots.txt"),
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
    )
  })
})
