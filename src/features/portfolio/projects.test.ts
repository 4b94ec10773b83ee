import { describe, expect, it } from "vitest"
import {
  maxSummaryLength,
  missingTranslations,
  paragraphs,
  projectAlternates,
  projectCard,
  projectPath,
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
  it("accepts a complete project, with or without the example mark", () => {
    expect(validateProject(file, good)).toEqual([])
    expect(validateProject(file, { ...good, example: true })).toEqual([])
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
      validateProject("content/portfolio/pl/Sklep Online.md", { ...good, example: "yes" }, "Text")
    ).toEqual([
      'content/portfolio/pl/Sklep Online.md: the file name "Sklep Online" must be lowercase letters, digits and hyphens',
      'content/portfolio/pl/Sklep Online.md: frontmatter "example" must be true or false',
      'content/portfolio/pl/Sklep Online.md: the text after the frontmatter is not shown; write the story in "challenge", "solution" and "result"',
    ])
  })
})

describe("project addresses", () => {
  it("puts projects under the portfolio in each language's form", () => {
    expect(projectPath("pl", "shop")).toBe("/portfolio/shop")
    expect(projectPath("en", "shop")).toBe("/en/portfolio/shop/")
    expect(projectAlternates("shop", ["pl", "en"])).toEqual({
      pl: "/portfolio/shop",
      en: "/en/portfolio/shop/",
    })
    expect(projectAlternates("shop", ["en"])).toEqual({ en: "/en/portfolio/shop/" })
  })

  it("warns about a project without its other language", () => {
    expect(
      missingTranslations(
        [
          { file: "content/portfolio/pl/a.md", language: "pl", slug: "a" },
          { file: "content/portfolio/en/a.md", language: "en", slug: "a" },
          { file: "content/portfolio/pl/b.md", language: "pl", slug: "b" },
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

  it("carries the example mark only when it is set", () => {
    const card = { slug: "a", name: "A", summary: "S", image: "/static/a.webp" }
    expect(projectCard({ ...card, example: null })).toEqual(card)
    expect(projectCard({ ...card, example: true })).toEqual({ ...card, example: true })
  })
})
