/**
 * The about page's collections, kept by editors in the content manager: team members
 * (`content/team/<language>/<id>.md`), testimonials (`content/testimonials/<id>.md`) and client
 * logos (`content/clients/<id>.md`). The build checks each file here and stops at a broken one,
 * naming the file and the field. A testimonial or a logo is published only with the date its
 * client agreed to the publication.
 */
import { normalizeDate } from "../blog/posts"
import { languages, type Language } from "../../i18n/languages"

type Frontmatter = Record<string, unknown>
/** Whether a file named in the frontmatter exists, relative to the entry's own file. */
type Exists = (relativePath: string) => boolean

/** What editors write dates as, and what the content manager writes. */
export const datePattern = /^\d{4}-\d{2}-\d{2}$/
/** Team photos go through the build's image processing, which reads these. */
export const photoExtensions = ["png", "jpg", "jpeg", "webp"] as const
/** Logos are shown as they are: a vector drawing or a bitmap. */
export const logoExtensions = ["svg", "png"] as const
/** Entry ids become file names. */
const idPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The frontmatter fields of a testimonial's quote and its author's role, by language. */
export const quoteField = (language: Language) => `quote${language === "pl" ? "Pl" : "En"}`
export const roleField = (language: Language) => `role${language === "pl" ? "Pl" : "En"}`

const isText = (value: unknown): value is string => typeof value === "string" && value.trim() !== ""

const isEmpty = (value: unknown) => value === undefined || value === null || value === ""

const isCalendarDate = (value: unknown): value is string =>
  typeof value === "string" &&
  datePattern.test(value) &&
  new Date(`${value}T00:00:00Z`).toISOString().startsWith(value)

const idProblems = (file: string): string[] => {
  const id = file.replace(/^.*\//, "").replace(/\.md$/, "")
  return idPattern.test(id)
    ? []
    : [`${file}: the file name "${id}" must be lowercase letters, digits and hyphens`]
}

const requiredText = (file: string, frontmatter: Frontmatter, fields: readonly string[]) =>
  fields
    .filter(field => !isText(frontmatter[field]))
    .map(field => `${file}: frontmatter "${field}" is missing or empty`)

/** The date the client agreed to publication: required, a real day, not after `today`. */
const consentProblems = (file: string, frontmatter: Frontmatter, today: string): string[] => {
  const value = normalizeDate(frontmatter.consentDate)
  if (isEmpty(value))
    return [
      `${file}: frontmatter "consentDate" is missing: it is published only with the date the client agreed to its publication (YYYY-MM-DD)`,
    ]
  if (!isCalendarDate(value))
    return [`${file}: frontmatter "consentDate" is not a valid date (YYYY-MM-DD): ${String(value)}`]
  if (value > today)
    return [
      `${file}: frontmatter "consentDate" is ${value}, a day still to come: write the date the client agreed`,
    ]
  return []
}

/** An image named in the frontmatter: of a kind the site shows, and present beside the entry. */
const imageProblems = (
  file: string,
  field: string,
  value: unknown,
  extensions: readonly string[],
  exists: Exists
): string[] => {
  if (!isText(value)) return [`${file}: frontmatter "${field}" is missing or empty`]
  const extension = value.split(".").pop()?.toLowerCase() ?? ""
  if (!extensions.includes(extension))
    return [
      `${file}: frontmatter "${field}" is "${value}", expected a file ending in ${extensions.map(e => `.${e}`).join(", ")}`,
    ]
  if (!exists(value))
    return [`${file}: frontmatter "${field}" names "${value}", which does not exist`]
  return []
}

const bodyProblems = (file: string, body: string) =>
  body.trim() === ""
    ? []
    : [`${file}: the text after the frontmatter is not shown; write it in the frontmatter fields`]

/** A team member: `content/team/<language>/<id>.md`, with a name, role, bio and order. */
export const validateTeamMember = (
  file: string,
  frontmatter: Frontmatter,
  exists: Exists,
  body = ""
): string[] => [
  ...idProblems(file),
  ...requiredText(file, frontmatter, ["name", "role", "bio"]),
  ...(Number.isInteger(frontmatter.order)
    ? []
    : [`${file}: frontmatter "order" must be a whole number`]),
  ...(isEmpty(frontmatter.photo)
    ? []
    : imageProblems(file, "photo", frontmatter.photo, photoExtensions, exists)),
  ...bodyProblems(file, body),
]

/**
 * A testimonial: the client's name and company, the quote word for word as the client approved
 * it, in Polish, in English or in both (each with the author's role in that language), and the
 * date of the client's consent. It appears on the pages of the languages it has a quote in.
 */
export const validateTestimonial = (
  file: string,
  frontmatter: Frontmatter,
  today: string,
  body = ""
): string[] => {
  const quoted = languages.filter(language => isText(frontmatter[quoteField(language)]))
  return [
    ...idProblems(file),
    ...requiredText(file, frontmatter, ["name", "company"]),
    ...(quoted.length
      ? requiredText(file, frontmatter, quoted.map(roleField))
      : [
          `${file}: frontmatter "${quoteField("pl")}" and "${quoteField("en")}" are both empty: give the quote in at least one language`,
        ]),
    ...consentProblems(file, frontmatter, today),
    ...bodyProblems(file, body),
  ]
}

/** A client's logo: the company, an SVG or PNG file, an optional address and the consent date. */
export const validateClient = (
  file: string,
  frontmatter: Frontmatter,
  today: string,
  exists: Exists,
  body = ""
): string[] => {
  const { url } = frontmatter
  const validUrl =
    isEmpty(url) || (typeof url === "string" && URL.canParse(url) && /^https?:\/\//.test(url))
  return [
    ...idProblems(file),
    ...requiredText(file, frontmatter, ["company"]),
    ...imageProblems(file, "logo", frontmatter.logo, logoExtensions, exists),
    ...(validUrl
      ? []
      : [
          `${file}: frontmatter "url" is "${String(url)}", expected an address starting with https://`,
        ]),
    ...consentProblems(file, frontmatter, today),
    ...bodyProblems(file, body),
  ]
}

/** Today's date as the consent dates are written, in UTC. */
export const isoToday = (now = new Date()) => now.toISOString().slice(0, 10)

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
