import { describe, expect, it } from "vitest"
import type { Person } from "../features/proof/proof"
import { authorOf } from "./post-pages"

const anna: Person = { id: "anna", name: "Anna", role: "Designer", photo: null }
const demoA: Person = { id: "demo-a", name: "A", role: "Developer", photo: null, demo: true }
const demoB: Person = { id: "demo-b", name: "B", role: "Developer", photo: null, demo: true }

describe("authorOf", () => {
  it("finds the member a post names, or shows the company", () => {
    const team = { pl: [anna], en: [] }
    expect(authorOf({ author: "anna", language: "pl" }, 0, team)).toBe(anna)
    expect(authorOf({ author: "anna", language: "en" }, 0, team)).toBeNull()
    expect(authorOf({ author: null, language: "pl" }, 0, team)).toBeNull()
  })

  it("gives a post without an author the demo members in turn", () => {
    const team = { pl: [anna, demoA, demoB], en: [] }
    const post = { author: null, language: "pl" as const }
    expect([0, 1, 2].map(index => authorOf(post, index, team))).toEqual([demoA, demoB, demoA])
  })
})
