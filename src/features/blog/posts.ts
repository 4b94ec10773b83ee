import { blogCategories, routes, type BlogCategory } from "../../routes"
import { isLanguage, languages, type Language } from "../../i18n/languages"
import type { Alternates } from "../../i18n/paths"
import { pageAddressCollision } from "./pagination"

export type PostFrontmatter = {
  title?: unknown
  description?: unknown
  date?: unknown
  updated?: unknown
  category?: unknown
  translationKey?: unknown
  /** The address's last part when it differs from the file name (the file name is shared by both languages). */
  slug?: unknown
  cover?: unknown
}

/** A post as gatsby-node sees it after validation. */
export type PostEntry = {
  id: string
  file: string
  language: Language
  category: BlogCategory
  slug: string
  path: string
  translationKey: string
  /** Publication date, YYYY-MM-DD. */
  date: string
}

/**
 * What a post's frontmatter must satisfy. The build checks it here (validatePost) and the CMS
 * reads the same values for its own field validation (src/cms/collections/blog.ts).
 */
export const postRules = {
  /** Frontmatter fields every post must have, non-empty. */
  required: ["title", "description", "date", "category", "translationKey"],
  /** The meta description and card excerpt, in characters. */
  description: { min: 140, max: 160 },
  /** Dates are written YYYY-MM-DD. */
  date: /^\d{4}-\d{2}-\d{2}$/,
  /** File names and address slugs: lowercase letters, digits and single hyphens. */
  slug: /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
  /** A year as a word of the address (`…-2025`): an updated post would keep a stale address. */
  yearInSlug: /(?:^|-)(?:19|20)\d{2}(?:-|$)/,
} as const

const validDate = (value: unknown): value is string => {
  if (typeof value !== "string" || !postRules.date.test(value)) return false
  const date = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value)
}

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  typeof value === "string" && (blogCategories as readonly string[]).includes(value)

/** Where a post lives: `/en/blog/<category>/<slug>/` or `/blog/<kategoria>/<slug>`. */
export const postPath = (language: Language, category: BlogCategory, slug: string): string =>
  language === "en"
    ? `${routes[`blog-${category}`].en}${slug}/`
    : `${routes[`blog-${category}`].pl}/${slug}`

/**
 * Checks one post's file location and frontmatter. Returns the problems, each naming the file
 * and the field, so the build can stop with a message an editor can act on. The address's slug is
 * the frontmatter `slug` when given, else the file name: the two language versions of a post share
 * a file name (the CMS pairs them by it) and may still have addresses in their own language.
 */
