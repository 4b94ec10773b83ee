import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { Breadcrumb } from "../components/ui/breadcrumb"
import { ClosingCta } from "../components/ui/closing-cta"
import { Container, Lead } from "../components/ui/container"
import { Picture } from "../components/ui/picture"
import { Header } from "../features/blog/post-layout"
import { ProjectFacts } from "../features/portfolio/project-facts"
import { ProjectStory } from "../features/portfolio/project-story"
import { creativeWorkLd } from "../features/portfolio/project-structured-data"
import { ServiceLinks } from "../features/services/service-links"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import { localizedPath } from "../i18n/paths"
import type { ServiceId } from "../routes"
import { theme } from "../styles/theme"

type Data = Queries.ProjectPageQuery
type ProjectContext = PageContext & { id: string }

const Note = styled.p`
  max-width: ${theme.sizes.text};
  margin: ${theme.space[4]} 0 0;
  padding-left: ${theme.space[4]};
  border-left: 4px solid ${theme.colors.accent};
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

// The illustration is a light composition: framed on a raised card, it stays legible in the
// dark scheme too.
const Figure = styled.figure`
  margin: ${theme.space[6]} 0 0;
  padding: ${theme.space[3]};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.xl};
  box-shadow: ${theme.shadows.card};

  img {
    border-radius: ${theme.radii.lg};
  }
`

const Story = styled.div`
  padding-bottom: ${theme.space[8]};
`

/** A portfolio project: what the client needed, what we built, the result, and related services. */
const ProjectPage = ({ data }: PageProps<Data, ProjectContext>) => {
  const { t } = useTranslation("common")
  const strings = localeContent(data.locales, "project")
  const project = data.project?.frontmatter
  const image = project?.image?.childImageSharp?.gatsbyImageData
  return (
    <Layout>
      <article>
        <Header>
          <Container>
            <Breadcrumb label={t("breadcrumb.label")} parents={["home", "portfolio"]} />
            <h1>{project?.name}</h1>
            <Lead>{project?.summary}</Lead>
            {!project?.real && <Note>{strings["example.note"]}</Note>}
          </Container>
        </Header>
        {image && (
          <Container>
            <Figure>
              <Picture image={image} alt={project?.imageAlt ?? ""} eager />
            </Figure>
          </Container>
        )}
        <Container $narrow>
          <Story>
            <ProjectFacts
              client={project?.client ?? ""}
              technologies={project?.technologies ?? []}
            />
            <ProjectStory story={project ?? {}} strings={strings} />
            <ServiceLinks
              id="project-services"
              title={strings["services.title"]}
              text={strings["services.text"]}
              services={(project?.services ?? []) as ServiceId[]}
            />
          </Story>
        </Container>
      </article>
      <ClosingCta
        title={strings["cta.title"]}
        text={strings["cta.text"]}
        ctaText={strings["cta.button"]}
      />
    </Layout>
  )
}

export default ProjectPage

export const Head: HeadFC<Data, ProjectContext> = ({ data, pageContext }) => {
  const { language, pagePath } = pageContext
  const project = data.project?.frontmatter
  const name = project?.name ?? ""
  const summary = project?.summary ?? ""
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      title={name}
      description={summary}
      parents={["home", "portfolio"]}
      jsonLd={[
        creativeWorkLd({
          name,
          description: summary,
          path: pagePath,
          language,
          image: project?.image?.childImageSharp?.gatsbyImageData.images.fallback?.src,
          technologies: project?.technologies ?? [],
          portfolioPath: localizedPath("portfolio", language),
        }),
      ]}
    />
  )
}

export const query = graphql`
  query ProjectPage($id: String!, $language: String!, $ns: [String!]!) {
    ...PageLocales
    project: markdownRemark(id: { eq: $id }) {
      frontmatter {
        name
        client
        summary
        technologies
        services
        real
        challenge
        solution
        result
        imageAlt
        image {
          childImageSharp {
            gatsbyImageData(
              width: 1200
              layout: CONSTRAINED
              placeholder: NONE
              breakpoints: [640, 960, 1200]
            )
          }
        }
      }
    }
  }
`
