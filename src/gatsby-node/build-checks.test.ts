import path from "path"
import { describe, expect, it, vi } from "vitest"
import { siteUrl } from "../config/site"

const { writeFile } = vi.hoisted(() => ({ writeFile: vi.fn(async () => undefined) }))
vi.mock("fs/promises", async original => ({
  ...(await original<typeof import("fs/promises")>()),
  writeFile,
}))

const { onPostBuild, onPreBuild } = await import("./build-checks")

describe("onPreBuild", () => {
  it("lets the site's company details and prices through", () => {
    const panicOnBuild = vi.fn()
    ;(onPreBuild as (args: unknown) => void)({ reporter: { panicOnBuild, warn: vi.fn() } })
    expect(panicOnBuild).not.toHaveBeenCalled()
  })
})

describe("onPostBuild", () => {
  it("writes robots.txt naming the sitemap at the site's address", async () => {
    await (onPostBuild as (args: unknown) => Promise<void>)({})
    expect(writeFile).toHaveBeenCalledWith(
      path.resolve("public/robots.txt"),
      `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
    )
  })
})