export const validatePost = (
  file: string,
  frontmatter: PostFrontmatter,
  /** The path inside the blog folder, `<language>/<category>/<slug>.md`. */
  relativePath: string = file.replace(/^.*content\/blog\//, "")
): { problems: string[]; language?: Language; category?: BlogCategory; slug?: string } => {
  const problems: string[] = []
  const match = /^([^/]+)\/([^/]+)\/([^/]+)\.md$/.exec(relativePath)
  if (!match) {
    return { problems: [`${file}: a post must be at content/blog/<language>/<category>/<slug>.md`] }
  }
  const [, language, folder, fileName] = match
  if (!isLanguage(language))
    problems.push(`${file}: the folder "${language}" is not a language (${languages.join(", ")})`)
  if (!postRules.slug.test(fileName))
    problems.push(
      `${file}: the file name "${fileName}" must be lowercase letters, digits and hyphens`
    )
  const slug =
    frontmatter.slug === undefined || frontmatter.slug === null ? fileName : frontmatter.slug
  if (typeof slug !== "string" || !postRules.slug.test(slug))
    problems.push(
      `${file}: frontmatter "slug" is "${String(slug)}"; it must be lowercase letters, digits and hyphens`
    )
  else if (postRules.yearInSlug.test(slug))
    problems.push(
      `${file}: the address "${slug}" (${slug === fileName ? "the file name" : 'frontmatter "slug"'}) carries a year; ` +
        "addresses stay undated, so an updated post keeps a current address: leave the year out"
    )
  for (const field of ["title", "description", "translationKey"] as const) {
    const value = frontmatter[field]
    if (typeof value !== "string" || value.trim() === "")
      problems.push(`${file}: frontmatter "${field}" is missing or empty`)
  }
  const { description } = frontmatter
  const { min, max } = postRules.description
  if (
    typeof description === "string" &&
    description.trim() !== "" &&
    (description.length < min || description.length > max)
  )
    problems.push(
      `${file}: frontmatter "description" has ${description.length} characters, expected ${min}–${max}`
    )
  if (frontmatter.date === undefined || frontmatter.date === null || frontmatter.date === "")
    problems.push(`${file}: frontmatter "date" is missing`)
  else if (!validDate(normalizeDate(frontmatter.date)))
    problems.push(
      `${file}: frontmatter "date" is not a valid date (YYYY-MM-DD): ${String(frontmatter.date)}`
    )
  if (frontmatter.updated !== undefined && frontmatter.updated !== null) {
    if (!validDate(normalizeDate(frontmatter.updated)))
      problems.push(
        `${file}: frontmatter "updated" is not a valid date (YYYY-MM-DD): ${String(frontmatter.updated)}`
      )
  }
  if (!isBlogCategory(frontmatter.category))
    problems.push(
      `${file}: frontmatter "category" is "${String(frontmatter.category ?? "")}", expected one of ${blogCategories.join(", ")}`
    )
  else if (frontmatter.category !== folder)
    problems.push(
      `${file}: frontmatter "category" is "${frontmatter.category}" but the post is in the "${folder}" folder`
    )
  return {
    problems,
    language: isLanguage(language) ? language : undefined,
    category: isBlogCategory(frontmatter.category) ? frontmatter.category : undefined,
    slug: typeof slug === "string" ? slug : undefined,
  }
}

/** YAML turns an unquoted date into a Date; editors may write either. */
export const normalizeDate = (value: unknown): unknown =>
  value instanceof Date ? value.toISOString().slice(0, 10) : value

/**
 * Two posts at one address, or a post where a blog list's numbered pages are: the build names the
 * files.
 */
export const findCollisions = (posts: PostEntry[]): string[] => {
  const seen = new Map<string, string>()
  const problems: string[] = []
  for (const post of posts) {
    const other = seen.get(post.path)
    if (other) problems.push(`${post.file}: slug collides with ${other} (both at ${post.path})`)
    else seen.set(post.path, post.file)
    const pages = pageAddressCollision(post)
    if (pages) problems.push(pages)
  }
  return problems
}

/** Each post's counterparts by translationKey; a warning for a post without a partner. */
export const translations = (posts: PostEntry[]) => {
  const alternates = new Map<string, Alternates>()
  const warnings: string[] = []
  for (const post of posts) {
    const group: Alternates = {}
    for (const other of posts)
      if (other.translationKey === post.translationKey) group[other.language] = other.path
    alternates.set(post.id, group)
    const missing = languages.filter(language => !group[language])
    if (missing.length)
      warnings.push(
        `${post.file}: no ${missing.join(", ")} translation with translationKey "${post.translationKey}"`
      )
  }
  return { alternates, warnings }
}

/** Newest first; posts of one day in address order, so every build picks the same neighbours. */
const byDate = (a: PostEntry, b: PostEntry) =>
  b.date.localeCompare(a.date) || a.path.localeCompare(b.path)

const daysApart = (a: string, b: string) => Math.abs(Date.parse(a) - Date.parse(b)) / 86_400_000

/**
 * Each post's two "read next" posts, by id, in the order shown: its neighbours in its category by
 * date (the next newer and the next older, or the two nearest at either end of the category),
 * then, while a category has too few posts, the posts of other categories nearest in date.
 * Neighbours rather than the newest posts: a post page's data then depends on a few posts near it,
 * so editing one post rebuilds a handful of pages, not every post page on the site.
 */
export const relatedPosts = (posts: PostEntry[], count = 2): Map<string, string[]> => {
  const related = new Map<string, string[]>()
  for (const language of languages) {
    const inLanguage = posts.filter(post => post.language === language).sort(byDate)
    const categories = new Map<BlogCategory, PostEntry[]>()
    for (const post of inLanguage) {
      const list = categories.get(post.category)
      if (list) list.push(post)
      else categories.set(post.category, [post])
    }
    for (const [category, list] of categories)
      list.forEach((post, at) => {
        // A window of count + 1 posts around the post, kept inside the category's list.
        const from = Math.max(0, Math.min(at - Math.floor(count / 2), list.length - count - 1))
        const neighbours = list.slice(from, from + count + 1).filter(other => other !== post)
        const nearest =
          neighbours.length < count
            ? inLanguage
                .filter(other => other.category !== category)
                .map(other => ({ other, days: daysApart(other.date, post.date) }))
                .sort((a, b) => a.days - b.days || byDate(a.other, b.other))
                .slice(0, count - neighbours.length)
                .map(({ other }) => other)
            : []
        related.set(
          post.id,
          [...neighbours, ...nearest].map(other => other.id)
        )
      })
  }
  return related
}

/** Reading time in whole minutes at 200 words a minute, never less than one. */
export const readingMinutes = (words: number): number => Math.max(1, Math.ceil(words / 200))

/**
 * Images in a post must state their size, so the page does not shift while they load: a
 * markdown image (`![alt](src)`) cannot, an HTML `<img>` must carry width, height and alt.
 */
export const imageProblems = (file: string, markdown: string): string[] => {
  const problems: string[] = []
  for (const [image] of markdown.matchAll(/!\[[^\]]*\]\([^)]*\)/g))
    problems.push(
      `${file}: image ${image} has no size; write it as <img src="…" alt="…" width="…" height="…">`
    )
  for (const [tag] of markdown.matchAll(/<img\b[^>]*>/gi))
    for (const attribute of ["width", "height", "alt"])
      if (!new RegExp(`\\s${attribute}=`, "i").test(tag))
        problems.push(`${file}: image ${tag} has no ${attribute} attribute`)
  return problems
}

/**
 * The slice alias under which each post page gets its article text (src/templates/post-body.tsx).
 * The template spells it out as a literal too, since Gatsby finds slice usage by reading source.
 */
export const postBodySlice = "post-body"
