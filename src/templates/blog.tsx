import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { PageHeader } from "../components/ui/page-header"
import { useContent } from "../i18n/use-content"
import type { PageContext } from "../i18n/page-context"
import { namespaceData } from "../i18n/locale-data"

type Data = Queries.BlogPageQuery

type Header = { title: string; text?: string; subTitle?: string; ctaText?: string; link?: string }

const BlogPage = ({ pageContext }: PageProps<Data, PageContext>) => {
  const header = useContent<Header>(pageContext.pageNs, "header")
  return (
    <Layout>
      <PageHeader title={header.title} text={header.text} />
    </Layout>
  )
}

export default BlogPage

type BlogContext = PageContext & { category: string | null }

export const Head: HeadFC<Data, BlogContext> = ({ data, pageContext }) => {
  const strings = namespaceData(data.locales, "blog")
  const seo = strings.seo as { title: string; description: string }
  const category = pageContext.category
    ? (strings[`category.${pageContext.category}`] as string)
    : null
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      title={category ? `${category} – ${seo.title}` : seo.title}
    />
  )
}

export const query = graphql`
  query BlogPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
