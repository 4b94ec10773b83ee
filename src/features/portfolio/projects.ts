import { routes, serviceRouteIds, type ServiceRouteId } from "../../routes"
import type { Language } from "../../i18n/languages"
import type { Alternates } from "../../i18n/paths"

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
  example?: true
}

/** Where a project lives: `/en/portfolio/<slug>/` or `/portfolio/<slug>`. */
export const projectPath = (language: Language, slug: string): string =>
  language === "en" ? `${routes.portfolio.en}${slug}/` : `${routes.portfolio.pl}/${slug}`

/** A project's pages in the languages it exists in (the same slug in each). */
export const projectAlternates = (slug: string, languages: readonly Language[]): Alternates =>
  Object.fromEntries(languages.map(language => [language, projectPath(language, slug)]))

/** Plain paragraphs of a story field: a blank line starts a new one. */
export const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map(paragraph => paragraph.replace(/\s+/g, " ").trim())
    .filter(Boolean)

const isServiceRouteId = (value: unknown): value is ServiceRouteId =>
  typeof value === "string" && (serviceRouteIds as readonly string[]).includes(value)

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
  const slug = file.replace(/^.*\//, "").replace(/\.md$/, "")
  if (!/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug))
    problems.push(`${file}: the file name "${slug}" must be lowercase letters, digits and hyphens`)
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
      `${file}: frontmatter "services" must be a non-empty list of service pages (${serviceRouteIds.join(", ")})`
    )
  else
    for (const service of services.filter(item => !isServiceRouteId(item)))
      problems.push(
        `${file}: frontmatter "services" names "${service}", expected one of ${serviceRouteIds.join(", ")}`
      )
  if (!Number.isInteger(frontmatter.order))
    problems.push(`${file}: frontmatter "order" must be a whole number`)
  if (frontmatter.example !== undefined && frontmatter.example !== null)
    if (typeof frontmatter.example !== "boolean")
      problems.push(`${file}: frontmatter "example" must be true or false`)
  if (body.trim() !== "")
    problems.push(
      `${file}: the text after the frontmatter is not shown; write the story in "challenge", "solution" and "result"`
    )
  return problems
}

type ProjectEntry = { file: string; language: Language; slug: string }

/** A warning for each project without a counterpart in the other language. */
export const missingTranslations = (
  projects: readonly ProjectEntry[],
  languages: readonly Language[]
): string[] =>
  projects.flatMap(project => {
    const missing = languages.filter(
      language =>
        !projects.some(other => other.language === language && other.slug === project.slug)
    )
    return missing.length
      ? [
          `${project.file}: no ${missing.join(", ")} version with the file name "${project.slug}.md"`,
        ]
      : []
  })

type CardInput = Omit<ProjectCardData, "example"> & { example?: boolean | null }

/** A card's data; `example` only when set, since every byte repeats once per project. */
export const projectCard = ({ example, ...card }: CardInput): ProjectCardData =>
  example ? { ...card, example: true } : card
