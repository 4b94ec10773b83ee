/**
 * Proof of work outside the about page: the team, clients' words and logos near the calls to
 * action, each case study's quote, a post's author and a service's example projects. gatsby-node
 * gathers them once per language and hands each page only what it shows, and only when there is
 * an entry: a page without any carries nothing (no section, no bytes in its page data).
 */
import type { Language } from "../../i18n/languages"
import { serviceIds, type ServiceId } from "../../routes"
import type { ProjectCardData } from "../portfolio/projects"

/** A team member as a post's author or the home page's compact team shows them. */
export type Person = {
  id: string
  name: string
  role: string
  /** Address of the cropped square photo, when the member has one. */
  photo: string | null
  /** An entry of the demo content (fixtures/demo): marked on the page. */
  demo?: true
}

/** A client's words, with the case study they belong to when there is one. */
export type Quote = {
  id: string
  name: string
  role: string
  company: string
  quote: string
  consentDisplay: string
  /** The case study's name and address. */
  project?: { name: string; path: string }
  demo?: true
}

export type Logo = {
  id: string
  company: string
  logo: string
  url: string | null
  demo?: true
}

/** What a page near its call to action shows; each part only when it has entries. */
export type Proof = {
  team?: Person[]
  testimonials?: Quote[]
  clients?: Logo[]
}

/** Initials for a person without a photo: "Anna Nowak" -> "AN". */
export const initials = (name: string): string =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map(word => word[0]?.toLocaleUpperCase() ?? "")
    .join("")

/** Only the parts with entries; undefined when there is none, so the page data stays as it was. */
export const proofOf = (parts: Proof): Proof | undefined => {
  const kept = Object.fromEntries(
    Object.entries(parts).filter(([, list]) => Array.isArray(list) && list.length > 0)
  ) as Proof
  return Object.keys(kept).length ? kept : undefined
}

/** A demo flag only where it is set: every byte repeats in the page data. */
export const demoFlag = (demo: boolean | null | undefined): { demo?: true } =>
  demo ? { demo: true } : {}

/** A project of the portfolio as the proof reads it: its language, file name and services. */
export type ProjectRef = {
  language: Language
  fileName: string
  path: string
  name: string
  services: readonly string[]
  card: ProjectCardData
}

/** How many of its projects a service page shows: one row; the portfolio has the rest. */
export const matchingLimit = 3

/**
 * A service page's example projects: those naming the service, the first in the portfolio's
 * order up to one row (matchingLimit); the websites overview also shows those of each kind of
 * website.
 */
export const matchingProjects = (
  service: ServiceId,
  language: Language,
  projects: readonly ProjectRef[]
): ProjectCardData[] =>
  projects
    .filter(isOfService(service, language))
    .slice(0, matchingLimit)
    .map(project => project.card)

/** Whether a project in `language` names the service (any kind of website, for the overview). */
const isOfService =
  (service: ServiceId, language: Language) =>
  (project: ProjectRef): boolean =>
    project.language === language &&
    project.services.some(
      id => id === service || (service === "websites" && id.startsWith("websites-"))
    )

/**
 * The two quotes near a page's call to action. On a service page, clients' words about a project
 * of that service come first (matchingProjects), so each service page does not repeat the same
 * two; elsewhere, and to fill up, the first in the collection's order.
 */
export const quotesNear = (
  testimonials: readonly Quote[],
  service?: ServiceId,
  language?: Language,
  projects: readonly ProjectRef[] = []
): Quote[] => {
  if (!service || !language) return testimonials.slice(0, 2)
  return quotesAbout(testimonials, projects.filter(isOfService(service, language)))
}

/**
 * The two quotes beside some projects: clients' words about those first, then the first of the
 * rest in the collection's order. The home page's are about the projects shown above them.
 */
export const quotesAbout = (
  testimonials: readonly Quote[],
  shown: readonly Pick<ProjectRef, "path">[]
): Quote[] => {
  const paths = new Set(shown.map(project => project.path))
  const about = (quote: Quote) => Boolean(quote.project && paths.has(quote.project.path))
  return [...testimonials.filter(about), ...testimonials.filter(quote => !about(quote))].slice(0, 2)
}

/** The project after this one in the list of its language, the first after the last. */
export const nextProject = (
  project: Pick<ProjectRef, "language" | "fileName">,
  projects: readonly ProjectRef[]
): { name: string; path: string } | undefined => {
  const same = projects.filter(other => other.language === project.language)
  if (same.length < 2) return undefined
  const index = same.findIndex(other => other.fileName === project.fileName)
  const next = same[(index + 1) % same.length]
  return next ? { name: next.name, path: next.path } : undefined
}

/** The service page a case study links back to: the first of its services. */
export const mainService = (services: readonly string[]): ServiceId | undefined =>
  services.find((id): id is ServiceId => (serviceIds as readonly string[]).includes(id))

type Referring = { file: string; value: string | null | undefined }

/** A post whose `author` names no member of the team in its language. */
export const authorProblems = (
  posts: readonly (Referring & { language: Language })[],
  team: readonly { id: string; language: Language }[]
): string[] =>
  posts.flatMap(({ file, value, language }) =>
    !value || team.some(member => member.id === value && member.language === language)
      ? []
      : [
          `${file}: frontmatter "author" names "${value}", which is not a team member (expected content/team/${language}/${value}.md)`,
        ]
  )

/** A testimonial whose `project` names no portfolio project. */
export const testimonialProjectProblems = (
  testimonials: readonly Referring[],
  projectFileNames: readonly string[]
): string[] =>
  testimonials.flatMap(({ file, value }) =>
    !value || projectFileNames.includes(value)
      ? []
      : [
          `${file}: frontmatter "project" names "${value}", which is not a portfolio project (expected content/portfolio/<pl|en>/${value}.md)`,
        ]
  )
