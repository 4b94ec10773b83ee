import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { PageHeader } from "../components/ui/page-header"
import { useContent } from "../i18n/use-content"
import type { PageContext } from "../i18n/page-context"

type Data = Queries.PortfolioPageQuery

type Header = { title: string; text?: string; subTitle?: string; ctaText?: string; link?: string }

const PortfolioPage = ({ pageContext }: PageProps<Data, PageContext>) => {
  const header = useContent<Header>(pageContext.pageNs, "header")
  return (
    <Layout>
      <PageHeader title={header.title} text={header.text} />
    </Layout>
  )
}

export default PortfolioPage

export const Head: HeadFC<Data, PageContext> = ({ data, pageContext }) => (
  <PageHead locales={data.locales} pageContext={pageContext} />
)

export const query = graphql`
  query PortfolioPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
