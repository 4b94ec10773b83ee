import {
  datePattern,
  logoExtensions,
  photoExtensions,
  quoteField,
  roleField,
} from "../../features/about/entries"
import type { Language } from "../../i18n/languages"
import type { CmsField, CmsFolderCollection } from "../types"
import { orderField } from "./fields"

/** The languages as the content manager's labels name them. */
const languageNames: Record<Language, string> = { pl: "Polish", en: "English" }

/**
 * The about page's collections: team members, testimonials and client logos. Each section of the
 * page shows only once its collection has an entry; the build checks every file
 * (src/features/about/entries.ts) and stops at a broken one, naming the file and the field.
 */

const text = (name: string, label: string, hint: string, required = true): CmsField => ({
  name,
  label,
  widget: "string",
  hint,
  ...(required ? {} : { required: false }),
})

/** A pattern that accepts a file name ending in one of the extensions, in either case. */
const extensionPattern = (extensions: readonly string[], message: string): [string, string] => [
  `\\.(${extensions.join("|")}|${extensions.map(e => e.toUpperCase()).join("|")})$`,
  message,
]

const consentDate: CmsField = {
  name: "consentDate",
  label: "Date of consent to publication",
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  hint: "The day the client agreed in writing to this publication (keep the consent). Required: without it the site is not published.",
  pattern: [datePattern.source, "A date written YYYY-MM-DD"],
}

/** Team member fields in the order the files write them. */
const teamFields: CmsField[] = [
  {
    ...text("name", "Name", "First name and surname, as the person wants them shown"),
    i18n: "duplicate",
  },
  { ...text("role", "Role", "What the person does in projects, e.g. Project lead"), i18n: true },
  {
    name: "bio",
    label: "Short bio",
    widget: "text",
    i18n: true,
    hint: "Two or three sentences about the person's work. Only facts the person has agreed to.",
  },
  {
    name: "photo",
    label: "Photo",
    widget: "image",
    required: false,
    i18n: "duplicate",
    choose_url: false,
    hint: "A square photo, 320×320 or larger, shown only with the person's consent",
    pattern: extensionPattern(photoExtensions, "A PNG, JPG or WebP file"),
  },
  orderField("about page"),
]

/** Testimonial fields: a quote and the author's role per language, each optional. */
const testimonialFields: CmsField[] = [
  text("name", "Client's name", "First name and surname, as the client agreed to have them shown"),
  text("company", "Company", "The client's company"),
  ...(["pl", "en"] as const).flatMap((language): CmsField[] => [
    {
      name: quoteField(language),
      label: `Quote in ${languageNames[language]}`,
      widget: "text",
      required: false,
      hint: `Word for word as the client approved it; shown on the ${languageNames[language]} pages. Leave empty to show the testimonial only in the other language. Never translate a quote without the client's approval.`,
    },
    text(
      roleField(language),
      `Client's role in ${languageNames[language]}`,
      "E.g. Owner, Marketing manager. Required with the quote in this language.",
      false
    ),
  ]),
  {
    ...text(
      "project",
      "Case study (optional)",
      "The file name of the portfolio project these words are about, e.g. company-website-construction-firm: the quote then appears on its page, and links to it",
      false
    ),
    pattern: ["^[a-z0-9]+(?:-[a-z0-9]+)*$", "A project's file name, without .md"],
  },
  consentDate,
]

/** Client logo fields in the order the files write them. */
const clientFields: CmsField[] = [
  text("company", "Company", "The client's company name: the logo's text alternative"),
  {
    name: "logo",
    label: "Logo",
    widget: "image",
    choose_url: false,
    hint: "An SVG or PNG file; shown within 160×64",
    pattern: extensionPattern(logoExtensions, "An SVG or PNG file"),
  },
  {
    ...text("url", "Website", "The logo links to it, e.g. https://example.com", false),
    pattern: ["^https?://\\S+$", "An address starting with https://"],
  },
  consentDate,
]

const teamFormat = "team-markdown"
const testimonialFormat = "testimonial-markdown"
const clientFormat = "client-markdown"

/** Team members, both languages side by side: `content/team/<language>/<id>.md`. */
const teamCollection: CmsFolderCollection = {
  name: "team",
  label: "Team members",
  label_singular: "Team member",
  description:
    "People shown on the about page. The team section appears once there is one entry; add only real people, with their consent.",
  folder: "content/team",
  slug: "{{slug}}",
  identifier_field: "name",
  create: true,
  i18n: true,
  format: teamFormat,
  extension: "md",
  summary: "{{order}}. {{name}}",
  sortable_fields: ["order", "name"],
  media_folder: "images",
  public_folder: "../images",
  fields: teamFields,
}

/** Testimonials, one file each: `content/testimonials/<id>.md`. */
const testimonialsCollection: CmsFolderCollection = {
  name: "testimonials",
  label: "Testimonials",
  label_singular: "Testimonial",
  description:
    "Clients' words on the about page, in the languages they have a quote in. Each needs the date of the client's consent to publication.",
  folder: "content/testimonials",
  slug: "{{slug}}",
  identifier_field: "name",
  create: true,
  format: testimonialFormat,
  extension: "md",
  summary: "{{name}} · {{company}} · {{consentDate}}",
  sortable_fields: ["consentDate", "name"],
  fields: testimonialFields,
}

/** Client logos, one file each: `content/clients/<id>.md`, images in content/clients/images. */
const clientsCollection: CmsFolderCollection = {
  name: "clients",
  label: "Client logos",
  label_singular: "Client logo",
  description: "Logos on the about page. Each needs the date the client agreed to show its logo.",
  folder: "content/clients",
  slug: "{{slug}}",
  identifier_field: "company",
  create: true,
  format: clientFormat,
  extension: "md",
  summary: "{{company}} · {{consentDate}}",
  sortable_fields: ["company", "consentDate"],
  media_folder: "images",
  public_folder: "images",
  fields: clientFields,
}

/** The collections and the formats that write their files. */
export const aboutCollections = [teamCollection, testimonialsCollection, clientsCollection]
export const aboutFormats = [
  { name: teamFormat, fields: teamFields },
  { name: testimonialFormat, fields: testimonialFields },
  { name: clientFormat, fields: clientFields },
]
