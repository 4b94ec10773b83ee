import React from "react"
import { graphql, Link, type PageProps } from "gatsby"
import styled from "styled-components"
import { Layout } from "../components/layout/layout"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { company, telHref } from "../config/company"
import { ContactForm } from "../features/contact-form"
import type { PageContext } from "../i18n/page-context"
import { fill } from "../i18n/fill"
import { localeContent } from "../i18n/locale-data"
import { contactFormAnchor } from "../routes"
import { localizedPath } from "../i18n/paths"
import { media } from "../styles/media"
import { theme } from "../styles/theme"
import { ContactHeroArt } from "../components/illustrations/contact-hero-art"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query ContactPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.ContactPageQuery

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[7]};

  ${media.lg} {
    grid-template-columns: 1fr 2fr;
  }
`

const Details = styled.dl`
  margin: 0;

  dt {
    margin-top: ${theme.space[4]};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0;
  }
`

const Title = styled.h2`
  font-size: ${theme.fontSizes.xl};
`

const ContactPage = ({ data, pageContext }: PageProps<Data, PageContext>) => {
  const strings = localeContent(data.locales, "contact")
  const { header } = strings
  const formId = contactFormAnchor[pageContext.language]
  return (
    <Layout>
      <PageHeader
        eyebrow={header.subTitle}
        title={header.title}
        text={header.text}
        visual={<ContactHeroArt />}
      />
      <Section>
        <Container>
          <Grid>
            <aside aria-labelledby="contact-details">
              <Title id="contact-details">{strings["details.title"]}</Title>
              <p>{strings["details.text"]}</p>
              <Details>
                <dt>{strings["details.phone"]}</dt>
                <dd>
                  <a href={telHref(company.phone)}>{company.phone}</a>
                </dd>
                <dt>{strings["details.email"]}</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
                <dt>{strings["details.address"]}</dt>
                <dd>
                  {company.legalName}
                  <br />
                  {company.street}, {company.postalCode} {company.city}
                </dd>
              </Details>
            </aside>
            <section aria-labelledby={`${formId}-title`}>
              <Title id={`${formId}-title`}>{strings["form.title"]}</Title>
              <p>{strings["form.intro"]}</p>
              <p>
                <Link to={localizedPath("estimate", pageContext.language)}>
                  {strings["form.planner"]}
                </Link>
              </p>
              <p>
                {fill(strings["form.afterSending"], {
                  answerTime: company.answerTime[pageContext.language],
                })}
              </p>
              <noscript>
                <p>
                  {strings["form.noScript"]} <a href={`mailto:${company.email}`}>{company.email}</a>
                  , <a href={telHref(company.phone)}>{company.phone}</a>.
                </p>
              </noscript>
              <ContactForm id={formId} strings={strings} />
            </section>
          </Grid>
        </Container>
      </Section>
    </Layout>
  )
}

export default ContactPage
