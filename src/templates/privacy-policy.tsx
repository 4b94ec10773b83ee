import React from "react"
import { graphql, type SliceComponentProps } from "gatsby"
import { company } from "../config/company"
import { fillSection, policyValues } from "../features/privacy/company-values"
import { policyFacts } from "../features/privacy/policy-facts"
import { PolicySection } from "../features/privacy/policy-section"
import type { PrivacyPolicySliceContext } from "../features/privacy/slice"
import { localeContent } from "../i18n/locale-data"
import { typeset } from "../i18n/typeset"
import { EmailLink } from "../components/ui/company-links"

type Data = Queries.PrivacyPolicyQuery

/**
 * The privacy policy's body, as a Gatsby slice: its text travels in the slice's own data file, so
 * the page data stays small however long the policy gets. A slice is rendered on its own at build
 * time, without the page's providers: plain markup, strings from its own query, no hooks; the
 * page's `PolicyBody` styles it.
 */
const PrivacyPolicy = ({
  data,
  sliceContext,
}: SliceComponentProps<Data, PrivacyPolicySliceContext>) => {
  const { language } = sliceContext
  const common = localeContent(data.locales, "common")
  const policy = localeContent(data.locales, "privacy-policy")
  const values = {
    ...policyValues(company, language, policy.mailTransfer),
    ...policyFacts(language, policy),
  }
  const { newTab } = common
  return (
    <>
      <nav aria-labelledby="toc-title">
        <h2 id="toc-title">{policy.tocTitle}</h2>
        <ol>
          {policy.sections.map(section => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      {policy.sections.map(section => (
        <PolicySection key={section.id} section={fillSection(section, values)} newTab={newTab}>
          {section.id === "personal-data" && (
            <address aria-label={policy.controllerTitle}>
              <strong>{policy.controllerTitle}</strong>
              <br />
              {typeset(company.legalName)}, {company.street}, {company.postalCode} {company.city}
              <br />
              {common["footer.taxId"]}: {company.taxId}, {common["footer.krs"]}: {company.krs}
              <br />
              {common["footer.registryCourt"]}: {typeset(company.registryCourt)}
              <br />
              {common["footer.shareCapital"]}: {company.shareCapital[language]}
              <br />
              <EmailLink />
            </address>
          )}
        </PolicySection>
      ))}
    </>
  )
}

export default PrivacyPolicy

export const query = graphql`
  query PrivacyPolicy($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
