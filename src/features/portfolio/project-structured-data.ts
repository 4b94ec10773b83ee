import { company } from "../../config/company"
import { absoluteUrl, siteUrl } from "../../config/site"
import type { Language } from "../../i18n/languages"
import { localizedPath } from "../../i18n/paths"

type CreativeWorkInput = {
  name: string
  description: string
  path: string
  language: Language
  /** Site path of the project's image. */
  image?: string | null
  technologies: readonly string[]
  /** The portfolio page the project belongs to. */
  portfolioPath: string
}

/** A portfolio project as schema.org `CreativeWork`, made by the agency. */
export const creativeWorkLd = (project: CreativeWorkInput) => ({
  "@context": "https://schema.org",
  "@type": "CreativeWork",
  name: project.name,
  headline: project.name,
  description: project.description,
  url: absoluteUrl(project.path),
  mainEntityOfPage: absoluteUrl(project.path),
  inLanguage: project.language,
  ...(project.image && { image: absoluteUrl(project.image) }),
  keywords: project.technologies.join(", "),
  creator: {
    "@type": "Organization",
    "@id": `${siteUrl}/#organization`,
    name: company.brand,
    url: absoluteUrl(localizedPath("home", project.language)),
  },
  isPartOf: { "@type": "CollectionPage", url: absoluteUrl(project.portfolioPath) },
})
