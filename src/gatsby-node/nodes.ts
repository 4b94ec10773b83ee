import path from "path"
import { existsSync } from "fs"
import type { GatsbyNode } from "gatsby"
import { isLanguage } from "../i18n/languages"
import { demoMarkProblem } from "../config/demo"
import { imageProblems, postPath, validatePost, type PostFrontmatter } from "../features/blog/posts"
import { projectPath, projectSlug, validateProject } from "../features/portfolio/projects"
import {
  isoToday,
  validateClient,
  validateTeamMember,
  validateTestimonial,
} from "../features/about/entries"
import { problemList, relativeFile } from "./shared"

type FileNode = { sourceInstanceName?: string; relativePath?: string; absolutePath?: string }

/** A Markdown file of one of the site's collections, as each collection's check reads it. */
type Entry = {
  collection: string
  relativePath: string
  absolutePath?: string
  /** The file as the build's messages name it. */
  shown: string
  frontmatter: Record<string, unknown>
  body: string
}

/** The node's fields, in the order they are created; or the message that stops the build. */
type Outcome = { fields: Record<string, string | undefined> } | { stop: string }

const blogPost = ({ relativePath, shown, frontmatter, body }: Entry): Outcome => {
  const {
    problems: fieldProblems,
    language,
    category,
    slug,
  } = validatePost(shown, frontmatter as PostFrontmatter, relativePath)
  const problems = [...fieldProblems, ...imageProblems(shown, body)]
  if (problems.length || !language || !category || !slug)
    return { stop: problemList("Blog post with errors", problems) }
  const path = postPath(language, category, slug)
  return { fields: { collection: "blog", language, category, slug, path } }
}

const portfolioProject = ({ relativePath, shown, frontmatter, body }: Entry): Outcome => {
  const [language, name] = relativePath.split("/")
  if (!isLanguage(language) || !name?.endsWith(".md"))
    return { stop: `${shown}: a project must be at content/portfolio/<pl|en>/<slug>.md` }
  const problems = validateProject(shown, frontmatter, body)
  if (problems.length) return { stop: problemList("Portfolio project with errors", problems) }
  const slug = projectSlug(shown, frontmatter)
  return { fields: { collection: "portfolio", language, slug, path: projectPath(language, slug) } }
}

/** A team member, testimonial or client of the about page. */
const aboutEntry = (entry: Entry): Outcome => {
  const { collection, relativePath, shown, frontmatter, body } = entry
  const here = path.dirname(entry.absolutePath ?? relativePath)
  const exists = (relative: string) => existsSync(path.resolve(here, relative))
  const [first, name] = relativePath.split("/")
  const language = collection === "team" ? first : undefined
  const problems =
    collection === "team"
      ? isLanguage(language) && name?.endsWith(".md")
        ? validateTeamMember(shown, frontmatter, exists, body)
        : [`${shown}: a team member must be at content/team/<pl|en>/<id>.md`]
      : collection === "testimonials"
        ? validateTestimonial(shown, frontmatter, isoToday(), body)
        : validateClient(shown, frontmatter, isoToday(), exists, body)
  if (problems.length) return { stop: problemList("Entry of the about page with errors", problems) }
  return { fields: { collection, slug: path.basename(relativePath, ".md"), language } }
}

/** Each collection's check, by the name of its gatsby-source-filesystem instance. */
const collections = new Map<string, (entry: Entry) => Outcome>([
  ["blog", blogPost],
  ["portfolio", portfolioProject],
  ["team", aboutEntry],
  ["testimonials", aboutEntry],
  ["clients", aboutEntry],
])

export const onCreateNode: GatsbyNode["onCreateNode"] = ({ node, getNode, actions, reporter }) => {
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
  const collection = file.sourceInstanceName ?? ""
  const check = collections.get(collection)
  if (!check) return
  const outcome = check({
    collection,
    relativePath: file.relativePath,
    absolutePath: file.absolutePath,
    shown,
    frontmatter,
    body: String((node as { rawMarkdownBody?: string }).rawMarkdownBody ?? ""),
  })
  if ("stop" in outcome) {
    reporter.panicOnBuild(outcome.stop)
    return
  }
  for (const [name, value] of Object.entries(outcome.fields))
    if (value !== undefined) actions.createNodeField({ node, name, value })
}
