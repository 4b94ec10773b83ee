import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { ClosingCta } from "../components/ui/closing-cta"
import { PageHeader } from "../components/ui/page-header"
import { TitledSection } from "../components/ui/titled-section"
import { company } from "../config/company"
import { ClientLogos, type ClientLogo } from "../features/about/client-logos"
import { CompanyDetails } from "../features/about/company-details"
import { testimonialsIn } from "../features/about/entries"
import { Principles } from "../features/about/principles"
import { ProcessTimeline } from "../features/about/process-timeline"
import { TeamSection, type TeamMember } from "../features/about/team-section"
import { TestimonialsSection } from "../features/about/testimonials-section"
import { TitledGrid } from "../features/about/titled-grid"
import { fill } from "../i18n/fill"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import { AboutHeroArt } from "../components/illustrations/about-hero-art"
import { sitemapId } from "../features/portfolio/case-study"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query AboutPage($language: String!, $ns: [String!]!) {
    ...PageLocales
    team: allTeamMember(
      filter: { fields: { language: { eq: $language } } }
      sort: [{ frontmatter: { order: ASC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        id
        frontmatter {
          name
          role
          bio
          demo
          photo {
            # The size of teamPhoto (src/features/about/team-section.tsx).
            childImageSharp {
              resize(width: 320, height: 320, fit: COVER, toFormat: WEBP, quality: 80) {
                src
              }
            }
          }
        }
      }
    }
    # As near the calls to action (src/features/proof/collect.ts): the freshest words first.
    testimonials: allTestimonial(
      sort: [{ frontmatter: { consentDate: DESC } }, { fields: { slug: ASC } }]
    ) {
      nodes {
        id
        frontmatter {
          name
          company
          rolePl
          roleEn
          quotePl
          quoteEn
          demo
          consentDate(formatString: "YYYY-MM-DD")
          # Formatted at build time, as post dates are.
          consentDisplay: consentDate(formatString: "D MMMM YYYY", locale: $language)
        }
      }
    }
    clients: allClientLogo(sort: [{ frontmatter: { company: ASC } }]) {
      nodes {
        id
        frontmatter {
          company
          url
          demo
          logo {
            publicURL
          }
        }
      }
    }
  }
`

type Data = Queries.AboutPageQuery

type AboutContext = PageContext & {
  /** The address of the case study of this site, while there is one: its site map is an example. */
  thisSiteStudy?: string
}

/**
 * Who the agency is and how it works, from the locale strings and the company's details, with
 * the team, testimonials and client logos that editors add in the content manager.
 */
const AboutPage = ({ data, pageContext }: PageProps<Data, AboutContext>) => {
  const content = localeContent(data.locales, "about")
  const { header, ownership, closing } = content
  const team: TeamMember[] = data.team.nodes.map(({ id, frontmatter }) => ({
    id,
    name: frontmatter?.name ?? "",
    role: frontmatter?.role ?? "",
    bio: frontmatter?.bio ?? "",
    photo: frontmatter?.photo?.childImageSharp?.resize?.src ?? null,
    demo: frontmatter?.demo,
  }))
  const clients: ClientLogo[] = data.clients.nodes.flatMap(({ id, frontmatter }) =>
    frontmatter?.company && frontmatter.logo?.publicURL
      ? [
          {
            id,
            company: frontmatter.company,
            logo: frontmatter.logo.publicURL,
            url: frontmatter.url,
            demo: frontmatter.demo,
          },
        ]
      : []
  )
  return (
    <Layout>
      <PageHeader
        visual={<AboutHeroArt />}
        eyebrow={fill(header.eyebrow, { city: company.cityName[pageContext.language] })}
        title={header.title}
        text={fill(header.text, { brand: company.brand })}
        cta={{ text: header.ctaText, to: header.link }}
      />
      {/* The people first: a visitor choosing whom to hire looks for them before the method. */}
      <TeamSection strings={content.team} members={team} />
      <Principles principles={content.principles} />
      <ProcessTimeline
        process={content.process}
        example={
          pageContext.thisSiteStudy ? `${pageContext.thisSiteStudy}#${sitemapId}` : undefined
        }
      />
      <TitledSection
        id="ownership-title"
        title={ownership.title}
        lead={ownership.lead}
        tone="tinted"
      >
        <TitledGrid items={ownership.items} />
      </TitledSection>
      <TestimonialsSection
        strings={content.testimonials}
        testimonials={testimonialsIn(pageContext.language, data.testimonials.nodes)}
      />
      <ClientLogos strings={content.clients} clients={clients} />
      <CompanyDetails labels={content.company} />
      <ClosingCta {...closing} to={closing.link} />
    </Layout>
  )
}

export default AboutPage
