import type { CollectionEditorFields } from "../../collections/editor"
import type { CmsField, CmsFolderCollection } from "../types"

/**
 * The about page's collections: team members, testimonials and client logos. Each section of the
 * page shows only once its collection has an entry. Their fields, and the build's check of every
 * file, come from src/collections/about.ts.
 */
type AboutFields = Pick<CollectionEditorFields, "team" | "testimonials" | "clients">

const teamFormat = "team-markdown"
const testimonialFormat = "testimonial-markdown"
const clientFormat = "client-markdown"

/** Team members, both languages side by side: `content/team/<language>/<id>.md`. */
const teamCollection = (fields: CmsField[]): CmsFolderCollection => ({
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
  fields,
})

/** Testimonials, one file each: `content/testimonials/<id>.md`. */
const testimonialsCollection = (fields: CmsField[]): CmsFolderCollection => ({
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
  fields,
})

/** Client logos, one file each: `content/clients/<id>.md`, images in content/clients/images. */
const clientsCollection = (fields: CmsField[]): CmsFolderCollection => ({
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
  fields,
})

/** The collections and the formats that write their files. */
export const aboutCollections = (fields: AboutFields) => [
  teamCollection(fields.team),
  testimonialsCollection(fields.testimonials),
  clientsCollection(fields.clients),
]
export const aboutFormats = (fields: AboutFields) => [
  { name: teamFormat, fields: fields.team },
  { name: testimonialFormat, fields: fields.testimonials },
  { name: clientFormat, fields: fields.clients },
]
