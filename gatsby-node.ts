import path from "path"
import { existsSync } from "fs"
import { writeFile } from "fs/promises"
import type { CreatePagesArgs, GatsbyCache, GatsbyNode, Reporter } from "gatsby"
import { Compilation, NormalModuleReplacementPlugin } from "webpack"
import { appModulesChunk, compileHint, compileHintBundles } from "./serving/bundles"
import { blogCategories, routes, routeIds, serviceIds, type ServiceId } from "./src/routes"
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
import { planListPages } from "./src/features/blog/pagination"
import {
  cardImage,
  missingTranslations,
  projectAlternates,
  projectCard,
  projectCollisions,
  projectFileName,
  projectPath,
  projectSlug,
  validateProject,
  type ProjectCardData,
} from "./src/features/portfolio/projects"
import {
  isoToday,
  validateClient,
  validateTeamMember,
  validateTestimonial,
} from "./src/features/about/entries"
import { company, companyDetails } from "./src/config/company"
import { validateCompany } from "./src/config/company-rules"
import { pricing } from "./src/features/pricing/pricing-data"
import { examplePricingFields, validatePricing } from "./src/features/pricing/pricing-rules"
import type { Namespaces } from "./src/i18n/namespaces"
import { readNamespace } from "./src/i18n/locale-files"
import {
  postSharePage,
  projectSharePage,
  routeSharePage,
  type LocaleReader,
} from "./src/features/share-image/pages"
import {
  shareImagePath,
  writeShareImages,
  type SharePage,
} from "./src/features/share-image/share-images"
import { renderShareImage } from "./src/features/share-image/render"
import {
  privacyPolicySlice,
  privacyPolicySliceContext,
  privacyPolicySliceId,
} from "./src/features/privacy/slice"
import { demoContentDir, demoDeployProblem, demoMarkProblem, isDemo } from "./src/config/demo"
import { prepareDemoContent } from "./scripts/demo-content"
import {
  mainService,
  matchingProjects,
  nextProject,
  proofOf,
  type Person,
  type ProjectRef,
} from "./src/features/proof/proof"
import type { ProofEntries } from "./src/features/proof/collect"
import { readProof } from "./src/features/proof/read-proof"

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

type FileNode = { sourceInstanceName?: string; relativePath?: string; absolutePath?: string }

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file?.relativePath) return
  const { createNodeField } = actions
  const shown = relativeFile(file.absolutePath ?? file.relativePath)
  const demoProblems = demoMarkProblem(shown, (node.frontmatter ?? {}) as Record<string, unknown>)
  if (demoProblems.length) {
    reporter.panicOnBuild(demoProblems.join("\n"))
    return
  }

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
    const slug = projectSlug(shown, (node.frontmatter ?? {}) as Record<string, unknown>)
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

/** Locale strings as the build reads them, each file once. */
const localeReader = (): LocaleReader => {
  const read = new Map<string, unknown>()
  return (language, ns) => {
    const key = `${language}/${ns}`
    if (!read.has(key)) read.set(key, readNamespace(language, ns))
    return read.get(key) as Namespaces[typeof ns]
  }
}

/**
 * The pages' share images into `public/og/`: drawn only when what one shows is new; Gatsby's
 * cache folder for this site (kept between builds with `.cache`) holds them by content.
 */
const publishShareImages = async (pages: SharePage[], cache: GatsbyCache, reporter: Reporter) => {
  const activity = reporter.activityTimer("share images")
  activity.start()
  try {
    const stats = await writeShareImages(pages, {
      publicDir: path.resolve("public"),
      cacheDir: path.join(cache.directory, "share-images"),
      render: renderShareImage,
    })
    activity.setStatus(
      `${pages.length} pages: ${stats.drawn} drawn, ${stats.fromCache} from the cache, ` +
        `${stats.kept} kept, ${stats.removed} removed`
    )
  } catch (error) {
    reporter.panicOnBuild(
      error instanceof Error ? error.message : "Share images could not be written",
      error instanceof Error && error.cause instanceof Error ? error.cause : undefined
    )
  }
  activity.end()
}

type ProjectEntry = ProjectRef & { id: string; file: string }

/**
 * Portfolio projects, with the cards that the portfolio and home pages carry in their context.
 * Flat card objects, not a page query: the query's nesting cost about 100 bytes more per project,
 * which 30 projects cannot afford within the 15 KB page-data budget.
 */
