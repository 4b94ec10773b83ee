import path from "path"
import { writeFile } from "fs/promises"
import type { GatsbyNode } from "gatsby"
import { blogCategories, routes, routeIds } from "./src/routes"
import { isLanguage, languages } from "./src/i18n/languages"
import { alternatesOf } from "./src/i18n/paths"
import { pageContext } from "./src/i18n/page-context"
import { emailjsConfig, isConfigured, siteUrl } from "./src/config/site"
import {
  findCollisions,
  imageProblems,
  latestPosts,
  normalizeDate,
  postBodySlice,
  postPath,
  relatedPosts,
  translations,
  validatePost,
  type PostEntry,
  type PostFrontmatter,
} from "./src/features/blog/posts"
import { validateProject } from "./src/features/portfolio/projects"
import { company } from "./src/config/company"
import { validateCompany } from "./src/config/company-rules"
import { withPreludes } from "./src/lib/prelude"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** Frontmatter types are declared, so an empty blog or portfolio still queries. */
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

type FileNode = { sourceInstanceName?: string; relativePath?: string; absolutePath?: string }

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file?.relativePath) return
  const { createNodeField } = actions
  const shown = path.relative(process.cwd(), file.absolutePath ?? file.relativePath)

  if (file.sourceInstanceName === "blog") {
    const frontmatter = (node.frontmatter ?? {}) as PostFrontmatter
    const {
      problems: fieldProblems,
      language,
      category,
      slug,
    } = validatePost(shown, frontmatter, file.relativePath)
    const problems = [
      ...fieldProblems,
      ...imageProblems(shown, String((node as { rawMarkdownBody?: string }).rawMarkdownBody ?? "")),
    ]
    if (problems.length || !language || !category || !slug) {
      reporter.panicOnBuild(`Blog post with errors:\n${problems.join("\n")}`)
      return
    }
    createNodeField({ node, name: "collection", value: "blog" })
    createNodeField({ node, name: "language", value: language })
    createNodeField({ node, name: "category", value: category })
    createNodeField({ node, name: "slug", value: slug })
    createNodeField({ node, name: "path", value: postPath(language, category, slug) })
  }

  if (file.sourceInstanceName === "portfolio") {
    const [language, name] = file.relativePath.split("/")
    if (!isLanguage(language) || !name?.endsWith(".md")) {
      reporter.panicOnBuild(`${shown}: a project must be at content/portfolio/<pl|en>/<slug>.md`)
      return
    }
    const problems = validateProject(shown, (node.frontmatter ?? {}) as Record<string, unknown>)
    if (problems.length) {
      reporter.panicOnBuild(`Portfolio project with errors:\n${problems.join("\n")}`)
      return
    }
    createNodeField({ node, name: "collection", value: "portfolio" })
    createNodeField({ node, name: "language", value: language })
    createNodeField({ node, name: "slug", value: name.replace(/\.md$/, "") })
  }
}

type PostsQuery = {
  allMarkdownRemark: {
    nodes: {
      id: string
      fields: { language: string; category: string; slug: string; path: string }
      frontmatter: { date: unknown; translationKey: string }
      parent: { absolutePath: string } | null
    }[]
  }
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const { createPage, createSlice } = actions

  const result = await graphql<PostsQuery>(`
    query BlogPosts {
      allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          id
          fields {
            language
            category
            slug
            path
          }
          frontmatter {
            date(formatString: "YYYY-MM-DD")
            translationKey
          }
          parent {
            ... on File {
              absolutePath
            }
          }
        }
      }
    }
  `)
  if (result.errors || !result.data) {
    reporter.panicOnBuild("Could not read the blog posts", result.errors)
    return
  }
  const posts: PostEntry[] = result.data.allMarkdownRemark.nodes.map(node => ({
    id: node.id,
    file: path.relative(process.cwd(), node.parent?.absolutePath ?? node.fields.slug),
    language: node.fields.language as PostEntry["language"],
    category: node.fields.category as PostEntry["category"],
    slug: node.fields.slug,
    path: node.fields.path,
    date: String(normalizeDate(node.frontmatter.date)),
    translationKey: node.frontmatter.translationKey,
  }))
  const collisions = findCollisions(posts)
  if (collisions.length) {
    reporter.panicOnBuild(`Blog posts with errors:\n${collisions.join("\n")}`)
    return
  }
  for (const id of routeIds) {
    const route = routes[id]
    for (const language of languages) {
      const pagePath = route[language]
      const isEnglish404 = id === "not-found" && language === "en"
      const category = "category" in route ? route.category : null
      createPage({
        path: pagePath,
        // The plugin's own localized 404 gets `/en/en/*`; ours catches every unknown English path.
        matchPath: isEnglish404 ? "/en/*" : undefined,
        component: template(route.template),
        // Only what the template's query and code read: the context travels in the page data.
        context: pageContext(language, pagePath, alternatesOf(id), route.ns[0], {
          routeId: id,
          ...(route.template === "blog"
            ? { category, categories: category ? [category] : [...blogCategories] }
            : {}),
          ...("hidden" in route && route.hidden ? { hidden: true } : {}),
          ...(id === "home"
            ? { latestPostIds: latestPosts(posts, language).map(post => post.id) }
            : {}),
        }),
      })
    }
  }

  const { alternates, warnings } = translations(posts)
  for (const warning of warnings) reporter.warn(warning)

  for (const post of posts) {
    // The article text is a slice: its HTML stays out of the page data that prefetching downloads.
    const bodySlice = `post-body-${post.id}`
    createSlice({ id: bodySlice, component: template("post-body"), context: { id: post.id } })
    createPage({
      path: post.path,
      component: template("blog-post"),
      slices: { [postBodySlice]: bodySlice },
      context: pageContext(post.language, post.path, alternates.get(post.id) ?? {}, "blog", {
        id: post.id,
        category: post.category,
        relatedIds: relatedPosts(post, posts).map(related => related.id),
        languageFallback: "blog",
      }),
    })
  }
}

/**
 * gatsby-plugin-react-i18next copies the offline plugin's app shell to /en/; one shell serves
 * every language.
 */
export const onCreatePage: GatsbyNode["onCreatePage"] = ({ page, actions }) => {
  if (page.path.startsWith("/en/offline-plugin-app-shell-fallback")) actions.deletePage(page)
}

/** robots.txt names the sitemap at the configured site address. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  await writeFile(
    path.resolve("public/robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  )
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const companyProblems = validateCompany(company)
  if (companyProblems.length)
    reporter.panicOnBuild(`Company details with errors:\n${companyProblems.join("\n")}`)
  if (!isConfigured(emailjsConfig))
    reporter.warn(
      "EmailJS is not configured (GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, " +
        "GATSBY_EMAILJS_PUBLIC_KEY): the contact form will show an error and the company's e-mail address."
    )
}

/** The production bundles start up in several tasks: see src/lib/prelude.ts. */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  getConfig,
  actions,
}) => {
  if (stage === "build-javascript") actions.replaceWebpackConfig(withPreludes(getConfig()))
}
