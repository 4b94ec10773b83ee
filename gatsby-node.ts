import path from "path"
import { existsSync } from "fs"
import { writeFile } from "fs/promises"
import type { CreatePagesArgs, GatsbyNode, Reporter } from "gatsby"
import { blogCategories, routes, routeIds } from "./src/routes"
import { isLanguage, languages, type Language } from "./src/i18n/languages"
import { createPageContext } from "./src/i18n/page-context"
import { emailjsConfig, isConfigured, siteUrl } from "./src/config/site"
import { exampleFields, exampleWarning } from "./src/config/company-examples"
import {
  findCollisions,
  imageProblems,
  isBlogCategory,
  postBodySlice,
  postPath,
  relatedPosts,
  translations,
  validatePost,
  type PostEntry,
  type PostFrontmatter,
} from "./src/features/blog/posts"
import {
  cardImage,
  missingTranslations,
  projectAlternates,
  projectCard,
  projectPath,
  validateProject,
  type ProjectCardData,
} from "./src/features/portfolio/projects"
import {
  isoToday,
  validateClient,
  validateTeamMember,
  validateTestimonial,
} from "./src/features/about/entries"
import { companyDetails } from "./src/config/company"
import { validateCompany } from "./src/config/company-rules"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** A file as the build's messages name it: relative to the project. */
const relativeFile = (file: string) => path.relative(process.cwd(), file)

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
      example: Boolean
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

type FileNode = { sourceInstanceName?: string; relativePath?: string; absolutePath?: string }

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file?.relativePath) return
  const { createNodeField } = actions
  const shown = relativeFile(file.absolutePath ?? file.relativePath)

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
    const problems = validateProject(
      shown,
      (node.frontmatter ?? {}) as Record<string, unknown>,
      String((node as { rawMarkdownBody?: string }).rawMarkdownBody ?? "")
    )
    if (problems.length) {
      reporter.panicOnBuild(`Portfolio project with errors:\n${problems.join("\n")}`)
      return
    }
    const slug = name.replace(/\.md$/, "")
    createNodeField({ node, name: "collection", value: "portfolio" })
    createNodeField({ node, name: "language", value: language })
    createNodeField({ node, name: "slug", value: slug })
    createNodeField({ node, name: "path", value: projectPath(language, slug) })
  }

  const collection = file.sourceInstanceName
  if (collection === "team" || collection === "testimonials" || collection === "clients") {
    const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
    const body = String((node as { rawMarkdownBody?: string }).rawMarkdownBody ?? "")
    const here = path.dirname(file.absolutePath ?? file.relativePath)
    const exists = (relative: string) => existsSync(path.resolve(here, relative))
    const [first, name] = file.relativePath.split("/")
    const language = collection === "team" ? first : undefined
    const problems =
      collection === "team"
        ? isLanguage(language) && name?.endsWith(".md")
          ? validateTeamMember(shown, frontmatter, exists, body)
          : [`${shown}: a team member must be at content/team/<pl|en>/<id>.md`]
        : collection === "testimonials"
          ? validateTestimonial(shown, frontmatter, isoToday(), body)
          : validateClient(shown, frontmatter, isoToday(), exists, body)
    if (problems.length) {
      reporter.panicOnBuild(`Entry of the about page with errors:\n${problems.join("\n")}`)
      return
    }
    createNodeField({ node, name: "collection", value: collection })
    createNodeField({ node, name: "slug", value: path.basename(file.relativePath, ".md") })
    if (language) createNodeField({ node, name: "language", value: language })
  }
}

/** The data of one of the build's queries; a failed query stops the build, naming what it reads. */
const dataOf = <Data>(
  result: { errors?: unknown; data?: Data },
  reporter: Reporter,
  what: string
): Data | null => {
  if (!result.errors && result.data) return result.data
  reporter.panicOnBuild(`Could not read ${what}`, result.errors as Error[] | undefined)
  return null
}

/**
 * Portfolio projects: their pages, and per language the cards that the portfolio and home pages
 * carry in their context. Flat card objects, not a page query: the query's nesting cost about
 * 100 bytes more per project, which 30 projects cannot afford within the 15 KB page-data budget.
 */
