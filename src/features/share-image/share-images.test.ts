import fs from "fs"
import os from "os"
import path from "path"
import { afterEach, beforeEach, describe, expect, it } from "vitest"
import type { ShareCard } from "./card"
import { shareImageKey, shareImagePath, writeShareImages, type SharePage } from "./share-images"

const page = (overrides: Partial<SharePage> = {}): SharePage => ({
  title: "Types of web applications",
  section: "Blog · Apps",
  brand: "Webnova Studio",
  language: "en",
  pagePath: "/en/blog/apps/types-of-web-applications/",
  ...overrides,
})

describe("shareImagePath", () => {
  it("names the image after the page, in its language, with its key", () => {
    const post = page()
    expect(shareImagePath(post)).toBe(
      `/og/en/blog/apps/types-of-web-applications.${shareImageKey(post)}.png`
    )
    const polish = page({ language: "pl", pagePath: "/blog/aplikacje/rodzaje" })
    expect(shareImagePath(polish)).toMatch(
      /^\/og\/pl\/blog\/aplikacje\/rodzaje\.[0-9a-f]{12}\.png$/
    )
    expect(shareImagePath(page({ pagePath: "/en/" }))).toMatch(/^\/og\/en\/index\.\w+\.png$/)
    expect(shareImagePath(page({ language: "pl", pagePath: "/" }))).toMatch(/^\/og\/pl\/index\./)
    expect(shareImagePath(page({ pagePath: "/en/404.html" }))).toMatch(/^\/og\/en\/404\.\w+\.png$/)
  })

  it("keys the image by what it shows: title, section, language and brand", () => {
    const key = shareImageKey(page())
    expect(shareImageKey(page({ pagePath: "/en/elsewhere/" }))).toBe(key)
    for (const change of [
      { title: "Another title" },
      { section: "Blog · Technologies" },
      { language: "pl" as const },
      { brand: "Another Studio" },
    ])
      expect(shareImageKey(page(change)), JSON.stringify(change)).not.toBe(key)
  })
})

describe("writeShareImages", () => {
  let dir: string
  let publicDir: string
  let cacheDir: string
  let drawn: string[]
  const render = async (card: ShareCard) => {
    drawn.push(card.title)
    return Buffer.from(`png of ${card.title}`)
  }
  const write = (pages: SharePage[]) =>
    writeShareImages(pages, { publicDir, cacheDir, render, concurrency: 2 })
  const published = (item: SharePage) => path.join(publicDir, shareImagePath(item))

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "share-images-"))
    publicDir = path.join(dir, "public")
    cacheDir = path.join(dir, "cache")
    drawn = []
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const pages = [
    page(),
    page({ title: "Contact", section: "Contact", pagePath: "/en/contact/" }),
    page({ title: "Kontakt", section: "Kontakt", language: "pl", pagePath: "/kontakt" }),
  ]

  it("draws each page's image once, into public/ and the cache", async () => {
    expect(await write(pages)).toEqual({ drawn: 3, fromCache: 0, kept: 0, removed: 0 })
    expect(drawn).toEqual(["Types of web applications", "Contact", "Kontakt"])
    for (const item of pages)
      expect(fs.readFileSync(published(item), "utf8")).toBe(`png of ${item.title}`)
    expect(fs.readdirSync(cacheDir)).toHaveLength(3)
  })

  it("draws nothing when the images are there from the last build", async () => {
    await write(pages)
    drawn = []
    expect(await write(pages)).toEqual({ drawn: 0, fromCache: 0, kept: 3, removed: 0 })
    expect(drawn).toEqual([])
  })

  it("copies from the cache, without drawing, when public/ was emptied", async () => {
    await write(pages)
    fs.rmSync(publicDir, { recursive: true })
    drawn = []
    expect(await write(pages)).toEqual({ drawn: 0, fromCache: 3, kept: 0, removed: 0 })
    expect(drawn).toEqual([])
    expect(fs.readFileSync(published(pages[2]), "utf8")).toBe("png of Kontakt")
  })

  it("draws only a changed title, and removes the old image from public/ and the cache", async () => {
    await write(pages)
    const old = published(pages[0])
    drawn = []
    const edited = [page({ title: "Types of web apps" }), ...pages.slice(1)]
    expect(await write(edited)).toEqual({ drawn: 1, fromCache: 0, kept: 2, removed: 1 })
    expect(drawn).toEqual(["Types of web apps"])
    expect(fs.existsSync(old)).toBe(false)
    expect(fs.readdirSync(cacheDir).sort()).toEqual(
      edited.map(item => `${shareImageKey(item)}.png`).sort()
    )
  })

  it("names the page whose image could not be drawn", async () => {
    const failing = () => Promise.reject(new Error("no font"))
    await expect(
      writeShareImages([page()], { publicDir, cacheDir, render: failing })
    ).rejects.toThrow(
      "The share image of /en/blog/apps/types-of-web-applications/ could not be drawn"
    )
  })
})
