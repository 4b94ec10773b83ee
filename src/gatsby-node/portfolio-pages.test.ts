import { describe, expect, it, vi } from "vitest"
import type { CreatePagesArgs } from "gatsby"
import { projectCard } from "../features/portfolio/projects"
import { projectCards, readProjects, type ProjectEntry } from "./portfolio-pages"

const project = (id: string, language: "pl" | "en"): ProjectEntry => ({
  id,
  file: `content/portfolio/${language}/${id}.md`,
  fileName: `${id}.md`,
  language,
  path: `/${language}/${id}/`,
  name: id,
  services: [],
  card: projectCard({ slug: id, name: id, summary: "", image: null, real: null }),
})

describe("readProjects", () => {
  it("stops the build, naming what it reads, when the query fails", async () => {
    const panicOnBuild = vi.fn()
    const errors = [new Error("no such field")]
    const graphql = vi.fn(async () => ({ errors }))
    const args = { graphql, reporter: { panicOnBuild } } as unknown as Pick<
      CreatePagesArgs,
      "graphql" | "reporter"
    >
    expect(await readProjects(args)).toBeNull()
    expect(panicOnBuild).toHaveBeenCalledWith("Could not read the portfolio projects", errors)
  })

  it("asks for the cards' images at the card's size", async () => {
    const graphql = vi.fn(async () => ({ data: { allPortfolioProject: { nodes: [] } } }))
    const args = { graphql, reporter: { warn: vi.fn() } } as unknown as Pick<
      CreatePagesArgs,
      "graphql" | "reporter"
    >
    expect(await readProjects(args)).toEqual([])
    expect(graphql).toHaveBeenCalledWith(expect.stringContaining("query PortfolioProjects"), {
      cardWidth: expect.any(Number),
      cardHeight: expect.any(Number),
    })
  })
})

describe("projectCards", () => {
  it("gives each language its projects' cards, in the portfolio's order", () => {
    const projects = [project("b", "pl"), project("a", "en"), project("c", "pl")]
    expect(projectCards(projects)).toEqual({
      pl: [projects[0]?.card, projects[2]?.card],
      en: [projects[1]?.card],
    })
  })
})