const readProjects = async ({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<ProjectEntry[] | null> => {
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
              real
              services
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
              fileName: projectFileName(fileAbsolutePath ?? fields.slug),
              language: fields.language,
              path: fields.path,
              name: frontmatter?.name ?? "",
              services: frontmatter?.services ?? [],
              card: projectCard({
                slug: fields.slug,
                name: frontmatter?.name ?? "",
                summary: frontmatter?.summary ?? "",
                image: frontmatter?.image?.childImageSharp?.resize?.src ?? null,
                real: frontmatter?.real,
              }),
            },
          ]
        : []
  )
  const collisions = projectCollisions(projects)
  if (collisions.length) {
    reporter.panicOnBuild(`Portfolio projects with errors:\n${collisions.join("\n")}`)
    return null
  }
  for (const warning of missingTranslations(projects, languages)) reporter.warn(warning)
  return projects
}

/** The context with the `proof` namespace added when the page shows proof (the shared strings). */
const withProofStrings = <Context extends { ns: string[] }>(context: Context, shows: unknown) =>
  shows ? { ...context, ns: [...context.ns, "proof"] } : context

/** Each project's page, with the case study's quote, the next project and its service. */
const createProjectPages = (
  actions: CreatePagesArgs["actions"],
  projects: readonly ProjectEntry[],
  proof: ProofEntries,
  shareImage: (page: { name: string; language: Language; path: string }) => string
) => {
  for (const project of projects) {
    const quote = proof.testimonials[project.language].find(
      testimonial => testimonial.project?.path === project.path
    )
    const next = nextProject(project, projects)
    const service = mainService(project.services)
    actions.createPage({
      path: project.path,
      component: template("project"),
      context: {
        ...withProofStrings(
          createPageContext({
            language: project.language,
            pagePath: project.path,
            alternates: projectAlternates(projects, project.fileName),
            ns: "project",
            languageFallback: "portfolio",
          }),
          // A demo case study is marked; a real one shows proof only with a quote.
          quote || isDemo()
        ),
        id: project.id,
        shareImage: shareImage(project),
        // Only what there is: the context travels in the page data.
        ...(quote && { quote: { ...quote, project: undefined } }),
        ...(next && { next }),
        ...(service && { service }),
      },
    })
  }
}

/**
 * A post's author: the team member its `author` names; in the demo build, a post without one
 * gets a demo member in turn. Null shows the company as the author.
 */
const authorOf = (
  post: { author: string | null; language: Language },
  index: number,
  team: Record<Language, Person[]>
): Person | null => {
  const members = team[post.language]
  if (post.author) return members.find(member => member.id === post.author) ?? null
  const demoMembers = members.filter(member => member.demo)
  return demoMembers.length ? (demoMembers[index % demoMembers.length] ?? null) : null
}

const isServiceId = (id: string): id is ServiceId => (serviceIds as readonly string[]).includes(id)

