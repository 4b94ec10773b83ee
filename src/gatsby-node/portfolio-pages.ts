import type { CreatePagesArgs } from "gatsby"
import { isLanguage, languages, type Language } from "../i18n/languages"
import { createPageContext } from "../i18n/page-context"
import { isDemo } from "../config/demo"
import {
  cardImage,
  isExample,
  missingTranslations,
  projectAlternates,
  projectCard,
  projectCollisions,
  projectFileName,
  type ProjectCardData,
} from "../features/portfolio/projects"
import { mainService, nextProject, type ProjectRef } from "../features/proof/proof"
import type { ProofEntries } from "../features/proof/collect"
import { dataOf, stopsOn, template, withProofStrings } from "./shared"

export type ProjectEntry = ProjectRef & { id: string; file: string }

/**
 * Portfolio projects, with the cards that the portfolio and home pages carry in their context.
 * Flat card objects, not a page query: the query's nesting cost about 100 bytes more per project,
 * which 30 projects cannot afford within the 15 KB page-data budget.
 */
export const readProjects = async ({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<ProjectEntry[] | null> => {
  const result = await graphql<
    Queries.PortfolioProjectsQuery,
    Queries.PortfolioProjectsQueryVariables
  >(
    `
      query PortfolioProjects($cardWidth: Int!, $cardHeight: Int!) {
        allPortfolioProject(sort: [{ frontmatter: { order: ASC } }, { fields: { slug: ASC } }]) {
          nodes {
            id
            fields {
              language
              slug
              path
              file
            }
            frontmatter {
              name
              summary
              real
              demo
              results {
                value
                label
              }
              services
              image {
                ...ProjectCardPicture
              }
              imageDark {
                ...ProjectCardPicture
              }
            }
          }
        }
      }

      # The card's picture and its dark twin, at the card's size (cardImage).
      fragment ProjectCardPicture on File {
        childImageSharp {
          resize(width: $cardWidth, height: $cardHeight, fit: COVER, toFormat: WEBP, quality: 80) {
            src
          }
        }
      }
    `,
    { cardWidth: cardImage.width, cardHeight: cardImage.height }
  )
  const data = dataOf(result, reporter, "the portfolio projects")
  if (!data) return null
  // onCreateNode stopped the build at any invalid file: these checks only narrow the types.
  const projects = data.allPortfolioProject.nodes.flatMap(({ id, fields, frontmatter }) =>
    isLanguage(fields.language)
      ? [
          {
            id,
            file: fields.file,
            fileName: projectFileName(fields.file),
            language: fields.language,
            path: fields.path,
            name: frontmatter.name,
            services: frontmatter.services,
            card: projectCard({
              slug: fields.slug,
              name: frontmatter.name,
              summary: frontmatter.summary,
              image: frontmatter.image.childImageSharp?.resize?.src ?? null,
              imageDark: frontmatter.imageDark?.childImageSharp?.resize?.src,
              real: frontmatter.real,
              demo: frontmatter.demo,
              results: frontmatter.results,
            }),
          },
        ]
      : []
  )
  if (stopsOn(reporter, "Portfolio projects with errors", projectCollisions(projects))) return null
  for (const warning of missingTranslations(projects, languages)) reporter.warn(warning)
  return projects
}

/** Each language's project cards, in the portfolio's order. */
export const projectCards = (projects: readonly ProjectEntry[]) =>
  Object.fromEntries(
    languages.map(language => [
      language,
      projects.filter(project => project.language === language).map(project => project.card),
    ])
  ) as Record<Language, ProjectCardData[]>

/** Each project's page, with the case study's quote, the next project and its service. */
export const createProjectPages = (
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
    // The next project's card picture, as on its card: the way on is a picture, not a line.
    const nextCard = projects.find(other => other.path === next?.path)?.card
    const nextImage = nextCard?.image
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
        ...(next && {
          next: {
            ...next,
            ...(nextImage && { image: nextImage }),
            ...(nextCard?.imageDark && { imageDark: nextCard.imageDark }),
            ...(nextCard && isExample(nextCard) && { drawing: true as const }),
          },
        }),
        ...(service && { service }),
      },
    })
  }
}
