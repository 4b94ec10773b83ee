import React from "react"
import { graphql, type PageProps } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { Toc } from "../components/ui/toc"
import { company } from "../config/company"
import { fillSection, policyValues } from "../features/privacy/company-values"
import { PolicySection } from "../features/privacy/policy-section"
import type { PageContext } from "../i18n/page-context"
import { localeContent } from "../i18n/locale-data"
import { theme } from "../styles/theme"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query PrivacyPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.PrivacyPageQuery

const Controller = styled.address`
  margin-bottom: ${theme.space[5]};
  padding: ${theme.space[4]};
  font-style: normal;
  border-left: 4px solid ${theme.colors.primary};
  background: ${theme.colors.surface};
`

const PrivacyPage = ({ data, pageContext }: PageProps<Data, PageContext>) => {
  const { t } = useTranslation("common")
  const { language } = pageContext
  const { header, sections, tocTitle, controllerTitle, mailTransfer } = localeContent(
    data.locales,
    "privacy"
  )
  const values = policyValues(company, language, mailTransfer)
  return (
    <Layout>
      <PageHeader title={header.title} text={header.text}>
        <p>{header.updated}</p>
      </PageHeader>
      <Section>
        <Container $narrow>
          <Toc
            title={tocTitle}
            items={sections.map(section => ({ id: section.id, label: section.title }))}
            numbered={false}
          />
          {sections.map(section => (
            <PolicySection key={section.id} section={fillSection(section, values)}>
              {section.id === "personal-data" && (
                <Controller aria-label={controllerTitle}>
                  <strong>{controllerTitle}</strong>
                  <br />
                  {company.legalName}, {company.street}, {company.postalCode} {company.city}
                  <br />
                  {t("footer.taxId")}: {company.taxId}, {t("footer.krs")}: {company.krs}
                  <br />
                  {t("footer.registryCourt")}: {company.registryCourt}
                  <br />
                  {t("footer.shareCapital")}: {company.shareCapital[language]}
                  <br />
                  <a href={`mailto:${company.email}`}>{company.email}</a>
                </Controller>
              )}
            </PolicySection>
          ))}
        </Container>
      </Section>
    </Layout>
  )
}

export default PrivacyPage
