import type { CmsField, CmsFolderCollection } from "../types"

export const projectFormat = "project-markdown"

/**
 * Portfolio projects, both languages side by side: `content/portfolio/<language>/<slug>.md`.
 * Images go to content/portfolio/images and are referenced from the project file as
 * `../images/<file>`, as the build's image processing expects. Its fields, in the order the
 * files write them, come from src/collections/portfolio.ts.
 */
export const portfolioCollection = (fields: CmsField[]): CmsFolderCollection => ({
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
  fields,
})
