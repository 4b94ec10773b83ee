import { describe, expect, it } from "vitest"
import {
  missingTranslations,
  paragraphs,
  projectAlternates,
  projectCard,
  isExample,
  projectCollisions,
  projectPath,
  projectSlug,
} from "./projects"

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

  it("carries the picture's dark twin only when there is one", () => {
    const card = { slug: "a", name: "A", summary: "S", image: "/static/a.webp" }
    expect(projectCard({ ...card, imageDark: null })).toEqual(card)
    expect(projectCard({ ...card, imageDark: "/static/a-dark.webp" })).toEqual({
      ...card,
      imageDark: "/static/a-dark.webp",
    })
  })

  it("carries the demo mark and the first result only when there are", () => {
    const card = { slug: "a", name: "A", summary: "S", image: null }
    expect(projectCard({ ...card, demo: null, results: null })).toEqual(card)
    expect(projectCard({ ...card, results: [] })).toEqual(card)
    const results = [
      { value: "+58%", label: "more enquiries", source: "the inbox" },
      { value: "3×", label: "bookings", source: "analytics" },
    ]
    // The card's one figure is the first; its source is on the project's page.
    expect(projectCard({ ...card, demo: true, results })).toEqual({
      ...card,
      demo: true,
      result: { value: "+58%", label: "more enquiries" },
    })
    expect(isExample(projectCard({ ...card, demo: true }))).toBe(false)
    expect(isExample(projectCard({ ...card, real: true }))).toBe(false)
    expect(isExample(projectCard(card))).toBe(true)
  })
})
