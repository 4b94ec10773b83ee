import { portfolio } from "../../collections/portfolio"
import { cmsFields } from "../../collections/derive"
import type { CmsField, CmsFolderCollection } from "../types"

/** Project fields in the order the files write them (src/collections/portfolio.ts). */
export const projectFields: CmsField[] = cmsFields(portfolio)

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
