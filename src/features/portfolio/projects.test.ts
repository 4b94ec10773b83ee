import { describe, expect, it } from "vitest"
import {
  maxSummaryLength,
  missingTranslations,
  paragraphs,
  projectAlternates,
  projectCard,
  projectCollisions,
  projectPath,
  projectSlug,
  validateProject,
} from "./projects"

const file = "content/portfolio/en/shop.md"
const good = {
  name: "Shop",
  client: "Retailer",
  summary: "An online shop",
  technologies: ["Gatsby"],
  services: ["websites-landing-page", "apps"],
  image: "../images/shop.png",
  imageAlt: "A shop",
  order: 1,
  challenge: "Orders came by phone.",
  solution: "We built a shop.",
  result: "Orders come online.",
}

describe("validateProject", () => {
  it("accepts a complete project, real or an example, with or without an address slug", () => {
    expect(validateProject(file, good)).toEqual([])
    expect(validateProject(file, { ...good, real: true })).toEqual([])
    expect(validateProject(file, { ...good, real: false, slug: "sklep-internetowy" })).toEqual([])
  })

  it("rejects a slug that cannot be an address, naming the file and the field", () => {
    expect(validateProject(file, { ...good, slug: "Sklep Online" })).toEqual([
      `${file}: frontmatter "slug" is "Sklep Online"; it must be lowercase letters, digits and hyphens`,
    ])
  })

  it("rejects the retired example field: a project is an example unless marked real", () => {
    expect(validateProject(file, { ...good, example: true })).toEqual([
      `${file}: frontmatter "example" is no longer read; a project is shown as an example unless it has "real: true"`,
    ])
  })

  it("names the file and each broken field", () => {
    expect(
      validateProject(file, { ...good, imageAlt: "", technologies: [], order: "first" })
    ).toEqual([
      `${file}: frontmatter "imageAlt" is missing or empty`,
      `${file}: frontmatter "technologies" must be a non-empty list of names`,
      `${file}: frontmatter "order" must be a whole number`,
    ])
  })

  it("asks for every part of the story", () => {
    const { result: _result, ...rest } = good
    expect(validateProject(file, { ...rest, challenge: " " })).toEqual([
      `${file}: frontmatter "challenge" is missing or empty`,
      `${file}: frontmatter "result" is missing or empty`,
    ])
  })

  it("accepts only service pages as related services", () => {
    expect(validateProject(file, { ...good, services: ["websites", "blog", "shop"] })).toEqual([
      expect.stringContaining(`${file}: frontmatter "services" names "blog", expected one of`),
      expect.stringContaining(`${file}: frontmatter "services" names "shop", expected one of`),
    ])
    expect(validateProject(file, { ...good, services: undefined })[0]).toContain(
      `${file}: frontmatter "services" must be a non-empty list of service pages`
    )
  })

  it("keeps the summary short enough for a card and a meta description", () => {
    expect(validateProject(file, { ...good, summary: "x".repeat(maxSummaryLength + 1) })).toEqual([
      `${file}: frontmatter "summary" is ${maxSummaryLength + 1} characters, at most ${maxSummaryLength}`,
    ])
  })

  it("rejects a file name that cannot be an address, a non-boolean example and a body", () => {
    expect(
      validateProject("content/portfolio/pl/Sklep Online.md", { ...good, real: "yes" }, "Text")
    ).toEqual([
      'content/portfolio/pl/Sklep Online.md: the file name "Sklep Online" must be lowercase letters, digits and hyphens',
      'content/portfolio/pl/Sklep Online.md: frontmatter "real" must be true or false',
      'content/portfolio/pl/Sklep Online.md: the text after the frontmatter is not shown; write the story in "challenge", "solution" and "result"',
    ])
  })
})

describe("project addresses", () => {
  it("puts projects under the portfolio in each language's form", () => {
    expect(projectPath("pl", "shop")).toBe("/portfolio/shop")
    expect(projectPath("en", "shop")).toBe("/en/portfolio/shop/")
  })

  it("gives a project the frontmatter slug, else its file name", () => {
    expect(projectSlug("content/portfolio/pl/shop.md", { slug: "sklep" })).toBe("sklep")
    expect(projectSlug("content/portfolio/en/shop.md", {})).toBe("shop")
  })

  it("pairs the language versions by file name, each at its own address", () => {
    const projects = [
      {
        file: "content/portfolio/pl/shop.md",
        language: "pl",
        fileName: "shop",
        path: "/portfolio/sklep",
      },
      {
        file: "content/portfolio/en/shop.md",
        language: "en",
        fileName: "shop",
        path: "/en/portfolio/shop/",
      },
      {
        file: "content/portfolio/en/blog.md",
        language: "en",
        fileName: "blog",
        path: "/en/portfolio/blog/",
      },
    ] as const
    expect(projectAlternates(projects, "shop")).toEqual({
      pl: "/portfolio/sklep",
      en: "/en/portfolio/shop/",
    })
    expect(projectAlternates(projects, "blog")).toEqual({ en: "/en/portfolio/blog/" })
  })

  it("stops at two projects with one address, naming both files", () => {
    expect(
      projectCollisions([
        { file: "content/portfolio/pl/a.md", language: "pl", fileName: "a", path: "/portfolio/b" },
        { file: "content/portfolio/pl/b.md", language: "pl", fileName: "b", path: "/portfolio/b" },
      ])
    ).toEqual([
      "content/portfolio/pl/b.md: slug collides with content/portfolio/pl/a.md (both at /portfolio/b)",
    ])
  })

  it("warns about a project without its other language", () => {
    expect(
      missingTranslations(
        [
          { file: "content/portfolio/pl/a.md", language: "pl", fileName: "a" },
          { file: "content/portfolio/en/a.md", language: "en", fileName: "a" },
          { file: "content/portfolio/pl/b.md", language: "pl", fileName: "b" },
        ],
        ["pl", "en"]
      )
    ).toEqual(['content/portfolio/pl/b.md: no en version with the file name "b.md"'])
  })
})

describe("story and card data", () => {
  it("splits a story field into paragraphs at blank lines", () => {
    expect(paragraphs("One line\nwraps here.\n\n  Second.\n")).toEqual([
      "One line wraps here.",
      "Second.",
    ])
    expect(paragraphs(null)).toEqual([])
  })

  it("carries the real mark only when it is set: every project is an example by default", () => {
    const card = { slug: "a", name: "A", summary: "S", image: "/static/a.webp" }
    expect(projectCard({ ...card, real: null })).toEqual(card)
    expect(projectCard({ ...card, real: false })).toEqual(card)
    expect(projectCard({ ...card, real: true })).toEqual({ ...card, real: true })
  })
})
