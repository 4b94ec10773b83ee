import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { PageHeader } from "../components/ui/page-header"
import { useContent } from "../i18n/use-content"
import type { PageContext } from "../i18n/page-context"

type Data = Queries.ServicePageQuery

type Header = { title: string; text?: string; subTitle?: string; ctaText?: string; link?: string }

const ServicePage = ({ pageContext }: PageProps<Data, PageContext>) => {
  const header = useContent<Header>(pageContext.pageNs, "header")
  return (
    <Layout>
      <PageHeader title={header.title} text={header.text} />
    </Layout>
  )
}

export default ServicePage

export const Head: HeadFC<Data, PageContext> = ({ data, pageContext }) => (
  <PageHead locales={data.locales} pageContext={pageContext} />
)

export const query = graphql`
  query ServicePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
