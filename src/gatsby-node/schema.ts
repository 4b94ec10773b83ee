import type { GatsbyNode } from "gatsby"
import { graphqlTypes } from "../collections/derive"
import { collections } from "./nodes"
import { isLanguage } from "../i18n/languages"
import { typesetStrings } from "../i18n/typeset"

/** The fields the build derives for each collection's entries (nodes.ts), beside `file`. */
const derivedFields: Record<string, string> = {
  blog: "language: String!\n  category: String!\n  slug: String!\n  path: String!",
  portfolio: "language: String!\n  slug: String!\n  path: String!",
  team: "language: String!\n  slug: String!",
  testimonials: "slug: String!",
  clients: "slug: String!",
}

/** A post's text fields, read from its MarkdownRemark parent (passthrough resolvers below). */
const postText = `
  html: String
  wordCount: MarkdownWordCount
  headings(depth: MarkdownHeadingLevels): [MarkdownHeading]`

/**
 * Each collection's entries are nodes of its own type, declared from its definition
 * (src/collections/), so an empty collection still queries. The MarkdownRemark node keeps only
 * the rendered text: no flat frontmatter is inferred across collections.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(
    [
      "type MarkdownRemark implements Node @dontInfer {\n  id: ID!\n}",
      ...[...collections].map(([name, [collection]]) =>
        graphqlTypes(
          collection,
          `  ${derivedFields[name] ?? ""}\n  file: String!`,
          name === "blog" ? postText : ""
        )
      ),
    ].join("\n")
  )
}

type WordCountSource = { internal: { contentDigest: string } }
type WordCountResolver = (
  source: WordCountSource,
  args: unknown,
  context: unknown,
  info: { originalResolver: WordCountResolver }
) => unknown

/**
 * gatsby-transformer-remark counts a post's words anew, with a full language parse, whenever a
 * query asks: for each card on each list, every build. Counted once per text and kept in Gatsby's
 * cache, a rebuild after one edit counts that post's words, not those of every post on every list.
 */
export const createResolvers: GatsbyNode["createResolvers"] = ({ createResolvers, cache }) => {
  const resolve: WordCountResolver = async (source, args, context, info) => {
    const key = `word-count-${source.internal.contentDigest}`
    const cached: unknown = await cache.get(key)
    if (cached !== undefined) return cached
    const counted = await info.originalResolver(source, args, context, info)
    await cache.set(key, counted)
    return counted
  }
  createResolvers({
    Locale: { data: { resolve: typesetLocale } },
    MarkdownRemark: { wordCount: { resolve } },
    BlogPost: Object.fromEntries(
      ["html", "wordCount", "headings"].map(field => [field, { resolve: fromMarkdown(field) }])
    ),
  })
}

type Resolve = (source: unknown, args: unknown, context: unknown, info: unknown) => unknown
type Context = {
  nodeModel: { getNodeById: (query: { id: string; type: string }) => unknown }
}
type Info = {
  schema: { getType: (name: string) => { getFields?: () => Record<string, { resolve?: Resolve }> } }
}

/**
 * A post's field that gatsby-transformer-remark resolves on the post's MarkdownRemark parent
 * (its text, words, headings), resolved there: the collection's node holds the frontmatter, the
 * MarkdownRemark node the text. The pattern of LekoArts' themes (`mdxResolverPassthrough`).
 */
export const fromMarkdown =
  (field: string) =>
  (source: { parent: string }, args: unknown, context: Context, info: Info): unknown => {
    const markdown = context.nodeModel.getNodeById({ id: source.parent, type: "MarkdownRemark" })
    const resolve = info.schema.getType("MarkdownRemark").getFields?.()[field]?.resolve
    if (!resolve)
      throw new Error(
        `MarkdownRemark.${field} has no resolver: gatsby-transformer-remark changed how it adds it; update fromMarkdown in src/gatsby-node/schema.ts`
      )
    return resolve(markdown, args, context, { ...info, fieldName: field })
  }

const typesetLocales = new Map<string, string>()

/**
 * A locale file's text, typeset (src/i18n/typeset.ts) once for every page that reads it, through
 * `t()` or `localeContent`: no line of a heading, a lede or a button ends on a one-letter word,
 * and quotes are the language's own. gatsby-plugin-react-i18next gives each file's JSON as the
 * `data` of a `Locale` node, with its `language`.
 */
export const typesetLocale = (source: { data: string; language: string }): string => {
  const key = `${source.language}\n${source.data}`
  let typeset = typesetLocales.get(key)
  if (typeset === undefined) {
    const language = isLanguage(source.language) ? source.language : undefined
    typeset = JSON.stringify(typesetStrings(JSON.parse(source.data) as unknown, language))
    typesetLocales.set(key, typeset)
  }
  return typeset
}
