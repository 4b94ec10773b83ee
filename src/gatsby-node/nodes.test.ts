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
  const createNode = vi.fn()
  const createParentChildLink = vi.fn()
  const panicOnBuild = vi.fn()
  const file = {
    sourceInstanceName: collection,
    relativePath,
    absolutePath: path.resolve("content", collection, relativePath),
  }
  const node = {
    id: "markdown",
    internal: { type, contentDigest: "digest" },
    parent: "file",
    // gatsby-transformer-remark gives every file a title, empty when it has none.
    frontmatter: { title: "", ...frontmatter },
    rawMarkdownBody: collection === "blog" ? "Text." : "",
  }
  ;(onCreateNode as (args: unknown) => void)({
    node,
    getNode: (id: string) => (id === "file" ? file : undefined),
    actions: { createNodeField, createNode, createParentChildLink },
    reporter: { panicOnBuild },
    createNodeId: (seed: string) => `id of ${seed}`,
  })
  const fields = createNodeField.mock.calls.map(([{ name, value }]) => [name, value])
  const created = createNode.mock.calls.map(([child]) => child as Record<string, unknown>)
  return { fields, created, createParentChildLink, panicOnBuild }
}

describe("onCreateNode", () => {
  it("gives a blog post a node of its own type, with its language, category, slug, address and file", () => {
    const { fields, created, createParentChildLink, panicOnBuild } = run(
      "blog",
      "en/websites/types-of-websites.md",
      post
    )
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(created).toEqual([
      {
        id: "id of BlogPost markdown",
        parent: "markdown",
        children: [],
        frontmatter: post,
        internal: { type: "BlogPost", contentDigest: "digest" },
      },
    ])
    expect(createParentChildLink).toHaveBeenCalledWith({
      parent: expect.objectContaining({ id: "markdown" }),
      child: created[0],
    })
    expect(fields).toEqual([
      ["language", "en"],
      ["category", "websites"],
      ["slug", "types-of-websites"],
      ["path", postPath("en", "websites", "types-of-websites")],
      ["file", path.join("content/blog/en/websites/types-of-websites.md")],
    ])
  })

  it("gives each collection's entries their own type", () => {
    const member = run("team", "pl/jan-kowalski.md", {
      name: "Jan Kowalski",
      role: "Projektant",
      bio: "Opis.",
      order: 1,
    })
    expect(member.panicOnBuild).not.toHaveBeenCalled()
    expect(member.created[0]).toMatchObject({ internal: { type: "TeamMember" } })
    // The empty title the transformer adds is not the member's: the node holds what the file has.
    expect(member.created[0]?.frontmatter).toEqual({
      name: "Jan Kowalski",
      role: "Projektant",
      bio: "Opis.",
      order: 1,
    })
    expect(member.fields).toEqual([
      ["language", "pl"],
      ["slug", "jan-kowalski"],
      ["file", path.join("content/team/pl/jan-kowalski.md")],
    ])
  })

  it("stops the build at a post with errors, listing them under one heading", () => {
    const { fields, created, panicOnBuild } = run("blog", "en/websites/a.md", {
      ...post,
      title: "",
    })
    expect([...fields, ...created]).toEqual([])
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
    expect(run("blog", "en/websites/a.md", post, "File")).toMatchObject({
      fields: [],
      created: [],
    })
    const locale = run("locales", "pl/common.md", {})
    expect(locale.fields).toEqual([])
    expect(locale.panicOnBuild).not.toHaveBeenCalled()
  })
})
