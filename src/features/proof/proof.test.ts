import { describe, expect, it } from "vitest"
import {
  authorProblems,
  initials,
  mainService,
  matchingLimit,
  matchingProjects,
  nextProject,
  proofOf,
  quotesAbout,
  quotesNear,
  testimonialProjectProblems,
  type ProjectRef,
  type Quote,
} from "./proof"

const ref = (fileName: string, language: "pl" | "en", services: string[]): ProjectRef => ({
  language,
  fileName,
  path: `/${language}/${fileName}`,
  name: fileName,
  services,
  card: { slug: fileName, name: fileName, summary: "", image: null },
})
const projects = [
  ref("clinic", "en", ["websites-headless-cms", "websites-multi-page"]),
  ref("booking", "en", ["apps"]),
  ref("school", "en", ["websites-landing-page"]),
  ref("clinic", "pl", ["websites-headless-cms"]),
]

describe("proof", () => {
  it("writes a person's initials", () => {
    expect(initials("Anna Przykładowa")).toBe("AP")
    expect(initials("ewa")).toBe("E")
    expect(initials("Jan Maria Testowy")).toBe("JM")
  })

  it("keeps only the parts with entries, and nothing at all without any", () => {
    expect(proofOf({ team: [], testimonials: [], clients: [] })).toBeUndefined()
    const clients = [{ id: "a", company: "A", logo: "/a.svg", url: null }]
    expect(proofOf({ team: [], clients })).toEqual({ clients })
  })

  it("gives a service page the projects of its kind, in its language", () => {
    expect(matchingProjects("apps", "en", projects).map(card => card.slug)).toEqual(["booking"])
    expect(matchingProjects("websites-headless-cms", "pl", projects).map(c => c.slug)).toEqual([
      "clinic",
    ])
    // The websites overview shows every kind of website.
    expect(matchingProjects("websites", "en", projects).map(card => card.slug)).toEqual([
      "clinic",
      "school",
    ])
    expect(matchingProjects("websites-seo", "en", projects)).toEqual([])
  })

  it("shows a service page one row of its projects, the first in the portfolio's order", () => {
    const many = Array.from({ length: matchingLimit + 2 }, (_, index) =>
      ref(`app-${index}`, "en", ["apps"])
    )
    const shown = matchingProjects("apps", "en", many).map(card => card.slug)
    expect(shown).toEqual(many.slice(0, matchingLimit).map(project => project.card.slug))
  })

  it("leads from each project to the next, the last to the first, none while alone", () => {
    expect(nextProject(projects[0]!, projects)?.name).toBe("booking")
    expect(nextProject(projects[2]!, projects)?.name).toBe("clinic")
    expect(nextProject(projects[3]!, projects)).toBeUndefined()
  })

  it("links a case study back to its first service", () => {
    expect(mainService(["websites-seo", "apps"])).toBe("websites-seo")
    expect(mainService([])).toBeUndefined()
  })

  it("names the file and the field of an author who is not in the team", () => {
    const team = [{ id: "jan-kowalski", language: "pl" as const }]
    expect(
      authorProblems(
        [
          { file: "content/blog/pl/apps/a.md", value: "jan-kowalski", language: "pl" },
          { file: "content/blog/en/apps/a.md", value: "jan-kowalski", language: "en" },
          { file: "content/blog/pl/apps/b.md", value: null, language: "pl" },
        ],
        team
      )
    ).toEqual([
      'content/blog/en/apps/a.md: frontmatter "author" names "jan-kowalski", which is not a team member (expected content/team/en/jan-kowalski.md)',
    ])
  })

  it("names the file and the field of a testimonial whose case study does not exist", () => {
    expect(
      testimonialProjectProblems(
        [
          { file: "content/testimonials/a.md", value: "clinic" },
          { file: "content/testimonials/b.md", value: "clinik" },
          { file: "content/testimonials/c.md", value: undefined },
        ],
        ["clinic"]
      )
    ).toEqual([
      'content/testimonials/b.md: frontmatter "project" names "clinik", which is not a portfolio project (expected content/portfolio/<pl|en>/clinik.md)',
    ])
  })

  it("puts the quotes about a service's own projects first on its page, two at most", () => {
    const quote = (id: string, project?: string): Quote => ({
      id,
      name: id,
      role: "",
      company: "",
      quote: "",
      consentDisplay: "",
      ...(project && { project: { name: project, path: `/en/${project}` } }),
    })
    const quotes = [quote("a", "school"), quote("b"), quote("c", "booking"), quote("d", "clinic")]
    const ids = (list: Quote[]) => list.map(item => item.id)
    // The contact page: the first two in the collection's order.
    expect(ids(quotesNear(quotes))).toEqual(["a", "b"])
    // Apps: the booking system's client first, then the first of the rest.
    expect(ids(quotesNear(quotes, "apps", "en", projects))).toEqual(["c", "a"])
    // The headless CMS page: the clinic's client; the websites hub: every website's clients.
    expect(ids(quotesNear(quotes, "websites-headless-cms", "en", projects))).toEqual(["d", "a"])
    expect(ids(quotesNear(quotes, "websites", "en", projects))).toEqual(["a", "d"])
    // Nothing matches: the first two, as elsewhere.
    expect(ids(quotesNear(quotes, "websites-seo", "en", projects))).toEqual(["a", "b"])
    // The home page: about the projects it shows first, then the first of the rest.
    const shown = projects.filter(project => project.services.includes("apps"))
    expect(ids(quotesAbout(quotes, shown))).toEqual(["c", "a"])
    expect(ids(quotesAbout(quotes, []))).toEqual(["a", "b"])
  })
})
