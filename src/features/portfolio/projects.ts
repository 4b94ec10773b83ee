import { routes, serviceIds, type ServiceId } from "../../routes"
import type { Language } from "../../i18n/languages"
import type { Alternates } from "../../i18n/paths"
import { caseStudyProblems } from "./case-study"

/** Longest name: it is the page's title and h1. */
export const maxNameLength = 70
/**
 * Longest summary: it is the card's text and the page's meta description. The list page carries
 * every card in its page data, which the build holds to 15 KB with 30 projects.
 */
export const maxSummaryLength = 160

/** The card image: cropped to 3:2 and served as WebP, so every card has the same box. */
export const cardImage = { width: 640, height: 427 } as const

/** The parts of a project's story, each a frontmatter field of plain paragraphs. */
export const storyParts = ["challenge", "solution", "result"] as const
export type StoryPart = (typeof storyParts)[number]

/** What a card shows, as flat as it gets: the list page carries one per project in its data. */
export type ProjectCardData = {
  slug: string
  name: string
  summary: string
  /** Address of the card image (see `cardImage`). */
  image: string | null
  /** A real client's project: shown without the example mark. */
  real?: true
}

/** Where a project lives: `/en/portfolio/<slug>/` or `/portfolio/<slug>`. */
export const projectPath = (language: Language, slug: string): string =>
  language === "en" ? `${routes.portfolio.en}${slug}/` : `${routes.portfolio.pl}/${slug}`

/** File names and address slugs: lowercase letters, digits and single hyphens. */
const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** The file's name without `.md`: both language versions of a project share it. */
export const projectFileName = (file: string): string =>
  file.replace(/^.*\//, "").replace(/\.md$/, "")

/**
 * The address's last part: the frontmatter `slug` when given, else the file name. The language
 * versions share a file name (the CMS pairs them by it) and each has an address in its language.
 */
export const projectSlug = (file: string, frontmatter: Record<string, unknown>): string =>
  typeof frontmatter.slug === "string" && frontmatter.slug !== ""
    ? frontmatter.slug
    : projectFileName(file)

/** A project as gatsby-node pairs and places it. */
type ProjectEntry = {
  file: string
  language: Language
  /** The shared file name, without `.md`. */
  fileName: string
  path: string
}

/** A project's pages in the languages it exists in: the versions with the same file name. */
export const projectAlternates = (
  projects: readonly ProjectEntry[],
  fileName: string
): Alternates =>
  Object.fromEntries(
    projects
      .filter(project => project.fileName === fileName)
      .map(project => [project.language, project.path])
  )

/** Two projects at one address: the build names both files. */
export const projectCollisions = (projects: readonly ProjectEntry[]): string[] => {
  const seen = new Map<string, string>()
  return projects.flatMap(project => {
    const other = seen.get(project.path)
    if (!other) seen.set(project.path, project.file)
    return other ? [`${project.file}: slug collides with ${other} (both at ${project.path})`] : []
  })
}

/** Plain paragraphs of a story field: a blank line starts a new one. */
export const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map(paragraph => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)

const isServiceId = (value: unknown): value is ServiceId =>
  typeof value === "string" && (serviceIds as readonly string[]).includes(value)

const nonEmptyList = (value: unknown): value is string[] =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(item => typeof item === "string" && item.trim() !== "")

/**
 * Checks one portfolio project: its file name and frontmatter. Each problem names the file and the
 * field, so the build stops with a message an editor can act on.
 */
export const validateProject = (
  file: string,
  frontmatter: Record<string, unknown>,
  body = ""
): string[] => {
  const problems: string[] = []
  const fileName = projectFileName(file)
  if (!slugPattern.test(fileName))
    problems.push(
      `${file}: the file name "${fileName}" must be lowercase letters, digits and hyphens`
    )
  const { slug } = frontmatter
  if (slug !== undefined && slug !== null && (typeof slug !== "string" || !slugPattern.test(slug)))
    problems.push(
      `${file}: frontmatter "slug" is "${String(slug)}"; it must be lowercase letters, digits and hyphens`
    )
  for (const field of ["name", "client", "summary", "image", "imageAlt", ...storyParts]) {
    const value = frontmatter[field]
    if (typeof value !== "string" || value.trim() === "")
      problems.push(`${file}: frontmatter "${field}" is missing or empty`)
  }
  const { name, summary } = frontmatter
  if (typeof name === "string" && name.trim().length > maxNameLength)
    problems.push(
      `${file}: frontmatter "name" is ${name.trim().length} characters, at most ${maxNameLength}`
    )
  if (typeof summary === "string" && summary.trim().length > maxSummaryLength)
    problems.push(
      `${file}: frontmatter "summary" is ${summary.trim().length} characters, at most ${maxSummaryLength}`
    )
  if (!nonEmptyList(frontmatter.technologies))
    problems.push(`${file}: frontmatter "technologies" must be a non-empty list of names`)
  const services = frontmatter.services
  if (!nonEmptyList(services))
    problems.push(
      `${file}: frontmatter "services" must be a non-empty list of service pages (${serviceIds.join(", ")})`
    )
  else
    for (const service of services.filter(item => !isServiceId(item)))
      problems.push(
        `${file}: frontmatter "services" names "${service}", expected one of ${serviceIds.join(", ")}`
      )
  if (!Number.isInteger(frontmatter.order))
    problems.push(`${file}: frontmatter "order" must be a whole number`)
  if (frontmatter.real !== undefined && frontmatter.real !== null)
    if (typeof frontmatter.real !== "boolean")
      problems.push(`${file}: frontmatter "real" must be true or false`)
  // One concept, one name: a project is an example unless it is marked real.
  if (frontmatter.example !== undefined)
    problems.push(
      `${file}: frontmatter "example" is no longer read; a project is shown as an example unless it has "real: true"`
    )
  if (body.trim() !== "")
    problems.push(
      `${file}: the text after the frontmatter is not shown; write the story in "challenge", "solution" and "result"`
    )
  problems.push(...caseStudyProblems(file, frontmatter))
  return problems
}

/** A warning for each project without a counterpart in the other language. */
export const missingTranslations = (
  projects: readonly Pick<ProjectEntry, "file" | "language" | "fileName">[],
  languages: readonly Language[]
): string[] =>
  projects.flatMap(project => {
    const missing = languages.filter(
      language =>
        !projects.some(other => other.language === language && other.fileName === project.fileName)
    )
    return missing.length
      ? [
          `${project.file}: no ${missing.join(", ")} version with the file name "${project.fileName}.md"`,
        ]
      : []
  })

type CardInput = Omit<ProjectCardData, "real"> & { real?: boolean | null }

/** A card's data; `real` only when set, since every byte repeats once per project. */
export const projectCard = ({ real, ...card }: CardInput): ProjectCardData =>
  real ? { ...card, real: true } : card
