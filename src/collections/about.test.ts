import { afterEach, describe, expect, it, vi } from "vitest"
import { clients, team, testimonials, validateAboutEntry } from "./about"

/** The problems the build names, on `today`. */
const on = (today: string, check: () => string[]) => {
  vi.useFakeTimers({ toFake: ["Date"] })
  vi.setSystemTime(new Date(`${today}T12:00:00Z`))
  return check()
}
afterEach(() => {
  vi.useRealTimers()
})

const validateTestimonial = (
  file: string,
  frontmatter: Record<string, unknown>,
  today: string,
  body = ""
) => on(today, () => validateAboutEntry(testimonials, file, frontmatter, body).problems)

const validateClient = (
  file: string,
  frontmatter: Record<string, unknown>,
  today: string,
  exists: (relative: string) => boolean,
  body = ""
) => on(today, () => validateAboutEntry(clients, file, frontmatter, body, exists).problems)

const validateTeamMember = (
  file: string,
  frontmatter: Record<string, unknown>,
  exists: (relative: string) => boolean,
  body = ""
) => validateAboutEntry(team, file, frontmatter, body, exists).problems

const today = "2026-03-10"
const everyFileExists = () => true
const noFileExists = () => false

const testimonial = {
  name: "Anna Nowak",
  company: "Firma Testowa",
  rolePl: "Właścicielka",
  quotePl: "Cytat zatwierdzony przez klientkę.",
  consentDate: "2026-02-01",
}
const client = { company: "Firma Testowa", logo: "images/firma.svg", consentDate: "2026-02-01" }
const member = { name: "Jan Kowalski", role: "Projektant", bio: "Krótki opis.", order: 1 }

describe("testimonial validation", () => {
  const file = "content/testimonials/anna-nowak.md"

  it("accepts a quote in one language with its role and the date of consent", () => {
    expect(validateTestimonial(file, testimonial, today)).toEqual([])
  })

  it("stops the build without the date of consent, naming the file and the field", () => {
    const { consentDate: _, ...withoutConsent } = testimonial
    const problems = validateTestimonial(file, withoutConsent, today)
    expect(problems).toHaveLength(1)
    expect(problems[0]).toMatch(
      /^content\/testimonials\/anna-nowak\.md: frontmatter "consentDate" is missing/
    )
  })

  it("rejects a date that is not a day, or one still to come", () => {
    for (const consentDate of ["2026-02-30", "01.02.2026", "soon"])
      expect(validateTestimonial(file, { ...testimonial, consentDate }, today)).toEqual([
        `${file}: frontmatter "consentDate" is not a valid date (YYYY-MM-DD): ${consentDate}`,
      ])
    expect(
      validateTestimonial(file, { ...testimonial, consentDate: "2026-03-11" }, today)[0]
    ).toContain('"consentDate" is 2026-03-11, a day still to come')
  })

  it("reads a date YAML parsed, as a hand-written file gives it", () => {
    const consentDate = new Date("2026-02-01T00:00:00Z")
    expect(validateTestimonial(file, { ...testimonial, consentDate }, today)).toEqual([])
  })

  it("needs a quote in at least one language, and the role in each language quoted", () => {
    const { quotePl: _, ...withoutQuote } = testimonial
    expect(validateTestimonial(file, withoutQuote, today)).toEqual([
      `${file}: frontmatter "quotePl" and "quoteEn" are both empty: give the quote in at least one language`,
    ])
    expect(
      validateTestimonial(file, { ...testimonial, quoteEn: "An approved quote." }, today)
    ).toEqual([`${file}: frontmatter "roleEn" is missing or empty`])
  })

  it("names each missing field", () => {
    expect(
      validateTestimonial(file, { ...testimonial, name: " ", company: undefined }, today)
    ).toEqual([
      `${file}: frontmatter "name" is missing or empty`,
      `${file}: frontmatter "company" is missing or empty`,
    ])
  })
})

describe("client logo validation", () => {
  const file = "content/clients/firma-testowa.md"

  it("accepts an SVG or PNG logo that exists, with the date of consent", () => {
    expect(validateClient(file, client, today, everyFileExists)).toEqual([])
    expect(
      validateClient(file, { ...client, logo: "images/firma.PNG" }, today, everyFileExists)
    ).toEqual([])
  })

  it("stops the build without the date of consent, naming the file and the field", () => {
    const { consentDate: _, ...withoutConsent } = client
    expect(validateClient(file, withoutConsent, today, everyFileExists)[0]).toMatch(
      /^content\/clients\/firma-testowa\.md: frontmatter "consentDate" is missing/
    )
  })

  it("names a logo of another kind, or one that is not there", () => {
    expect(
      validateClient(file, { ...client, logo: "images/firma.gif" }, today, everyFileExists)
    ).toEqual([
      `${file}: frontmatter "logo" is "images/firma.gif", expected a file ending in .svg, .png`,
    ])
    expect(validateClient(file, client, today, noFileExists)).toEqual([
      `${file}: frontmatter "logo" names "images/firma.svg", which does not exist`,
    ])
  })

  it("takes only a web address as the link", () => {
    expect(
      validateClient(file, { ...client, url: "https://example.com" }, today, everyFileExists)
    ).toEqual([])
    expect(
      validateClient(file, { ...client, url: "javascript:alert(1)" }, today, everyFileExists)
    ).toEqual([
      `${file}: frontmatter "url" is "javascript:alert(1)", expected an address starting with https://`,
    ])
  })
})

describe("team member validation", () => {
  const file = "content/team/pl/jan-kowalski.md"

  it("accepts a member with or without a photo", () => {
    expect(validateTeamMember(file, member, noFileExists)).toEqual([])
    expect(
      validateTeamMember(file, { ...member, photo: "../images/jan.jpg" }, everyFileExists)
    ).toEqual([])
  })

  it("names the missing fields, a photo the build cannot process and text it would not show", () => {
    expect(
      validateTeamMember(
        "content/team/pl/Jan.md",
        { name: "Jan", photo: "../images/jan.svg" },
        everyFileExists,
        "Some text"
      )
    ).toEqual([
      'content/team/pl/Jan.md: the file name "Jan" must be lowercase letters, digits and hyphens',
      'content/team/pl/Jan.md: frontmatter "role" is missing or empty',
      'content/team/pl/Jan.md: frontmatter "bio" is missing or empty',
      'content/team/pl/Jan.md: frontmatter "photo" is "../images/jan.svg", expected a file ending in .png, .jpg, .jpeg, .webp',
      'content/team/pl/Jan.md: frontmatter "order" must be a whole number',
      "content/team/pl/Jan.md: the text after the frontmatter is not shown; write it in the frontmatter fields",
    ])
  })
})
