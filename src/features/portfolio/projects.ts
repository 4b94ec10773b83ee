import { routes } from "../../routes"
import type { Language } from "../../i18n/languages"
import type { Alternates } from "../../i18n/paths"
import { typeset } from "../../i18n/typeset"

/** Longest name: it is the page's title and h1. */
export const maxNameLength = 70
/**
 * Longest summary: it is the card's text and the page's meta description. The list page carries
 * every card in its page data, which the build holds to 15 KB with 30 projects.
 */
export const maxSummaryLength = 160

/** The card image: cropped to 3:2 and served as WebP, so every card has the same box. */
export const cardImage = { width: 640, height: 427 } as const

/**
 * The file name of the case study of this site (content/portfolio/<language>/this-site.md): the
 * home page's section on the site links to it while it is there.
 */
export const thisSiteProject = "this-site"

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
  /** The same picture in the dark scheme, when the project has one (a screenshot's dark twin). */
  imageDark?: string
  /** A real client's project: shown without the example mark. */
  real?: true
  /** A demo build's case study (scripts/demo-content.ts): marked demo instead. */
  demo?: true
  /** The case study's first result, when it has any: the card's one figure. */
  result?: { value: string; label: string }
}

/** An example project: neither a real client's nor a demo build's case study. */
export const isExample = (project: { real?: boolean | null; demo?: boolean | null }): boolean =>
  !project.real && !project.demo

/** Where a project lives: `/en/portfolio/<slug>/` or `/portfolio/<slug>`. */
export const projectPath = (language: Language, slug: string): string =>
  language === "en" ? `${routes.portfolio.en}${slug}/` : `${routes.portfolio.pl}/${slug}`

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

/** Plain paragraphs of a story field, typeset: a blank line starts a new one. */
export const paragraphs = (text: string | null | undefined): string[] =>
  (text ?? "")
    .split(/\n\s*\n/)
    .map(paragraph => typeset(paragraph.replace(/\s+/g, " ").trim()))
    .filter(Boolean)

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

type CardInput = Omit<ProjectCardData, "real" | "demo" | "result" | "imageDark"> & {
  imageDark?: string | null
  real?: boolean | null
  demo?: boolean | null
  results?: readonly { value: string; label: string }[] | null
}

/**
 * A card's data; `real`, `demo` and the first result only when there are, since every byte
 * repeats once per project.
 */
export const projectCard = ({
  real,
  demo,
  results,
  imageDark,
  ...card
}: CardInput): ProjectCardData => {
  const first = results?.[0]
  return {
    ...card,
    ...(imageDark && { imageDark }),
    ...(real && { real: true as const }),
    ...(demo && { demo: true as const }),
    ...(first && { result: { value: first.value, label: first.label } }),
  }
}
