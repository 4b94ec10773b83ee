import React from "react"
import { graphql, Slice, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { PolicyBody } from "../features/privacy/policy-body"
import type { PageContext } from "../i18n/page-context"
import { localeContent } from "../i18n/locale-data"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query PrivacyPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.PrivacyPageQuery

/** The policy's heading here; its body (contents, sections) is the `privacy-policy` slice. */
const PrivacyPage = ({ data }: PageProps<Data, PageContext>) => {
  const { header } = localeContent(data.locales, "privacy")
  return (
    <Layout>
      <PageHeader title={header.title} text={header.text}>
        <p>{header.updated}</p>
      </PageHeader>
      <Section>
        {/* The page's container, so the text starts at the heading's edge; the body keeps its measure. */}
        <Container>
          <PolicyBody>
            {/* A literal alias: Gatsby finds the slices a template uses by reading its source. */}
            <Slice alias="privacy-policy" />
          </PolicyBody>
        </Container>
      </Section>
    </Layout>
  )
}

export default PrivacyPage
