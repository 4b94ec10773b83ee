import React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { company, telHref } from "../config/company"
import { ContactForm } from "../features/contact-form"
import type { PageContext } from "../i18n/page-context"
import { localeContent } from "../i18n/locale-data"
import { contactFormAnchor } from "../routes"
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
  const { t } = useTranslation("contact")
  const { header } = localeContent(data.locales, "contact")
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
              <Title id="contact-details">{t("details.title")}</Title>
              <p>{t("details.text")}</p>
              <Details>
                <dt>{t("details.phone")}</dt>
                <dd>
                  <a href={telHref(company.phone)}>{company.phone}</a>
                </dd>
                <dt>{t("details.email")}</dt>
                <dd>
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </dd>
                <dt>{t("details.address")}</dt>
                <dd>
                  {company.legalName}
                  <br />
                  {company.street}, {company.postalCode} {company.city}
                </dd>
              </Details>
            </aside>
            <section aria-labelledby={`${formId}-title`}>
              <Title id={`${formId}-title`}>{t("form.title")}</Title>
              <p>{t("form.intro")}</p>
              <p>
                {t("form.afterSending", { answerTime: company.answerTime[pageContext.language] })}
              </p>
              <noscript>
                <p>
                  {t("form.noScript")} <a href={`mailto:${company.email}`}>{company.email}</a>,{" "}
                  <a href={telHref(company.phone)}>{company.phone}</a>.
                </p>
              </noscript>
              <ContactForm id={formId} />
            </section>
          </Grid>
        </Container>
      </Section>
    </Layout>
  )
}

export default ContactPage
