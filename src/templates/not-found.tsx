import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/ui/page-header"
import { NotFoundArt } from "../components/illustrations/not-found-art"
import { localeContent } from "../i18n/locale-data"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query NotFoundPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

const NotFoundPage = ({ data }: PageProps<Queries.NotFoundPageQuery>) => {
  const { title, text, cta } = localeContent(data.locales, "not-found")
  return (
    <Layout>
      <PageHeader
        title={title}
        text={text}
        cta={{ text: cta, to: "home" }}
        visual={<NotFoundArt />}
      />
    </Layout>
  )
}

export default NotFoundPage