export const createPages: GatsbyNode["createPages"] = async ({
  actions,
  graphql,
  reporter,
  cache,
}) => {
  const { createPage, createSlice } = actions
  const read = localeReader()
  const sharePages: SharePage[] = []
  /** A page's share image: listed to be written, its address kept in the page's context. */
  const shareImage = (page: SharePage) => {
    sharePages.push(page)
    return shareImagePath(page)
  }

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
            title
            translationKey
            date(formatString: "YYYY-MM-DD")
            author
          }
        }
      }
    }
  `)
  const data = dataOf(result, reporter, "the blog posts")
  if (!data) return
  // onCreateNode stopped the build at any invalid file: these checks only narrow the types.
  const posts: (PostEntry & { title: string; author: string | null })[] =
    data.allMarkdownRemark.nodes.flatMap(({ id, fileAbsolutePath, fields, frontmatter }) =>
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
              title: frontmatter?.title ?? "",
              author: frontmatter?.author ?? null,
            },
          ]
        : []
    )
  const collisions = findCollisions(posts)
  if (collisions.length) {
    reporter.panicOnBuild(`Blog posts with errors:\n${collisions.join("\n")}`)
    return
  }
  const projects = await readProjects({ graphql, reporter })
  if (!projects) return
  const proof = await readProof({ graphql, reporter }, projects, posts, relativeFile)
  if (!proof) return
  createProjectPages(actions, projects, proof, project =>
    shareImage(projectSharePage(project, read, company.brand))
  )
  const projectCards = Object.fromEntries(
    languages.map(language => [
      language,
      projects.filter(project => project.language === language).map(project => project.card),
    ])
  ) as Record<Language, ProjectCardData[]>
  /** Near a page's call to action: the team on the home page only, and at most two quotes. */
  const proofNearAction = (language: Language, withTeam: boolean) =>
    proofOf({
      ...(withTeam && { team: proof.team[language] }),
      testimonials: proof.testimonials[language].slice(0, 2),
      clients: proof.clients,
    })

  // The privacy policy's body is a slice per language: its text stays out of the page data.
  for (const language of languages)
    createSlice({
      id: privacyPolicySliceId(language),
      component: template("privacy-policy"),
      context: privacyPolicySliceContext(language),
    })

  for (const id of routeIds) {
    const route = routes[id]
    // The blog's lists are created page by page below.
    if ("paginated" in route) continue
    for (const language of languages) {
      const pagePath = route[language]
      const isEnglish404 = id === "not-found" && language === "en"
      const nearAction =
        id === "home" || id === "contact" || isServiceId(id)
          ? proofNearAction(language, id === "home")
          : undefined
      const matching = isServiceId(id) ? matchingProjects(id, language, projects) : []
      const aboutEntries =
        id === "about" &&
        (proof.team[language].length || proof.testimonials[language].length || proof.clients.length)
      createPage({
        path: pagePath,
        // The plugin's own localized 404 gets `/en/en/*`; ours catches every unknown English path.
        matchPath: isEnglish404 ? "/en/*" : undefined,
        component: template(route.template),
        ...(id === "privacy"
          ? { slices: { [privacyPolicySlice]: privacyPolicySliceId(language) } }
          : {}),
        // Only what the template's query and code read: the context travels in the page data.
        context: {
          ...withProofStrings(
            createPageContext({ language, routeId: id }),
            nearAction || matching.length || aboutEntries
          ),
          shareImage: shareImage(routeSharePage(id, language, read, company.brand)),
          ...(id === "home" ? { projects: projectCards[language].slice(0, 3) } : {}),
          ...(id === "portfolio" ? { projects: projectCards[language] } : {}),
          ...(matching.length && { matching }),
          ...(nearAction && { proof: nearAction }),
        },
      })
    }
  }

  // Each list of the blog, 12 posts a page: page 1 at the list's address, then /strona/2, /page/2/.
  for (const list of planListPages(posts)) {
    const { routeId, language, category, page, pageCount, path: pagePath } = list
    createPage({
      path: pagePath,
      component: template("blog"),
      context: {
        ...createPageContext({
          language,
          routeId,
          ...(page > 1 && { listPage: { pagePath, alternates: list.alternates } }),
        }),
        shareImage: shareImage({
          ...routeSharePage(routeId, language, read, company.brand),
          pagePath,
        }),
        category,
        categories: category ? [category] : [...blogCategories],
        page,
        pageCount,
        skip: list.skip,
        limit: list.limit,
      },
    })
  }

  const { alternates, warnings } = translations(posts)
  for (const warning of warnings) reporter.warn(warning)
  const related = relatedPosts(posts)

  for (const [index, post] of posts.entries()) {
    const [relatedA = null, relatedB = null] = related.get(post.id) ?? []
    const author = authorOf(post, index, proof.team)
    // The article text is a slice: its HTML stays out of the page data that prefetching downloads.
    const bodySlice = `post-body-${post.id}`
    createSlice({ id: bodySlice, component: template("post-body"), context: { id: post.id } })
    createPage({
      path: post.path,
      component: template("blog-post"),
      slices: { [postBodySlice]: bodySlice },
      context: {
        ...withProofStrings(
          createPageContext({
            language: post.language,
            pagePath: post.path,
            alternates: alternates.get(post.id) ?? {},
            ns: "blog",
            languageFallback: "blog",
          }),
          author
        ),
        id: post.id,
        shareImage: shareImage(postSharePage(post, read, company.brand)),
        category: post.category,
        // Looked up one by one: a list query would make every post page depend on every post.
        relatedA,
        relatedB,
        ...(author && { author }),
      },
    })
  }

  await publishShareImages(sharePages, cache, reporter)
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
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const warning = exampleWarning(exampleFields())
  if (warning) reporter.warn(warning)
  const demoProblem = demoDeployProblem()
  if (demoProblem) reporter.panic(demoProblem)
  // Before sourcing: the demo build reads the portfolio from what this writes.
  if (isDemo()) {
    await prepareDemoContent()
    reporter.warn(`SITE_DEMO: a demo build, with the fictional entries of fixtures/demo.`)
  }
  const prices = examplePricingFields(pricing)
  if (prices.length)
    reporter.warn(`content/pricing.json still holds example prices: ${prices.join(", ")}.`)
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  const companyProblems = validateCompany(companyDetails)
  if (companyProblems.length)
    reporter.panicOnBuild(`Company details with errors:\n${companyProblems.join("\n")}`)
  const pricingProblems = validatePricing(pricing)
  if (pricingProblems.length)
    reporter.panicOnBuild(`Prices with errors:\n${pricingProblems.join("\n")}`)
  if (!isConfigured(emailjsConfig))
    reporter.warn(
      "EmailJS is not configured (GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, " +
        "GATSBY_EMAILJS_PUBLIC_KEY): the contact form will show an error and the company's e-mail address."
    )
}

/** The preloaded cuts of the web font (src/styles/font-subsets.ts). */
const preloadedFontsDir = path.resolve("src/styles/fonts")

