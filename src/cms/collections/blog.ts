import { postRules } from "../../features/blog/posts"
import { blogCategories } from "../../routes"
import type { Language } from "../../i18n/languages"
import type { CmsField, CmsFolderCollection } from "../types"

const { min, max } = postRules.description

const dateField = (name: string, label: string, required: boolean, hint: string): CmsField => ({
  name,
  label,
  widget: "datetime",
  format: "YYYY-MM-DD",
  date_format: "YYYY-MM-DD",
  time_format: false,
  i18n: "duplicate",
  required,
  hint,
  pattern: [postRules.date.source, "A date written YYYY-MM-DD"],
  ...(required ? { default: "{{now}}" } : {}),
})

const slugPattern: [string, string] = [
  postRules.slug.source,
  "Lowercase letters, digits and single hyphens, e.g. types-of-websites",
]

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

/** Post fields in the order the files write them. Required ones are postRules.required. */
export const postFields = (categoryLabels: Record<string, string>): CmsField[] => [
  { name: "title", label: "Title", widget: "string", i18n: true, hint: "The page's h1" },
  {
    name: "description",
    label: "Description",
    widget: "text",
    i18n: true,
    hint: `${min}–${max} characters: the search-result description and the excerpt on cards`,
    pattern: [`^[\\s\\S]{${min},${max}}$`, `Between ${min} and ${max} characters`],
  },
  dateField("date", "Published", true, "Shared by both languages"),
  dateField("updated", "Updated", false, "Optional: the date of the last real change"),
  {
    name: "category",
    label: "Category",
    widget: "select",
    i18n: "duplicate",
    options: blogCategories.map(value => ({ value, label: categoryLabels[value] ?? value })),
  },
  {
    name: "translationKey",
    label: "Post id",
    widget: "string",
    i18n: "duplicate",
    hint: "Lowercase words joined by hyphens, the same in both languages. A new post's files are named after it; it pairs the two language versions.",
    pattern: slugPattern,
  },
  {
    name: "slug",
    label: "Address",
    widget: "string",
    i18n: true,
    required: false,
    hint: "The end of this language's address, e.g. rodzaje-stron-internetowych. Empty: the post id.",
    pattern: slugPattern,
  },
  {
    name: "author",
    label: "Author (optional)",
    widget: "string",
    i18n: "duplicate",
    required: false,
    hint: "The id of a team member (their file name in Team members, e.g. jan-kowalski); the post shows their name, role and photo. Empty: the company is the author.",
    pattern: slugPattern,
  },
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
export const blogCollection = (labels: Record<string, string>): CmsFolderCollection => ({
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
  fields: postFields(labels),
})
