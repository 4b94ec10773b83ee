/**
 * The about page's testimonials, as its pages show them. Team members, testimonials and client
 * logos are defined, and each file checked, in src/collections/about.ts.
 */
import type { Language } from "../../i18n/languages"

export type TestimonialNode = {
  id: string
  frontmatter: {
    name: string | null
    company: string | null
    rolePl: string | null
    roleEn: string | null
    quotePl: string | null
    quoteEn: string | null
    consentDate: string | null
    consentDisplay: string | null
    /** An entry of the demo content (fixtures/demo). */
    demo?: boolean | null
  } | null
}

export type Testimonial = {
  id: string
  name: string
  company: string
  role: string
  quote: string
  /** YYYY-MM-DD, and as the page's language writes a date. */
  consentDate: string
  consentDisplay: string
  demo?: true
}

/** The testimonials with a quote in the page's language, the most recently approved first. */
export const testimonialsIn = (
  language: Language,
  nodes: readonly TestimonialNode[]
): Testimonial[] =>
  nodes
    .flatMap(({ id, frontmatter: fm }) => {
      const quote = language === "pl" ? fm?.quotePl : fm?.quoteEn
      const role = language === "pl" ? fm?.rolePl : fm?.roleEn
      return fm && quote && role
        ? [
            {
              id,
              name: fm.name ?? "",
              company: fm.company ?? "",
              role,
              quote: quote.trim(),
              consentDate: fm.consentDate ?? "",
              consentDisplay: fm.consentDisplay ?? fm.consentDate ?? "",
              ...(fm.demo ? { demo: true as const } : {}),
            },
          ]
        : []
    })
    .sort((a, b) => b.consentDate.localeCompare(a.consentDate) || a.name.localeCompare(b.name))
