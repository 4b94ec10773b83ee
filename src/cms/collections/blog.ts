import { blogCategories } from "../../routes"
import type { Language } from "../../i18n/languages"
import type { CmsField, CmsFolderCollection } from "../types"

/**
 * Images must state their size (src/features/blog/posts.ts, imageProblems): no markdown image,
 * and every <img> with width, height and alt.
 */
const sizedImagesOnly = [
  "^",
  "(?![\\s\\S]*!\\[[^\\]]*\\]\\([^)]*\\))",
  ...["width", "height", "alt"].map(
    attribute => `(?![\\s\\S]*<img\\b(?![^>]*\\s${attribute}=)[^>]*>)`
  ),
  "[\\s\\S]*$",
].join("")

/**
 * Post fields in the order the files write them, from the collection's definition
 * (src/collections/blog.ts), the categories named in the editor's words; then the text.
 */
export const postFields = (
  fields: readonly CmsField[],
  categoryLabels: Record<string, string>
): CmsField[] => [
  ...fields.map((field): CmsField =>
    field.name === "category"
      ? {
          ...field,
          widget: "select",
          options: blogCategories.map(value => ({ value, label: categoryLabels[value] ?? value })),
        }
      : field
  ),
  {
    name: "body",
    label: "Text",
    widget: "markdown",
    i18n: true,
    // The source first: the rich-text mode cannot show the posts' tables.
    modes: ["raw", "rich_text"],
    // Decap's image button writes markdown images, which the build rejects.
    editor_components: [],
    hint: 'Sections start with ## (not #: the title is the h1). Images as <img src="…" alt="…" width="…" height="…">.',
    pattern: [sizedImagesOnly, 'Write images as <img src="…" alt="…" width="…" height="…">'],
  },
]

/** Blog categories' names as "English (Polski)", from the shared locale namespace. */
export const categoryLabels = (
  common: Record<Language, Record<string, unknown>>
): Record<string, string> =>
  Object.fromEntries(
    blogCategories.map(category => {
      const [en, pl] = (["en", "pl"] as const).map(language =>
        String(common[language][`blog.category.${category}`] ?? category)
      )
      return [category, en === pl ? en : `${en} (${pl})`]
    })
  )

export const postFormat = "post-markdown"

/**
 * Blog posts, both languages side by side: `content/blog/<language>/<category>/<file>.md`, one
 * file name for both versions (the post id). Decap 3.6 expects the language folder right above the
 * file; src/cms/decap-patches.ts lets it find the language a folder higher.
 */
export const blogCollection = (
  fields: readonly CmsField[],
  labels: Record<string, string>
): CmsFolderCollection => ({
  name: "blog",
  label: "Blog posts",
  label_singular: "Blog post",
  folder: "content/blog",
  path: "{{category}}/{{slug}}",
  slug: "{{fields.translationKey}}",
  create: true,
  i18n: true,
  format: postFormat,
  extension: "md",
  summary: "{{title}} · {{category}} · {{date}}",
  sortable_fields: ["date", "title", "category"],
  view_groups: [{ label: "Category", field: "category" }],
  fields: postFields(fields, labels),
})
