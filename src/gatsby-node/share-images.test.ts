import { describe, expect, it, vi } from "vitest"
import type { GatsbyCache, Reporter } from "gatsby"
import { shareImagePath, type SharePage } from "../features/share-image/share-images"

const { readNamespace, writeShareImages } = vi.hoisted(() => ({
  readNamespace: vi.fn(() => ({ title: "Strona" })),
  writeShareImages: vi.fn(async () => ({ drawn: 1, fromCache: 2, kept: 3, removed: 0 })),
}))
vi.mock("../i18n/locale-files", () => ({ readNamespace }))
vi.mock("../features/share-image/share-images", async original => ({
  ...(await original<typeof import("../features/share-image/share-images")>()),
  writeShareImages,
}))

const { localeReader, shareImages } = await import("./share-images")

const page: SharePage = {
  title: "Strony internetowe",
  section: "Blog",
  brand: "Firma",
  language: "pl",
  pagePath: "/blog/strony/",
}

const reporter = () => {
  const activity = { start: vi.fn(), end: vi.fn(), setStatus: vi.fn() }
  const panicOnBuild = vi.fn()
  return {
    activity,
    panicOnBuild,
    reporter: { activityTimer: () => activity, panicOnBuild } as unknown as Reporter,
  }
}

describe("localeReader", () => {
  it("reads each locale file once", () => {
    const read = localeReader()
    expect(read("pl", "common")).toEqual({ title: "Strona" })
    read("pl", "common")
    read("en", "common")
    expect(readNamespace.mock.calls).toEqual([
      ["pl", "common"],
      ["en", "common"],
    ])
  })
})

describe("shareImages", () => {
  it("gives each page its image's address, and writes every listed image once published", async () => {
    const share = shareImages()
    expect(share.add(page)).toBe(shareImagePath(page))
    const { activity, reporter: given } = reporter()
    await share.publish({ directory: "/cache/site" } as GatsbyCache, given)
    expect(writeShareImages).toHaveBeenCalledWith(
      [page],
      expect.objectContaining({ cacheDir: "/cache/site/share-images" })
    )
    expect(activity.setStatus).toHaveBeenCalledWith(
      "1 pages: 1 drawn, 2 from the cache, 3 kept, 0 removed"
    )
    expect(activity.end).toHaveBeenCalled()
  })

  it("stops the build with the writer's message when an image cannot be written", async () => {
    const cause = new Error("disk full")
    writeShareImages.mockRejectedValueOnce(new Error("public/og/pl: not written", { cause }))
    const { activity, panicOnBuild, reporter: given } = reporter()
    await shareImages().publish({ directory: "/cache/site" } as GatsbyCache, given)
    expect(panicOnBuild).toHaveBeenCalledWith("public/og/pl: not written", cause)
    expect(activity.end).toHaveBeenCalled()
  })
})
