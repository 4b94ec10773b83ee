import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { PageHeader } from "../components/ui/page-header"
import { useContent } from "../i18n/use-content"
import type { PageContext } from "../i18n/page-context"
import { namespaceData } from "../i18n/locale-data"
import { organizationLd } from "../components/seo/structured-data"

type Data = Queries.HomePageQuery

type Header = { title: string; text?: string; subTitle?: string; ctaText?: string; link?: string }

const HomePage = ({ pageContext }: PageProps<Data, PageContext>) => {
  const header = useContent<Header>(pageContext.pageNs, "hero")
  return (
    <Layout>
      <PageHeader title={header.title} text={header.text} />
    </Layout>
  )
}

export default HomePage

export const Head: HeadFC<Data, PageContext> = ({ data, pageContext }) => {
  const seo = namespaceData(data.locales, "home").seo as { description: string }
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      jsonLd={[organizationLd(pageContext.language, seo.description)]}
    />
  )
}

export const query = graphql`
  query HomePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
