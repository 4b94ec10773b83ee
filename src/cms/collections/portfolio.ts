import { serviceIds } from "../../routes"
import { maxNameLength, maxSummaryLength, storyParts } from "../../features/portfolio/projects"
import type { CmsField, CmsFolderCollection } from "../types"
import { orderField } from "./fields"
import { caseStudyFields } from "./case-study"

const required = (name: string, label: string, hint?: string): CmsField => ({
  name,
  label,
  widget: "string",
  i18n: true,
  ...(hint ? { hint } : {}),
})

/** Project fields in the order the files write them; each one the build requires (projects.ts). */
export const projectFields: CmsField[] = [
  {
    ...required(
      "name",
      "Name",
      `What was built, for whom: the page's heading, at most ${maxNameLength} characters`
    ),
    pattern: [`^[\\s\\S]{1,${maxNameLength}}$`, `At most ${maxNameLength} characters`],
  },
  {
    name: "slug",
    label: "Address",
    widget: "string",
    i18n: true,
    required: false,
    hint: "The end of this language's address, e.g. system-rezerwacji-dla-gabinetu-fizjoterapii. Empty: the file name. Changing a published address needs a redirect (serving/rules.ts).",
    pattern: [
      "^[a-z0-9]+(?:-[a-z0-9]+)*$",
      "Lowercase letters, digits and single hyphens, e.g. strona-firmowa-dla-firmy-budowlanej",
    ],
  },
  required("client", "Client", "The kind of client, without a name"),
  {
    name: "summary",
    label: "Summary",
    widget: "text",
    i18n: true,
    hint: `The card's text and the page's description, at most ${maxSummaryLength} characters`,
    pattern: [`^[\\s\\S]{1,${maxSummaryLength}}$`, `At most ${maxSummaryLength} characters`],
  },
  {
    name: "technologies",
    label: "Technologies",
    widget: "list",
    // Decap translates lists or leaves them out; it cannot copy them to the other language.
    i18n: true,
    min: 1,
    collapsed: false,
    field: { name: "technology", label: "Technology", widget: "string" },
  },
  {
    name: "image",
    label: "Image",
    widget: "image",
    i18n: "duplicate",
    choose_url: false,
    hint: "3:2, 1200×800 or larger (PNG); the site publishes it as WebP",
  },
  required("imageAlt", "Image description", "What the image shows, for readers who cannot see it"),
  orderField("portfolio page"),
  {
    name: "services",
    label: "Related services",
    widget: "select",
    multiple: true,
    min: 1,
    i18n: "duplicate",
    options: [...serviceIds],
    hint: "The service pages the project page links to",
  },
  {
    name: "real",
    label: "Real project",
    widget: "boolean",
    required: false,
    default: false,
    i18n: "duplicate",
    hint: "On only for work done for a real client who agreed to be shown. Off: the card and the page say it is an example.",
  },
  ...storyParts.map((part): CmsField => ({
    name: part,
    label: { challenge: "Challenge", solution: "Solution", result: "Result" }[part],
    widget: "text",
    i18n: true,
    hint: "Plain paragraphs; a blank line starts a new one. No invented figures.",
  })),
  ...caseStudyFields,
]

export const projectFormat = "project-markdown"

/**
 * Portfolio projects, both languages side by side: `content/portfolio/<language>/<slug>.md`.
 * Images go to content/portfolio/images and are referenced from the project file as
 * `../images/<file>`, as the build's image processing expects.
 */
export const portfolioCollection: CmsFolderCollection = {
  name: "portfolio",
  label: "Portfolio projects",
  label_singular: "Project",
  folder: "content/portfolio",
  slug: "{{slug}}",
  // Decap names a new entry by its `title` field unless told otherwise; projects have none.
  identifier_field: "name",
  create: true,
  i18n: true,
  format: projectFormat,
  extension: "md",
  summary: "{{order}}. {{name}}",
  sortable_fields: ["order", "name"],
  // Relative to the collection folder when saving, to the project file when written in it.
  media_folder: "images",
  public_folder: "../images",
  fields: projectFields,
}
