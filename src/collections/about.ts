/**
 * The people and clients behind the proof: team members (`content/team/<language>/<id>.md`),
 * testimonials (`content/testimonials/<id>.md`) and client logos (`content/clients/<id>.md`).
 * Each section shows only once its collection has an entry. A testimonial or a logo is published
 * only with the date its client agreed to the publication.
 */
import { languages, type Language } from "../i18n/languages"
import { buildOnly, date, file, text, whole, slugPattern } from "./define"
import { checkEntry, defineCollection, type Collection, type FrontmatterOf } from "./derive"

/** Team photos go through the build's image processing, which reads these. */
const photoExtensions = ["png", "jpg", "jpeg", "webp"] as const
/** Logos are shown as they are: a vector drawing or a bitmap. */
const logoExtensions = ["svg", "png"] as const

/** The languages as the content manager's labels name them. */
const languageNames: Record<Language, string> = { pl: "Polish", en: "English" }

const consentDate = date({
  label: "Date of consent to publication",
  hint: "The day the client agreed in writing to this publication (keep the consent). Required: without it the site is not published.",
  missing:
    "is missing: it is published only with the date the client agreed to its publication (YYYY-MM-DD)",
  past: "a day still to come: write the date the client agreed",
})

export const team = defineCollection({
  name: "team",
  type: "TeamMember",
  entry: "a team member",
  shape: {
    name: text({
      label: "Name",
      i18n: "duplicate",
      hint: "First name and surname, as the person wants them shown",
    }),
    role: text({
      label: "Role",
      i18n: true,
      hint: "What the person does in projects, e.g. Project lead",
    }),
    bio: text({
      label: "Short bio",
      long: true,
      i18n: true,
      hint: "Two or three sentences about the person's work. Only facts the person has agreed to.",
    }),
    photo: file({
      label: "Photo",
      i18n: "duplicate",
      required: false,
      extensions: photoExtensions,
      kinds: "A PNG, JPG or WebP file",
      hint: "A square photo, 320×320 or larger, shown only with the person's consent",
    }),
    order: whole({
      label: "Order",
      i18n: "duplicate",
      min: 1,
      hint: "Position on the about page: 1 comes first",
    }),
    demo: buildOnly(),
  },
})

/** A testimonial's quote in one language: optional, as the client approved it. */
const quote = (language: Language) =>
  text({
    label: `Quote in ${languageNames[language]}`,
    long: true,
    required: false,
    hint: `Word for word as the client approved it; shown on the ${languageNames[language]} pages. Leave empty to show the testimonial only in the other language. Never translate a quote without the client's approval.`,
  })

/** The client's role in one language: required with the quote in that language (rules, below). */
const role = (language: Language) =>
  text({
    label: `Client's role in ${languageNames[language]}`,
    required: false,
    hint: "E.g. Owner, Marketing manager. Required with the quote in this language.",
  })

const quoteFields = {
  quotePl: quote("pl"),
  rolePl: role("pl"),
  quoteEn: quote("en"),
  roleEn: role("en"),
}

/** The frontmatter fields of a testimonial's quote and its author's role, by language. */
const quoteField = (language: Language) => (language === "pl" ? "quotePl" : "quoteEn")
const roleField = (language: Language) => (language === "pl" ? "rolePl" : "roleEn")

/**
 * A testimonial: the client's name and company, the quote word for word as the client approved
 * it, in Polish, in English or in both (each with the author's role in that language), and the
 * date of the client's consent. It appears on the pages of the languages it has a quote in.
 */
export const testimonials = defineCollection({
  name: "testimonials",
  type: "Testimonial",
  entry: "a testimonial",
  shape: {
    name: text({
      label: "Client's name",
      hint: "First name and surname, as the client agreed to have them shown",
    }),
    company: text({ label: "Company", hint: "The client's company" }),
    ...quoteFields,
    project: text({
      label: "Case study (optional)",
      required: false,
      hint: "The file name of the portfolio project these words are about, e.g. company-website-construction-firm: the quote then appears on its page, and links to it",
      pattern: [slugPattern, "A project's file name, without .md"],
    }),
    consentDate,
    demo: buildOnly(),
  },
  rules: data => {
    const quoted = languages.filter(language => data[quoteField(language)])
    if (!quoted.length)
      return [
        {
          field: quoteField("pl"),
          message: `and "${quoteField("en")}" are both empty: give the quote in at least one language`,
        },
      ]
    return quoted
      .filter(language => !data[roleField(language)])
      .map(language => ({ field: roleField(language), message: "is missing or empty" }))
  },
})

/** A client's logo: the company, an SVG or PNG file, an optional address and the consent date. */
export const clients = defineCollection({
  name: "clients",
  type: "ClientLogo",
  entry: "a client logo",
  shape: {
    company: text({
      label: "Company",
      hint: "The client's company name: the logo's text alternative",
    }),
    logo: file({
      label: "Logo",
      extensions: logoExtensions,
      kinds: "An SVG or PNG file",
      hint: "An SVG or PNG file; shown within 160×64",
    }),
    url: text({
      label: "Website",
      required: false,
      hint: "The logo links to it, e.g. https://example.com",
      pattern: [/^https?:\/\/\S+$/, "An address starting with https://"],
      patternProblem: value => `is "${value}", expected an address starting with https://`,
    }),
    consentDate,
    demo: buildOnly(),
  },
})

export type TeamFrontmatter = FrontmatterOf<typeof team>
export type TestimonialFrontmatter = FrontmatterOf<typeof testimonials>
export type ClientFrontmatter = FrontmatterOf<typeof clients>

const bodyProblems = (file: string, body: string) =>
  body.trim() === ""
    ? []
    : [`${file}: the text after the frontmatter is not shown; write it in the frontmatter fields`]

/**
 * Checks an entry of the about page's collections: its file name (the entry's id), its
 * frontmatter, the files it names and that the text after the frontmatter is empty.
 */
export const validateAboutEntry = <C extends Collection>(
  collection: C,
  file: string,
  frontmatter: Record<string, unknown>,
  body = "",
  exists?: (relative: string) => boolean
): { problems: string[]; frontmatter?: FrontmatterOf<C> } => {
  const id = file.replace(/^.*\//, "").replace(/\.md$/, "")
  const problems = slugPattern.test(id)
    ? []
    : [`${file}: the file name "${id}" must be lowercase letters, digits and hyphens`]
  const checked = checkEntry(collection, file, frontmatter, exists)
  problems.push(...checked.problems, ...bodyProblems(file, body))
  return problems.length || !checked.frontmatter
    ? { problems }
    : { problems, frontmatter: checked.frontmatter }
}