/**
 * - No source maps in the deploy: they would publish the site's full source (`sourcesContent`)
 *   and nobody reads them in production. Errors are reproduced with `npm run develop`, which
 *   keeps its own maps. Only the browser bundles' stage: the HTML stage keeps Gatsby's default.
 * - The preloaded font files are always files of their own in /static/ (long-lived caching):
 *   Gatsby's font rule inlines a file under 10 KB as a data: URL, which would put the Polish
 *   cut into every page twice (its preload and its @font-face). check:build fails on a data: URL.
 * - Gatsby's app bundle split in two: its entry alone, and every other module of it in a chunk
 *   of its own (serving/bundles.ts, appModulesChunk).
 * - V8's compile hint on the first line of every script bundle (serving/bundles.ts).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  loaders,
  plugins,
  reporter,
}) => {
  const config = getConfig()
  const isFontRule = (rule: { test?: unknown }) =>
    rule.test instanceof RegExp && rule.test.test("font.woff2")
  config.module.rules = [
    ...config.module.rules.map((rule: { test?: unknown }) =>
      isFontRule(rule) ? { ...rule, exclude: preloadedFontsDir } : rule
    ),
    { test: /\.woff2$/, include: preloadedFontsDir, use: [loaders.file()] },
  ]
  // The demo build's company details carry the demo contact person (scripts/demo-content.ts).
  if (isDemo())
    config.plugins.push(
      new NormalModuleReplacementPlugin(
        /content[\\/]company\.json$/,
        path.resolve(demoContentDir, "company.json")
      )
    )
  if (stage === "build-javascript") {
    config.devtool = false
    // Every module the app bundle would hold, but Gatsby's entry (.cache/production-app.js),
    // into a chunk of its own, loaded before it (serving/bundles.ts, appModulesChunk). React and
    // its kin stay in Gatsby's framework chunk (priority 40).
    const cacheGroups = config.optimization?.splitChunks?.cacheGroups
    if (!cacheGroups)
      reporter.panic(
        "gatsby-node.ts: Gatsby's webpack configuration has no optimization.splitChunks.cacheGroups " +
          `to add the ${appModulesChunk} chunk to. Gatsby changed how it splits its bundles: see ` +
          `"The app's entry in a file of its own" in docs/performance.md.`
      )
    cacheGroups[appModulesChunk] = {
      chunks: "initial",
      name: appModulesChunk,
      test: (module: { nameForCondition?: () => string | null }) =>
        !/[\\/]production-app\.js$/.test(module.nameForCondition?.() ?? ""),
      priority: 35,
      enforce: true,
    }
    // After minification (the report stage), which would drop the comment as any other.
    config.plugins.push(
      plugins.banner({
        banner: compileHint,
        raw: true,
        include: compileHintBundles,
        stage: Compilation.PROCESS_ASSETS_STAGE_REPORT,
      })
    )
  }
  actions.replaceWebpackConfig(config)
}
