import { describe, expect, it, vi } from "vitest"
import { createResolvers, createSchemaCustomization } from "./schema"

type Resolve = (
  source: { internal: { contentDigest: string } },
  args: unknown,
  context: unknown,
  info: { originalResolver: () => unknown }
) => Promise<unknown>

describe("createSchemaCustomization", () => {
  it("declares the frontmatter and the fields every collection's queries read", () => {
    const createTypes = vi.fn()
    ;(createSchemaCustomization as (args: unknown) => void)({ actions: { createTypes } })
    const types = String(createTypes.mock.calls[0]?.[0])
    expect(types).toContain("type MarkdownRemark implements Node")
    expect(types).toMatch(/type MarkdownRemarkFields \{[^}]*collection: String!/)
    expect(types).toContain("cover: File @fileByRelativePath")
    expect(types).toContain("results: [ProjectResult!]")
  })
})

describe("createResolvers", () => {
  it("counts a text's words once and answers from Gatsby's cache after", async () => {
    const stored = new Map<string, unknown>()
    const cache = {
      get: vi.fn(async (key: string) => stored.get(key)),
      set: vi.fn(async (key: string, value: unknown) => void stored.set(key, value)),
    }
    let resolvers: { MarkdownRemark: { wordCount: { resolve: Resolve } } } | undefined
    ;(createResolvers as (args: unknown) => void)({
      cache,
      createResolvers: (given: typeof resolvers) => {
        resolvers = given
      },
    })
    const resolve = resolvers?.MarkdownRemark.wordCount.resolve
    const originalResolver = vi.fn(() => ({ words: 120 }))
    const source = { internal: { contentDigest: "abc" } }
    expect(await resolve?.(source, {}, {}, { originalResolver })).toEqual({ words: 120 })
    expect(await resolve?.(source, {}, {}, { originalResolver })).toEqual({ words: 120 })
    expect(originalResolver).toHaveBeenCalledTimes(1)
    expect(cache.set).toHaveBeenCalledWith("word-count-abc", { words: 120 })
  })
})
