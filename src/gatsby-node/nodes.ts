import path from "path"
import { existsSync } from "fs"
import type { GatsbyNode, Node } from "gatsby"
import { isLanguage } from "../i18n/languages"
import { demoMarkProblem } from "../config/demo"
import { imageProblems, postPath } from "../features/blog/posts"
import { projectPath, projectSlug } from "../features/portfolio/projects"
import { blog, validatePost } from "../collections/blog"
import { portfolio, validateProject } from "../collections/portfolio"
import { clients, team, testimonials, validateAboutEntry } from "../collections/about"
import type { Collection } from "../collections/derive"
import { problemList, relativeFile } from "./shared"

type FileNode = { sourceInstanceName?: string; relativePath?: string; absolutePath?: string }

/** A Markdown file of one of the site's collections, as each collection's check reads it. */
export type Entry = {
  relativePath: string
  /** The file as the build's messages name it. */
  shown: string
  frontmatter: Record<string, unknown>
  body: string
  /** Whether a file the entry names, relative to it, exists. */
  exists: (relative: string) => boolean
}

/**
 * An entry's checked frontmatter and the fields the build derives (its language, address and
 * file); or the problems that stop the build, under a heading.
 */
type Placed =
  | { frontmatter: Record<string, unknown>; fields: Record<string, string | undefined> }
  | { stop: string }

const blogPost = ({ relativePath, shown, frontmatter, body }: Entry): Placed => {
  const checked = validatePost(shown, frontmatter, relativePath)
  const problems = [...checked.problems, ...imageProblems(shown, body)]
  const { language, category, slug } = checked
  if (problems.length || !checked.frontmatter || !language || !category || !slug)
    return { stop: problemList("Blog post with errors", problems) }
  return {
    frontmatter: checked.frontmatter,
    fields: { language, category, slug, path: postPath(language, category, slug), file: shown },
  }
}

const portfolioProject = ({ relativePath, shown, frontmatter, body, exists }: Entry): Placed => {
  const [language, name] = relativePath.split("/")
  if (!isLanguage(language) || !name?.endsWith(".md"))
    return { stop: `${shown}: a project must be at content/portfolio/<pl|en>/<slug>.md` }
  const checked = validateProject(shown, frontmatter, body, exists)
  if (checked.problems.length || !checked.frontmatter)
    return { stop: problemList("Portfolio project with errors", checked.problems) }
  const slug = projectSlug(shown, checked.frontmatter)
  return {
    frontmatter: checked.frontmatter,
    fields: { language, slug, path: projectPath(language, slug), file: shown },
  }
}

/** A team member, testimonial or client of the about page. */
const aboutEntry =
  (collection: Collection) =>
  ({ relativePath, shown, frontmatter, body, exists }: Entry): Placed => {
    const [first, name] = relativePath.split("/")
    const language = collection === team ? first : undefined
    const checked =
      collection === team && !(isLanguage(language) && name?.endsWith(".md"))
        ? { problems: [`${shown}: a team member must be at content/team/<pl|en>/<id>.md`] }
        : validateAboutEntry(collection, shown, frontmatter, body, exists)
    if (checked.problems.length || !checked.frontmatter)
      return { stop: problemList("Entry of the about page with errors", checked.problems) }
    return {
      frontmatter: checked.frontmatter,
      fields: { language, slug: path.basename(relativePath, ".md"), file: shown },
    }
  }

/**
 * Each collection by the name of its gatsby-source-filesystem instance: its definition, whose
 * GraphQL type an entry's node takes, and its check.
 */
export const collections = new Map<string, [Collection, (entry: Entry) => Placed]>([
  ["blog", [blog, blogPost]],
  ["portfolio", [portfolio, portfolioProject]],
  ["team", [team, aboutEntry(team)]],
  ["testimonials", [testimonials, aboutEntry(testimonials)]],
  ["clients", [clients, aboutEntry(clients)]],
])

/** Without the fields left out: a node holds what the file has. */
const defined = (record: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(record).filter(([, value]) => value !== undefined))

/**
 * Each Markdown file of a collection gets a node of its collection's own type (`BlogPost`,
 * `PortfolioProject`…), a child of the file's MarkdownRemark node: its checked frontmatter and
 * the fields the build derives. A file that fails its check stops the build, naming file and
 * field.
 */
export const onCreateNode: GatsbyNode["onCreateNode"] = ({
  node,
  getNode,
  actions,
  reporter,
  createNodeId,
}) => {
  if (node.internal.type !== "MarkdownRemark" || !node.parent) return
  const file = getNode(node.parent) as FileNode | undefined
  if (!file?.relativePath) return
  const shown = relativeFile(file.absolutePath ?? file.relativePath)
  const frontmatter = (node.frontmatter ?? {}) as Record<string, unknown>
  const demoProblems = demoMarkProblem(shown, frontmatter)
  if (demoProblems.length) {
    reporter.panicOnBuild(demoProblems.join("\n"))
    return
  }
  const entry = collections.get(file.sourceInstanceName ?? "")
  if (!entry) return
  const [collection, place] = entry
  // gatsby-transformer-remark gives every file a `title`, empty when the file has none.
  const { title, ...written } = frontmatter
  const fileFrontmatter = title === "" && !("title" in collection.shape) ? written : frontmatter
  const here = path.dirname(file.absolutePath ?? file.relativePath)
  const placed = place({
    relativePath: file.relativePath,
    shown,
    frontmatter: fileFrontmatter,
    body: String((node as { rawMarkdownBody?: string }).rawMarkdownBody ?? ""),
    exists: relative => existsSync(path.resolve(here, relative)),
  })
  if ("stop" in placed) {
    reporter.panicOnBuild(placed.stop)
    return
  }
  const child = {
    id: createNodeId(`${collection.type} ${node.id}`),
    parent: node.id,
    children: [],
    frontmatter: defined(placed.frontmatter),
    internal: { type: collection.type, contentDigest: node.internal.contentDigest },
  } as unknown as Node
  actions.createNode(child)
  actions.createParentChildLink({ parent: node, child })
  // `fields` is Gatsby's own place for what a build derives, written only through this action.
  for (const [name, value] of Object.entries(placed.fields))
    if (value !== undefined) actions.createNodeField({ node: child, name, value })
}
