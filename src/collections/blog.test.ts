import { describe, expect, it } from "vitest"
import { validatePost } from "./blog"
import { samplePost } from "../test/sample-post"

const good = samplePost
const file = "content/blog/en/websites/types-of-websites.md"

describe("validatePost", () => {
  it("accepts a complete post and derives language, category and slug from its place", () => {
    expect(validatePost(file, good)).toEqual({
      problems: [],
      frontmatter: good,
      language: "en",
      category: "websites",
      slug: "types-of-websites",
    })
  })

  it("names the file and the missing field", () => {
    const { title: _title, ...rest } = good
    expect(validatePost(file, rest).problems).toEqual([
      `${file}: frontmatter "title" is missing or empty`,
    ])
    expect(validatePost(file, { ...good, translationKey: " " }).problems).toEqual([
      `${file}: frontmatter "translationKey" is missing or empty`,
    ])
  })

  it("rejects an unknown category", () => {
    expect(validatePost(file, { ...good, category: "news" }).problems).toEqual([
      `${file}: frontmatter "category" is "news", expected one of apps, technologies, web-design, websites`,
    ])
  })

  it("takes a picture of the drawings or none, and names the file and field for any other", () => {
    expect(validatePost(file, { ...good, picture: "speed" }).frontmatter?.picture).toBe("speed")
    expect(validatePost(file, { ...good, picture: "" }).problems).toEqual([])
    expect(validatePost(file, { ...good, picture: "photo" }).problems).toEqual([
      `${file}: frontmatter "picture" is "photo", expected one of websites, apps, stack, design, speed, accessibility, compare`,
    ])
  })

  it("rejects a category that does not match the folder", () => {
    expect(validatePost(file, { ...good, category: "apps" }).problems[0]).toContain(
      'but the post is in the "websites" folder'
    )
  })

  it("rejects an invalid or missing date, and accepts a YAML date", () => {
    expect(validatePost(file, { ...good, date: "2025-02-30" }).problems[0]).toBe(
      `${file}: frontmatter "date" is not a valid date (YYYY-MM-DD): 2025-02-30`
    )
    expect(validatePost(file, { ...good, date: "soon" }).problems).toHaveLength(1)
    expect(validatePost(file, { ...good, date: undefined }).problems).toEqual([
      `${file}: frontmatter "date" is missing`,
    ])
    expect(validatePost(file, { ...good, date: new Date("2025-04-08") }).problems).toEqual([])
    expect(validatePost(file, { ...good, updated: "yesterday" }).problems[0]).toContain('"updated"')
  })

  it("holds the description to 140–160 characters", () => {
    expect(good.description).toHaveLength(150)
    expect(validatePost(file, { ...good, description: "A guide" }).problems).toEqual([
      `${file}: frontmatter "description" has 7 characters, expected 140–160`,
    ])
    expect(validatePost(file, { ...good, description: "x".repeat(161) }).problems).toHaveLength(1)
    expect(validatePost(file, { ...good, description: "x".repeat(140) }).problems).toEqual([])
  })

  it("takes the address from the frontmatter slug when given, else from the file name", () => {
    const polish = "content/blog/pl/websites/types-of-websites.md"
    expect(validatePost(polish, { ...good, slug: "rodzaje-stron-internetowych" })).toMatchObject({
      problems: [],
      language: "pl",
      slug: "rodzaje-stron-internetowych",
    })
    expect(validatePost(polish, { ...good, slug: "Rodzaje stron" }).problems).toEqual([
      `${polish}: frontmatter "slug" is "Rodzaje stron"; it must be lowercase letters, digits and hyphens`,
    ])
    // Left empty, as the content manager writes an unset field: the file name.
    expect(validatePost(polish, { ...good, slug: "" })).toMatchObject({
      problems: [],
      slug: "types-of-websites",
    })
  })

  it("rejects a year in the address, from the file name or the slug, but not a number", () => {
    const dated = "content/blog/en/technologies/best-technologies-2025.md"
    expect(validatePost(dated, { ...good, category: "technologies" }).problems).toEqual([
      `${dated}: the address "best-technologies-2025" (the file name) carries a year; addresses stay undated, so an updated post keeps a current address: leave the year out`,
    ])
    const polish = "content/blog/pl/websites/types-of-websites.md"
    expect(
      validatePost(polish, { ...good, slug: "trendy-2026-w-projektowaniu" }).problems[0]
    ).toMatch(/"trendy-2026-w-projektowaniu" \(frontmatter "slug"\) carries a year/)
    for (const slug of ["top-10-tips", "http2-and-http3", "a-1000-word-guide", "web-3000"])
      expect(validatePost(polish, { ...good, slug }).problems, slug).toEqual([])
  })

  it("rejects a post outside a language folder", () => {
    expect(validatePost("content/blog/de/websites/x.md", good).problems[0]).toContain(
      'the folder "de" is not a language'
    )
  })
})
