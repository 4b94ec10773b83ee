/**
 * Blog posts: `content/blog/<language>/<category>/<file>.md`, one file name for both language
 * versions. Each field is defined here once: its type, whether it is required, its rules and the
 * editor's label and hint. GraphQL, TypeScript, the build's check and the content manager read it.
 */
import { blogCategories, type BlogCategory } from "../routes"
import { isLanguage, languages, type Language } from "../i18n/languages"
import { postPictures } from "../components/illustrations/post-pictures"
import { date, buildOnly, oneOf, slugPattern, text } from "./define"
import { checkEntry, defineCollection, type FrontmatterOf } from "./derive"

/** The meta description and card excerpt, in characters. */
export const descriptionLength = { min: 140, max: 160 } as const

const slugProblem = (value: string) =>
  `is "${value}"; it must be lowercase letters, digits and hyphens`

export const blog = defineCollection({
  name: "blog",
  type: "BlogPost",
  entry: "a blog post",
  shape: {
    title: text({ label: "Title", i18n: true, hint: "The page's h1" }),
    description: text({
      label: "Description",
      long: true,
      i18n: true,
      ...descriptionLength,
      hint: `${descriptionLength.min}–${descriptionLength.max} characters: the search-result description and the excerpt on cards`,
    }),
    date: date({
      label: "Published",
      i18n: "duplicate",
      hint: "Shared by both languages",
      editorDefault: "{{now}}",
    }),
    updated: date({
      label: "Updated",
      i18n: "duplicate",
      required: false,
      hint: "Optional: the date of the last real change",
    }),
    category: oneOf(blogCategories, { label: "Category", i18n: "duplicate" }),
    picture: oneOf(postPictures, {
      label: "Picture (optional)",
      i18n: "duplicate",
      required: false,
      hint: "The drawing on the post's card: websites, apps, stack, design, speed, accessibility or compare. Empty: its category's. Two posts of one category read apart better with pictures of their own.",
    }),
    translationKey: text({
      label: "Post id",
      i18n: "duplicate",
      hint: "Lowercase words joined by hyphens, the same in both languages. A new post's files are named after it; it pairs the two language versions.",
      pattern: [
        slugPattern,
        "Lowercase letters, digits and single hyphens, e.g. types-of-websites",
      ],
      patternProblem: slugProblem,
    }),
    slug: text({
      label: "Address",
      i18n: true,
      required: false,
      hint: "The end of this language's address, e.g. rodzaje-stron-internetowych. Empty: the post id.",
      pattern: [
        slugPattern,
        "Lowercase letters, digits and single hyphens, e.g. types-of-websites",
      ],
      patternProblem: slugProblem,
    }),
    author: text({
      label: "Author (optional)",
      i18n: "duplicate",
      required: false,
      hint: "The id of a team member (their file name in Team members, e.g. jan-kowalski); the post shows their name, role and photo. Empty: the company is the author.",
      pattern: [slugPattern, "Lowercase letters, digits and single hyphens, e.g. jan-kowalski"],
      patternProblem: slugProblem,
    }),
    demo: buildOnly(),
  },
})

export type PostFrontmatter = FrontmatterOf<typeof blog>

/** A year as a word of the address (`…-2025`): an updated post would keep a stale address. */
const yearInSlug = /(?:^|-)(?:19|20)\d{2}(?:-|$)/

/**
 * Checks one post's file location and frontmatter. Returns the problems, each naming the file
 * and the field, and where the post goes. The address's slug is the frontmatter `slug` when
 * given, else the file name: the two language versions of a post share a file name (the content
 * manager pairs them by it) and may still have addresses in their own language.
 */
export const validatePost = (
  file: string,
  frontmatter: Record<string, unknown>,
  /** The path inside the blog folder, `<language>/<category>/<slug>.md`. */
  relativePath: string = file.replace(/^.*content\/blog\//, "")
): {
  problems: string[]
  frontmatter?: PostFrontmatter
  language?: Language
  category?: BlogCategory
  slug?: string
} => {
  const match = /^([^/]+)\/([^/]+)\/([^/]+)\.md$/.exec(relativePath)
  if (!match)
    return { problems: [`${file}: a post must be at content/blog/<language>/<category>/<slug>.md`] }
  const [, language, folder, fileName] = match
  const problems: string[] = []
  if (!isLanguage(language))
    problems.push(`${file}: the folder "${language}" is not a language (${languages.join(", ")})`)
  if (!slugPattern.test(fileName))
    problems.push(
      `${file}: the file name "${fileName}" must be lowercase letters, digits and hyphens`
    )
  const checked = checkEntry(blog, file, frontmatter)
  problems.push(...checked.problems)
  const post = checked.frontmatter
  const slug = post ? (post.slug ?? fileName) : undefined
  if (post && slug && slugPattern.test(slug) && yearInSlug.test(slug))
    problems.push(
      `${file}: the address "${slug}" (${post.slug ? 'frontmatter "slug"' : "the file name"}) carries a year; ` +
        "addresses stay undated, so an updated post keeps a current address: leave the year out"
    )
  if (post && post.category !== folder)
    problems.push(
      `${file}: frontmatter "category" is "${post.category}" but the post is in the "${folder}" folder`
    )
  return problems.length || !post || !isLanguage(language)
    ? { problems }
    : { problems, frontmatter: post, language, category: post.category, slug }
}
