import { blogCategories, routes, type BlogCategory } from "../../routes"
import { languages, type Language } from "../../i18n/languages"
import type { Alternates } from "../../i18n/paths"
import { pageAddressCollision } from "./pagination"

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

export const isBlogCategory = (value: unknown): value is BlogCategory =>
  typeof value === "string" && (blogCategories as readonly string[]).includes(value)

/** Where a post lives: `/en/blog/<category>/<slug>/` or `/blog/<kategoria>/<slug>`. */
export const postPath = (language: Language, category: BlogCategory, slug: string): string =>
  language === "en"
    ? `${routes[`blog-${category}`].en}${slug}/`
    : `${routes[`blog-${category}`].pl}/${slug}`

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
