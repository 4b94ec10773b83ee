import { describe, expect, it, vi } from "vitest"
import type { CreatePagesArgs } from "gatsby"
import { blogCategories } from "../routes"
import { postPath } from "../features/blog/posts"
import { createBlogListPages, readPosts, type BlogPost } from "./blog-pages"
import { localeReader, type ShareImages } from "./share-images"

const node = (id: string, slug: string, language = "pl") => ({
  id,
  fields: {
    language,
    category: "websites",
    slug,
    path: postPath("pl", "websites", slug),
    file: `content/blog/${language}/websites/${slug}.md`,
  },
  frontmatter: { title: `Post ${id}`, translationKey: slug, date: "2025-04-08", author: null },
})

const read = (nodes: unknown[]) => {
  const panicOnBuild = vi.fn()
  const graphql = vi.fn(async () => ({ data: { allBlogPost: { nodes } } }))
  const args = { graphql, reporter: { panicOnBuild } } as unknown as Pick<
    CreatePagesArgs,
    "graphql" | "reporter"
  >
  return { panicOnBuild, posts: readPosts(args) }
}

describe("readPosts", () => {
  it("gives each post with the fields its pages need", async () => {
    const { posts, panicOnBuild } = read([node("1", "a")])
    expect(await posts).toEqual([
      {
        id: "1",
        file: "content/blog/pl/websites/a.md",
        language: "pl",
        category: "websites",
        slug: "a",
        path: postPath("pl", "websites", "a"),
        translationKey: "a",
        date: "2025-04-08",
        title: "Post 1",
        author: null,
      },
    ])
    expect(panicOnBuild).not.toHaveBeenCalled()
  })

  it("stops the build when two posts share an address", async () => {
    const { posts, panicOnBuild } = read([node("1", "a"), node("2", "a")])
    expect(await posts).toBeNull()
    expect(panicOnBuild).toHaveBeenCalledWith(expect.stringMatching(/^Blog posts with errors:\n/))
  })
})

describe("createBlogListPages", () => {
  it("creates each list's pages with its share image, every category on the main list", () => {
    const createPage = vi.fn()
    const add = vi.fn(() => "/og/image.png")
    const share: ShareImages = { read: localeReader(), add, publish: vi.fn() }
    const posts: BlogPost[] = []
    createBlogListPages({ createPage } as unknown as CreatePagesArgs["actions"], posts, share)
    expect(createPage.mock.calls.length).toBeGreaterThan(0)
    expect(add).toHaveBeenCalledTimes(createPage.mock.calls.length)
    const mainList = createPage.mock.calls
      .map(([page]) => page)
      .find(page => page.context.category === null || page.context.category === undefined)
    expect(mainList?.context).toMatchObject({
      categories: [...blogCategories],
      page: 1,
      shareImage: "/og/image.png",
    })
  })
})
