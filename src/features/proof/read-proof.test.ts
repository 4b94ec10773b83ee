import { describe, expect, it, vi } from "vitest"
import { readProof } from "./read-proof"
import type { ProofEntriesData } from "./collect"

describe("readProof, the references between collections", () => {
  const projects = [
    {
      language: "pl" as const,
      fileName: "headless-cms-dental-clinics",
      path: "/portfolio/klinika",
      name: "Klinika",
      services: ["websites-headless-cms"],
      card: { slug: "klinika", name: "Klinika", summary: "", image: null },
    },
  ]
  const run = async (
    data: ProofEntriesData,
    posts: { file: string; language: "pl" | "en"; author: string | null }[]
  ) => {
    const panicOnBuild = vi.fn()
    const graphql = vi.fn(async () => ({ data }))
    const entries = await readProof(
      { graphql, reporter: { panicOnBuild } } as unknown as Parameters<typeof readProof>[0],
      projects,
      posts
    )
    return { entries, panicOnBuild }
  }
  const team = (id: string) => ({
    fields: { slug: id, language: "pl" },
    frontmatter: { name: "Jan Kowalski", role: "Programista", demo: null, photo: null },
  })
  const testimonial = (project: string) => ({
    id: "t",
    fields: { file: "content/testimonials/anna.md" },
    frontmatter: {
      name: "Anna",
      company: "Firma",
      rolePl: "Prezes",
      roleEn: null,
      quotePl: "Cytat",
      quoteEn: null,
      project,
      demo: null,
      consentDate: "2026-01-01",
      consentPl: "1 stycznia 2026",
      consentEn: "1 January 2026",
    },
  })

  it("stops the build at a post whose author is not in the team, naming the file and field", async () => {
    const { entries, panicOnBuild } = await run(
      {
        team: { nodes: [team("jan-kowalski")] },
        testimonials: { nodes: [] },
        clients: { nodes: [] },
      },
      [
        { file: "content/blog/pl/apps/a.md", language: "pl", author: "jan-kowalski" },
        { file: "content/blog/pl/apps/b.md", language: "pl", author: "jan-nowak" },
      ]
    )
    expect(entries).toBeNull()
    expect(panicOnBuild).toHaveBeenCalledOnce()
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain(
      'content/blog/pl/apps/b.md: frontmatter "author" names "jan-nowak", which is not a team member'
    )
  })

  it("stops the build at a testimonial naming a case study that does not exist", async () => {
    const { entries, panicOnBuild } = await run(
      {
        team: { nodes: [] },
        testimonials: { nodes: [testimonial("klinik")] },
        clients: { nodes: [] },
      },
      []
    )
    expect(entries).toBeNull()
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain(
      'content/testimonials/anna.md: frontmatter "project" names "klinik", which is not a portfolio project'
    )
  })

  it("links a testimonial to its case study when the references hold", async () => {
    const { entries, panicOnBuild } = await run(
      {
        team: { nodes: [team("jan-kowalski")] },
        testimonials: { nodes: [testimonial("headless-cms-dental-clinics")] },
        clients: { nodes: [] },
      },
      [{ file: "content/blog/pl/apps/a.md", language: "pl", author: "jan-kowalski" }]
    )
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(entries?.testimonials.pl[0]?.project).toEqual({
      name: "Klinika",
      path: "/portfolio/klinika",
    })
    expect(entries?.testimonials.en).toEqual([])
  })
})
