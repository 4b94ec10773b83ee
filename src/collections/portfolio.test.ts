import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { maxSummaryLength } from "../features/portfolio/projects"
import { validateProject } from "./portfolio"

/** The problems the build names; the case study's year is checked against 2026. */
const problemsOf = (...args: Parameters<typeof validateProject>) =>
  validateProject(...args).problems

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date("2026-06-01T12:00:00Z"))
})
afterEach(() => {
  vi.useRealTimers()
})

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
    expect(problemsOf(file, good)).toEqual([])
    expect(problemsOf(file, { ...good, real: true })).toEqual([])
    expect(problemsOf(file, { ...good, real: false, slug: "sklep-internetowy" })).toEqual([])
  })

  it("rejects a slug that cannot be an address, naming the file and the field", () => {
    expect(problemsOf(file, { ...good, slug: "Sklep Online" })).toEqual([
      `${file}: frontmatter "slug" is "Sklep Online"; it must be lowercase letters, digits and hyphens`,
    ])
  })

  it("rejects the retired example field: a project is an example unless marked real", () => {
    expect(problemsOf(file, { ...good, example: true })).toEqual([
      `${file}: frontmatter "example" is no longer read; a project is shown as an example unless it has "real: true"`,
    ])
  })

  it("names the file and each broken field", () => {
    expect(problemsOf(file, { ...good, imageAlt: "", technologies: [], order: "first" })).toEqual([
      `${file}: frontmatter "technologies" must be a non-empty list of names`,
      `${file}: frontmatter "imageAlt" is missing or empty`,
      `${file}: frontmatter "order" must be a whole number`,
    ])
  })

  it("asks for every part of the story", () => {
    const { result: _result, ...rest } = good
    expect(problemsOf(file, { ...rest, challenge: " " })).toEqual([
      `${file}: frontmatter "challenge" is missing or empty`,
      `${file}: frontmatter "result" is missing or empty`,
    ])
  })

  it("accepts only service pages as related services", () => {
    expect(problemsOf(file, { ...good, services: ["websites", "blog", "shop"] })).toEqual([
      expect.stringContaining(`${file}: frontmatter "services" names "blog", expected one of`),
      expect.stringContaining(`${file}: frontmatter "services" names "shop", expected one of`),
    ])
    expect(problemsOf(file, { ...good, services: undefined })[0]).toContain(
      `${file}: frontmatter "services" must be a non-empty list of service pages`
    )
  })

  it("keeps the summary short enough for a card and a meta description", () => {
    expect(problemsOf(file, { ...good, summary: "x".repeat(maxSummaryLength + 1) })).toEqual([
      `${file}: frontmatter "summary" is ${maxSummaryLength + 1} characters, at most ${maxSummaryLength}`,
    ])
  })

  it("rejects a file name that cannot be an address, a non-boolean example and a body", () => {
    expect(
      problemsOf("content/portfolio/pl/Sklep Online.md", { ...good, real: "yes" }, "Text")
    ).toEqual([
      'content/portfolio/pl/Sklep Online.md: the file name "Sklep Online" must be lowercase letters, digits and hyphens',
      'content/portfolio/pl/Sklep Online.md: frontmatter "real" must be true or false',
      'content/portfolio/pl/Sklep Online.md: the text after the frontmatter is not shown; write the story in "challenge", "solution" and "result"',
    ])
  })
})

describe("case study validation", () => {
  it("accepts a project without any of the optional parts, and one with all of them", () => {
    expect(problemsOf(file, good)).toEqual([])
    expect(
      problemsOf(file, {
        ...good,
        industry: "Healthcare",
        year: 2025,
        duration: "10 weeks",
        liveUrl: "https://clinic.example.com/",
        results: [{ value: "+58%", label: "more requests", source: "the client's inbox" }],
        gallery: [
          {
            image: "../images/a.png",
            dark: "../images/a-dark.png",
            alt: "Home",
            device: "desktop",
          },
          { image: "../images/b.webp", alt: "Form", device: "phone" },
        ],
        sitemap: [
          { page: "Home", address: "/", purpose: "What the clinic offers." },
          { page: "Treatments", purpose: "Every treatment.", subpages: ["Implants"] },
          // A list whose items were all removed in the content manager counts as left out.
          { page: "Contact", purpose: "How to book.", subpages: [] },
        ],
      })
    ).toEqual([])
  })

  it("names the file and the field of each broken part", () => {
    expect(
      problemsOf(file, {
        ...good,
        year: 2030,
        liveUrl: "http://clinic.example.com",
        results: [{ value: "+58%", label: "more requests" }],
        gallery: [{ image: "../images/a.gif", device: "tablet" }],
        sitemap: [{ page: "Home", address: "home", subpages: [" "] }],
      })
    ).toEqual([
      `${file}: frontmatter "year" is "2030", expected a year up to 2026`,
      `${file}: frontmatter "liveUrl" is "http://clinic.example.com", expected an address starting with https://`,
      `${file}: frontmatter "results[0].source" is missing or empty: a figure is shown only with where it comes from`,
      `${file}: frontmatter "sitemap[0].address" is "home", expected an address starting with /`,
      `${file}: frontmatter "sitemap[0].purpose" is missing or empty`,
      `${file}: frontmatter "sitemap[0].subpages[0]" must be a non-empty list of page names`,
      `${file}: frontmatter "gallery[0].image" is "../images/a.gif", expected a file ending in .png, .jpg, .jpeg, .webp`,
      `${file}: frontmatter "gallery[0].alt" is missing or empty`,
      `${file}: frontmatter "gallery[0].device" is "tablet", expected one of desktop, phone`,
    ])
  })
})
