import { describe, expect, it, vi } from "vitest"
import { createPages, onCreatePage } from "./pages"

describe("onCreatePage", () => {
  it("drops the English copy of the offline app shell, and only that page", () => {
    const deletePage = vi.fn()
    const call = (pagePath: string) =>
      (onCreatePage as (args: unknown) => void)({
        page: { path: pagePath },
        actions: { deletePage },
      })
    call("/offline-plugin-app-shell-fallback/")
    call("/en/about/")
    expect(deletePage).not.toHaveBeenCalled()
    call("/en/offline-plugin-app-shell-fallback/")
    expect(deletePage).toHaveBeenCalledWith({ path: "/en/offline-plugin-app-shell-fallback/" })
  })
})

describe("createPages", () => {
  it("creates nothing, and writes no share image, when the posts cannot be read", async () => {
    const createPage = vi.fn()
    const createSlice = vi.fn()
    const panicOnBuild = vi.fn()
    const activityTimer = vi.fn()
    const graphql = vi.fn(async () => ({ errors: [new Error("no such field")] }))
    await (createPages as (args: unknown) => Promise<void>)({
      actions: { createPage, createSlice },
      graphql,
      reporter: { panicOnBuild, activityTimer },
      cache: { directory: "/cache/site" },
    })
    expect(panicOnBuild).toHaveBeenCalledWith("Could not read the blog posts", expect.any(Array))
    expect(graphql).toHaveBeenCalledTimes(1)
    expect([
      ...createPage.mock.calls,
      ...createSlice.mock.calls,
      ...activityTimer.mock.calls,
    ]).toEqual([])
  })
})
