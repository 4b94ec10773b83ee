import { describe, expect, it } from "vitest"
import { testimonialsIn, type TestimonialNode } from "./entries"

describe("testimonialsIn", () => {
  const node = (id: string, fields: Partial<NonNullable<TestimonialNode["frontmatter"]>>) => ({
    id,
    frontmatter: {
      name: id,
      company: "Firma",
      rolePl: null,
      roleEn: null,
      quotePl: null,
      quoteEn: null,
      consentDate: "2026-01-01",
      consentDisplay: "1 January 2026",
      ...fields,
    },
  })
  const nodes = [
    node("polish", { rolePl: "Prezes", quotePl: "Po polsku", consentDate: "2026-01-02" }),
    node("english", { roleEn: "CEO", quoteEn: "In English" }),
    node("both", {
      rolePl: "Właściciel",
      quotePl: "Oba",
      roleEn: "Owner",
      quoteEn: "Both",
      consentDate: "2026-02-01",
    }),
  ]

  it("gives each language the testimonials quoted in it, the latest consent first", () => {
    expect(testimonialsIn("pl", nodes).map(t => [t.id, t.role, t.quote])).toEqual([
      ["both", "Właściciel", "Oba"],
      ["polish", "Prezes", "Po polsku"],
    ])
    expect(testimonialsIn("en", nodes).map(t => [t.id, t.role, t.quote])).toEqual([
      ["both", "Owner", "Both"],
      ["english", "CEO", "In English"],
    ])
  })
})
