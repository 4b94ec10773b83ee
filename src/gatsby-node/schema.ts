import type { GatsbyNode } from "gatsby"

/**
 * Frontmatter types are declared, so an empty blog, portfolio, team, testimonial or client
 * collection still queries.
 */
export const createSchemaCustomization: GatsbyNode["createSchemaCustomization"] = ({ actions }) => {
  actions.createTypes(`
    type MarkdownRemark implements Node {
      frontmatter: Frontmatter
      fields: MarkdownRemarkFields
    }
    type Frontmatter {
      title: String
      description: String
      date: Date @dateformat
      updated: Date @dateformat
      category: String
      translationKey: String
      slug: String
      cover: File @fileByRelativePath
      name: String
      client: String
      summary: String
      technologies: [String!]
      image: File @fileByRelativePath
      imageAlt: String
      order: Int
      services: [String!]
      real: Boolean
      challenge: String
      solution: String
      result: String
      role: String
      bio: String
      photo: File @fileByRelativePath
      company: String
      rolePl: String
      roleEn: String
      quotePl: String
      quoteEn: String
      consentDate: Date @dateformat
      logo: File @fileByRelativePath
      url: String
      industry: String
      year: Int
      duration: String
      liveUrl: String
      results: [ProjectResult!]
      gallery: [ProjectShot!]
      project: String
      author: String
      demo: Boolean
    }
    type ProjectResult {
      value: String
      label: String
      source: String
    }
    type ProjectShot {
      image: File @fileByRelativePath
      dark: File @fileByRelativePath
      alt: String
      device: String
    }
    type MarkdownRemarkFields {
      collection: String!
      language: String!
      slug: String!
      category: String
      path: String
    }
  `)
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
  createResolvers({ MarkdownRemark: { wordCount: { resolve } } })
}
