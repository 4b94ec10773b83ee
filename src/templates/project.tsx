import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { Breadcrumb } from "../components/ui/breadcrumb"
import { ClosingCta } from "../components/ui/closing-cta"
import { Lead } from "../components/ui/container"
import { Picture } from "../components/ui/picture"
import { Header, Reading, readingSide, readingWide } from "../features/blog/post-layout"
import { PostSide } from "../features/blog/post-side"
import { ProjectTechnologies } from "../features/portfolio/project-technologies"
import { ProjectFacts } from "../features/portfolio/project-facts"
import { ProjectGallery, type GalleryShot } from "../features/portfolio/project-gallery"
import { ProjectQuote } from "../features/portfolio/project-quote"
import { ProjectResults } from "../features/portfolio/project-results"
import { ProjectSitemap } from "../features/portfolio/project-sitemap"
import { ProjectStory } from "../features/portfolio/project-story"
import { ServiceNames } from "../features/portfolio/service-names"
import { NextProject, type NextProjectRef } from "../features/portfolio/next-project"
import type { ShotDevice } from "../features/portfolio/case-study"
import type { Quote } from "../features/proof/proof"
import { creativeWorkLd } from "../features/portfolio/project-structured-data"
import { isExample } from "../features/portfolio/projects"
import { ServiceLinks } from "../features/services/service-links"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import { localizedPath } from "../i18n/paths"
import type { ServiceId } from "../routes"
import { theme } from "../styles/theme"
import { typeset } from "../i18n/typeset"

type Data = Queries.ProjectPageQuery
type ProjectContext = PageContext & {
  id: string
  /** The client's words: the testimonial that names this project. */
  quote?: Quote
  next?: NextProjectRef
  /** The project's main service (gatsby-node): the planner beside the closing links starts with it. */
  service?: ServiceId
}

type ShotNode = NonNullable<
  NonNullable<NonNullable<Data["project"]>["frontmatter"]>["gallery"]
>[number]

/** The screenshots the build processed, each with its device and text alternative. */
const shotsOf = (gallery: readonly ShotNode[] | null | undefined): GalleryShot[] =>
  (gallery ?? []).flatMap(shot => {
    const image = shot.image?.childImageSharp?.gatsbyImageData
    return image && shot.alt
      ? [
          {
            device: (shot.device === "phone" ? "phone" : "desktop") as ShotDevice,
            alt: shot.alt,
            image,
            dark: shot.dark?.childImageSharp?.gatsbyImageData ?? null,
          },
        ]
      : []
  })

const Note = styled.p`
  max-width: ${theme.sizes.text};
  margin: ${theme.space[4]} 0 0;
  padding-left: ${theme.space[4]};
  border-left: 4px solid ${theme.colors.accent};
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

// The project's picture on a raised card, in its own colours, as on its card.
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

/** A portfolio project: what the client needed, what we built, the result, and related services. */
const ProjectPage = ({ data, pageContext }: PageProps<Data, ProjectContext>) => {
  const { t } = useTranslation("common")
  const strings = localeContent(data.locales, "project")
  const project = data.project?.frontmatter
  const image = project?.image?.childImageSharp?.gatsbyImageData
  const imageDark = project?.imageDark?.childImageSharp?.gatsbyImageData
  return (
    <Layout>
      <article>
        <Header>
          {/* The facts at a glance beside the heading from laptops up, under it on a phone. */}
          <Reading>
            <div>
              <Breadcrumb label={t("breadcrumb.label")} parents={["home", "portfolio"]} />
              <h1>{typeset(project?.name ?? "")}</h1>
              <Lead>{typeset(project?.summary ?? "")}</Lead>
              {/* A demo build's facts and figures are fiction of their own: its note says so,
                  rather than "no particular client" beside a client's name. */}
              {!project?.real && (
                <Note>{project?.demo ? strings["demo.note"] : strings["example.note"]}</Note>
              )}
            </div>
            <div {...{ [readingSide]: "" }}>
              <ProjectFacts
                beside
                facts={{
                  client: project?.client ?? "",
                  industry: project?.industry,
                  year: project?.year,
                  duration: project?.duration,
                  services: project?.services?.length ? (
                    <ServiceNames services={project.services as ServiceId[]} />
                  ) : null,
                  liveUrl: project?.liveUrl,
                  demo: project?.demo,
                }}
                strings={strings}
              />
            </div>
          </Reading>
        </Header>
        {/* The heading, the text and the pictures share one left edge. */}
        {image && (
          <Reading>
            <Figure {...{ [readingWide]: "" }}>
              <Picture
                image={image}
                dark={imageDark}
                drawing={project ? isExample(project) : false}
                alt={project?.imageAlt ?? ""}
                eager
              />
            </Figure>
          </Reading>
        )}
        {/* Proof across the page's width: the figures, the story (each part's heading beside its
            text), the plan's site map, the screenshots and the client's words. Then the related services with the way
            to an estimate beside them, two short columns of about one height, and the next
            project. */}
        <Reading>
          <div {...{ [readingWide]: "" }}>
            <ProjectResults
              results={(project?.results ?? []).map(result => ({
                value: result.value ?? "",
                label: result.label ?? "",
                source: result.source ?? "",
              }))}
              demo={project?.demo}
              strings={strings}
            />
            <ProjectStory story={project ?? {}} strings={strings} />
            <ProjectTechnologies technologies={project?.technologies ?? []} />
            <ProjectSitemap
              pages={(project?.sitemap ?? []).map(page => ({
                page: page.page ?? "",
                address: page.address,
                purpose: page.purpose ?? "",
                subpages: page.subpages,
              }))}
              demo={project?.demo}
              strings={strings}
            />
            <ProjectGallery
              shots={shotsOf(project?.gallery)}
              demo={project?.demo}
              strings={strings}
            />
            <ProjectQuote quote={pageContext.quote} title={strings["quote.title"]} />
          </div>
        </Reading>
        <Reading>
          <PostSide
            service={pageContext.service}
            strings={{
              title: strings["side.title"],
              text: strings["side.text"],
              link: strings["side.link"],
            }}
          />
          <ServiceLinks
            id="project-services"
            title={strings["services.title"]}
            text={strings["services.text"]}
            services={(project?.services ?? []) as ServiceId[]}
          />
          {/* The next project across the page, under both columns: beside the way to an
              estimate it left half a row empty. */}
          <div {...{ [readingWide]: "" }}>
            <NextProject next={pageContext.next} label={strings["next.label"]} />
          </div>
        </Reading>
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
    project: portfolioProject(id: { eq: $id }) {
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
        industry
        year
        duration
        liveUrl
        demo
        results {
          value
          label
          source
        }
        sitemap {
          page
          address
          purpose
          subpages
        }
        gallery {
          alt
          device
          # Constrained: a phone's screenshot keeps its own width, never enlarged.
          image {
            childImageSharp {
              gatsbyImageData(
                width: 960
                layout: CONSTRAINED
                placeholder: NONE
                breakpoints: [390, 640, 960]
              )
            }
          }
          dark {
            childImageSharp {
              gatsbyImageData(
                width: 960
                layout: CONSTRAINED
                placeholder: NONE
                breakpoints: [390, 640, 960]
              )
            }
          }
        }
        image {
          ...ProjectPicture
        }
        imageDark {
          ...ProjectPicture
        }
      }
    }
  }
`
