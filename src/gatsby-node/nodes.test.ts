import path from "path"
import { describe, expect, it, vi } from "vitest"
import { postPath } from "../features/blog/posts"
import { onCreateNode } from "./nodes"
import { samplePost } from "../test/sample-post"

const post = samplePost

/** Runs the hook on a Markdown node of the file at `relativePath` in a collection. */
const run = (
  collection: string,
  relativePath: string,
  frontmatter: Record<string, unknown>,
  type = "MarkdownRemark"
) => {
  const createNodeField = vi.fn()
  const panicOnBuild = vi.fn()
  const file = {
    sourceInstanceName: collection,
    relativePath,
    absolutePath: path.resolve("content", collection, relativePath),
  }
  const node = { internal: { type }, parent: "file", frontmatter, rawMarkdownBody: "Text." }
  ;(onCreateNode as (args: unknown) => void)({
    node,
    getNode: (id: string) => (id === "file" ? file : undefined),
    actions: { createNodeField },
    reporter: { panicOnBuild },
  })
  const fields = createNodeField.mock.calls.map(([{ name, value }]) => [name, value])
  return { fields, panicOnBuild }
}

describe("onCreateNode", () => {
  it("gives a blog post its collection, language, category, slug and address, in that order", () => {
    const { fields, panicOnBuild } = run("blog", "en/websites/types-of-websites.md", post)
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(fields).toEqual([
      ["collection", "blog"],
      ["language", "en"],
      ["category", "websites"],
      ["slug", "types-of-websites"],
      ["path", postPath("en", "websites", "types-of-websites")],
    ])
  })

  it("stops the build at a post with errors, listing them under one heading", () => {
    const { fields, panicOnBuild } = run("blog", "en/websites/a.md", { ...post, title: "" })
    expect(fields).toEqual([])
    expect(panicOnBuild).toHaveBeenCalledWith(
      `Blog post with errors:\n${path.join("content/blog/en/websites/a.md")}: frontmatter "title" is missing or empty`
    )
  })

  it("names where a project or a team member must be", () => {
    const project = run("portfolio", "shop.md", {})
    expect(project.panicOnBuild).toHaveBeenCalledWith(
      `${path.join("content/portfolio/shop.md")}: a project must be at content/portfolio/<pl|en>/<slug>.md`
    )
    const member = run("team", "de/anna.md", {})
    expect(member.panicOnBuild).toHaveBeenCalledWith(
      `Entry of the about page with errors:\n${path.join("content/team/de/anna.md")}: a team member must be at content/team/<pl|en>/<id>.md`
    )
    expect([...project.fields, ...member.fields]).toEqual([])
  })

  it("keeps the demo mark to the fixtures", () => {
    const { fields, panicOnBuild } = run("blog", "en/websites/a.md", { ...post, demo: true })
    expect(fields).toEqual([])
    expect(panicOnBuild).toHaveBeenCalledWith(
      `${path.join("content/blog/en/websites/a.md")}: frontmatter "demo" marks the fixtures of fixtures/demo only; remove it`
    )
  })

  it("leaves other nodes and other collections alone", () => {
    expect(run("blog", "en/websites/a.md", post, "File")).toEqual({
      fields: [],
      panicOnBuild: expect.any(Function),
    })
    const locale = run("locales", "pl/common.md", {})
    expect(locale.fields).toEqual([])
    expect(locale.panicOnBuild).not.toHaveBeenCalled()
  })
})
