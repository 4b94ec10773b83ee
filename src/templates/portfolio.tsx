import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import styled from "styled-components"
import { Layout } from "../components/layout/layout"
import { BalancedGrid, featuredRows } from "../components/ui/balanced-grid"
import { ClosingCta } from "../components/ui/closing-cta"
import { TitledSection } from "../components/ui/titled-section"
import { PageHeader } from "../components/ui/page-header"
import { ProjectCard } from "../features/portfolio/project-card"
import { isExample, type ProjectCardData } from "../features/portfolio/projects"
import type { PageContext } from "../i18n/page-context"
import { localeContent } from "../i18n/locale-data"
import { localizedPath } from "../i18n/paths"
import { media } from "../styles/media"
import { theme } from "../styles/theme"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query PortfolioPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.PortfolioPageQuery
type PortfolioContext = PageContext & { projects: ProjectCardData[] }

/** Says the projects are examples (anonymous clients, illustrations) while any of them is one. */
const ExamplesNote = styled.p`
  max-width: ${theme.sizes.text};
  margin-bottom: ${theme.space[6]};
  padding: ${theme.space[3]} ${theme.space[4]};
  border-left: 4px solid ${theme.colors.accent};
  border-radius: 0 ${theme.radii.sm} ${theme.radii.sm} 0;
  background: ${theme.colors.surface};
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};

  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`

/** The first project leads alone across the grid's first row on a laptop (featuredRows). */
const leadsAlone = (count: number) => count > 1 && featuredRows(count, 3)[0] === 1

// The leading card's text at a size of its own beside its large picture: at a row card's size it
// stood small in the middle of an empty half.
const Projects = styled(BalancedGrid)`
  ${media.lg} {
    > [data-featured] h3 {
      font-size: ${theme.fontSizes.xl};
    }
    > [data-featured] [data-summary] {
      font-size: ${theme.fontSizes.lead};
    }
    > [data-featured] > div > div:last-child {
      padding: ${theme.space[7]};
    }
  }
`

/** The project cards: each links to the project's own page, where its story is. */
const PortfolioPage = ({ data, pageContext }: PageProps<Data, PortfolioContext>) => {
  const { header, realizations, examplesNote, thisSiteLink, closing } = localeContent(
    data.locales,
    "portfolio"
  )
  const examples = pageContext.projects.some(isExample)
  return (
    <Layout>
      <PageHeader
        title={examples ? header.examplesTitle : header.title}
        text={header.subtitle}
        cta={{ text: header.cta, to: header.link }}
      />
      <TitledSection id="projects-title" title={realizations.title} lead={realizations.subtitle}>
        {examples && (
          <ExamplesNote>
            {examplesNote}{" "}
            <Link to={localizedPath("home#this-site", pageContext.language)}>{thisSiteLink}</Link>
          </ExamplesNote>
        )}
        <Projects $count={pageContext.projects.length} $featured>
          {pageContext.projects.map((project, index) => (
            <ProjectCard
              key={project.slug}
              project={project}
              featured={index === 0 && leadsAlone(pageContext.projects.length)}
            />
          ))}
        </Projects>
      </TitledSection>
      <ClosingCta title={closing.title} ctaText={closing.ctaText} to={header.link} />
    </Layout>
  )
}

export default PortfolioPage
