import { describe, expect, it, vi } from "vitest"
import { createResolvers, createSchemaCustomization, fromMarkdown, typesetLocale } from "./schema"

type Resolve = (
  source: { internal: { contentDigest: string } },
  args: unknown,
  context: unknown,
  info: { originalResolver: () => unknown }
) => Promise<unknown>

describe("createSchemaCustomization", () => {
  const createTypes = vi.fn()
  ;(createSchemaCustomization as (args: unknown) => void)({ actions: { createTypes } })
  const types = String(createTypes.mock.calls[0]?.[0])
  /** A declared type's body. */
  const body = (name: string) => new RegExp(`type ${name}\\b[^{]*\\{([^}]*)\\}`).exec(types)?.[1]

  it("declares a node type per collection, each with its own frontmatter, not one flat type", () => {
    for (const type of [
      "BlogPost",
      "PortfolioProject",
      "TeamMember",
      "Testimonial",
      "ClientLogo",
    ]) {
      expect(types).toContain(`type ${type} implements Node @dontInfer {`)
      expect(body(type)).toContain(`frontmatter: ${type}Frontmatter!`)
      expect(body(`${type}Fields`)).toContain("file: String!")
    }
    expect(body("MarkdownRemark")).not.toContain("frontmatter")
    expect(types).not.toMatch(/type Frontmatter\b/)
  })

  it("types each field from its definition: required, optional, dates, files and lists", () => {
    expect(body("BlogPostFrontmatter")).toContain("title: String!")
    expect(body("BlogPostFrontmatter")).toContain("updated: Date @dateformat")
    expect(body("BlogPostFrontmatter")).not.toContain("rolePl")
    expect(body("PortfolioProjectFrontmatter")).toContain("image: File! @fileByRelativePath")
    expect(body("PortfolioProjectFrontmatter")).toContain("results: [PortfolioProjectResult!]")
    expect(body("PortfolioProjectShot")).toContain("dark: File @fileByRelativePath")
    expect(body("TeamMemberFrontmatter")).toContain("photo: File @fileByRelativePath")
    expect(body("BlogPostFields")).toContain("path: String!")
    // A post's text comes from its MarkdownRemark parent.
    expect(body("BlogPost")).toContain("headings(depth: MarkdownHeadingLevels): [MarkdownHeading]")
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

  it("gives every page its locale files typeset: a one-letter word holds to the next", () => {
    let resolvers: { Locale: { data: { resolve: unknown } } } | undefined
    ;(createResolvers as (args: unknown) => void)({
      cache: {},
      createResolvers: (given: typeof resolvers) => {
        resolvers = given
      },
    })
    expect(resolvers?.Locale.data.resolve).toBe(typesetLocale)
    const data = JSON.stringify({
      "post.ctaTitle": "Masz projekt, o którym warto porozmawiać?",
      steps: [{ title: 'Have a "project"?' }],
      link: "contact",
      count: 3,
    })
    expect(JSON.parse(typesetLocale({ data, language: "en" }))).toEqual({
      "post.ctaTitle": "Masz projekt, o\u00a0którym warto porozmawiać?",
      steps: [{ title: "Have a\u00a0“project”?" }],
      link: "contact",
      count: 3,
    })
    expect(JSON.parse(typesetLocale({ data, language: "pl" })).steps[0].title).toBe(
      "Have a\u00a0„project”?"
    )
  })
})

describe("fromMarkdown", () => {
  const context = {
    nodeModel: { getNodeById: vi.fn(({ id }: { id: string }) => ({ id, html: "<p>Text</p>" })) },
  }
  const schemaWith = (fields: Record<string, { resolve?: unknown }>) => ({
    schema: { getType: () => ({ getFields: () => fields }) },
  })

  it("resolves a post's text on its MarkdownRemark parent, with the parent's own resolver", () => {
    const resolve = vi.fn((node: { html: string }) => node.html)
    const info = schemaWith({ html: { resolve } })
    expect(fromMarkdown("html")({ parent: "markdown" }, {}, context, info as never)).toBe(
      "<p>Text</p>"
    )
    expect(context.nodeModel.getNodeById).toHaveBeenCalledWith({
      id: "markdown",
      type: "MarkdownRemark",
    })
  })

  it("fails, naming what to update, when the transformer no longer resolves the field", () => {
    expect(() =>
      fromMarkdown("html")({ parent: "markdown" }, {}, context, schemaWith({}) as never)
    ).toThrow(
      /MarkdownRemark.html has no resolver: .*update fromMarkdown in src\/gatsby-node\/schema.ts/
    )
  })
})