const projectPages = async ({
  actions,
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "actions" | "graphql" | "reporter">) => {
  const result = await graphql<
    Queries.PortfolioProjectsQuery,
    Queries.PortfolioProjectsQueryVariables
  >(
    `
      query PortfolioProjects($cardWidth: Int!, $cardHeight: Int!) {
        allMarkdownRemark(
          filter: { fields: { collection: { eq: "portfolio" } } }
          sort: [{ frontmatter: { order: ASC } }, { fields: { slug: ASC } }]
        ) {
          nodes {
            id
            fileAbsolutePath
            fields {
              language
              slug
              path
            }
            frontmatter {
              name
              summary
              example
              image {
                childImageSharp {
                  resize(
                    width: $cardWidth
                    height: $cardHeight
                    fit: COVER
                    toFormat: WEBP
                    quality: 80
                  ) {
                    src
                  }
                }
              }
            }
          }
        }
      }
    `,
    { cardWidth: cardImage.width, cardHeight: cardImage.height }
  )
  const data = dataOf(result, reporter, "the portfolio projects")
  if (!data) return null
  // onCreateNode stopped the build at any invalid file: these checks only narrow the types.
  const projects = data.allMarkdownRemark.nodes.flatMap(
    ({ id, fileAbsolutePath, fields, frontmatter }) =>
      fields?.path && isLanguage(fields.language)
        ? [
            {
              id,
              file: relativeFile(fileAbsolutePath ?? fields.slug),
              language: fields.language,
              slug: fields.slug,
              path: fields.path,
              card: projectCard({
                slug: fields.slug,
                name: frontmatter?.name ?? "",
                summary: frontmatter?.summary ?? "",
                image: frontmatter?.image?.childImageSharp?.resize?.src ?? null,
                example: frontmatter?.example,
              }),
            },
          ]
        : []
  )
  for (const warning of missingTranslations(projects, languages)) reporter.warn(warning)
  for (const project of projects) {
    const inLanguages = languages.filter(language =>
      projects.some(other => other.language === language && other.slug === project.slug)
    )
    actions.createPage({
      path: project.path,
      component: template("project"),
      context: {
        ...createPageContext({
          language: project.language,
          pagePath: project.path,
          alternates: projectAlternates(project.slug, inLanguages),
          ns: "project",
          languageFallback: "portfolio",
        }),
        id: project.id,
      },
    })
  }
  return Object.fromEntries(
    languages.map(language => [
      language,
      projects.filter(project => project.language === language).map(project => project.card),
    ])
  ) as Record<Language, ProjectCardData[]>
}

export const createPages: GatsbyNode["createPages"] = async ({ actions, graphql, reporter }) => {
  const { createPage, createSlice } = actions

  const result = await graphql<Queries.BlogPostsQuery>(`
    query BlogPosts {
      allMarkdownRemark(filter: { fields: { collection: { eq: "blog" } } }) {
        nodes {
          id
          fileAbsolutePath
          fields {
            language
            category
            slug
            path
          }
          frontmatter {
            translationKey
            date(formatString: "YYYY-MM-DD")
          }
        }
      }
    }
  `)
  const data = dataOf(result, reporter, "the blog posts")
  if (!data) return
  // onCreateNode stopped the build at any invalid file: these checks only narrow the types.
  const posts: PostEntry[] = data.allMarkdownRemark.nodes.flatMap(
    ({ id, fileAbsolutePath, fields, frontmatter }) =>
      fields?.path && isLanguage(fields.language) && isBlogCategory(fields.category)
        ? [
            {
              id,
              file: relativeFile(fileAbsolutePath ?? fields.slug),
              language: fields.language,
              category: fields.category,
              slug: fields.slug,
              path: fields.path,
              translationKey: frontmatter?.translationKey ?? "",
              date: frontmatter?.date ?? "",
            },
          ]
        : []
  )
  const collisions = findCollisions(posts)
  if (collisions.length) {
    reporter.panicOnBuild(`Blog posts with errors:\n${collisions.join("\n")}`)
    return
  }
  const projectCards = await projectPages({ actions, graphql, reporter })
  if (!projectCards) return

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
        context: {
          ...createPageContext({ language, routeId: id }),
          ...(route.template === "blog"
            ? { category, categories: category ? [category] : [...blogCategories] }
            : {}),
          ...(id === "home" ? { projects: projectCards[language].slice(0, 3) } : {}),
          ...(id === "portfolio" ? { projects: projectCards[language] } : {}),
        },
      })
    }
  }

  const { alternates, warnings } = translations(posts)
  for (const warning of warnings) reporter.warn(warning)
  const related = relatedPosts(posts)

  for (const post of posts) {
    const [relatedA = null, relatedB = null] = related.get(post.id) ?? []
    // The article text is a slice: its HTML stays out of the page data that prefetching downloads.
    const bodySlice = `post-body-${post.id}`
    createSlice({ id: bodySlice, component: template("post-body"), context: { id: post.id } })
    createPage({
      path: post.path,
      component: template("blog-post"),
      slices: { [postBodySlice]: bodySlice },
      context: {
        ...createPageContext({
          language: post.language,
          pagePath: post.path,
          alternates: alternates.get(post.id) ?? {},
          ns: "blog",
          languageFallback: "blog",
        }),
        id: post.id,
        category: post.category,
        // Looked up one by one: a list query would make every post page depend on every post.
        relatedA,
        relatedB,
      },
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

/** Example company details (NIP, KRS, share capital…) must not reach a published site unnoticed. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = ({ reporter }) => {
  const warning = exampleWarning(exampleFields())
  if (warning) reporter.warn(warning)
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const companyProblems = validateCompany(companyDetails)
  if (companyProblems.length)
    reporter.panicOnBuild(`Company details with errors:\n${companyProblems.join("\n")}`)
  if (!isConfigured(emailjsConfig))
    reporter.warn(
      "EmailJS is not configured (GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, " +
        "GATSBY_EMAILJS_PUBLIC_KEY): the contact form will show an error and the company's e-mail address."
    )
}
