import React from "react"
import { graphql, type HeadFC } from "gatsby"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { PageHeader } from "../components/ui/page-header"
import type { PageContext } from "../i18n/page-context"

type Data = Queries.NotFoundPageQuery

const NotFoundPage = () => {
  const { t } = useTranslation("not-found")
  return (
    <Layout>
      <PageHeader title={t("title")} text={t("text")} cta={{ text: t("cta"), to: "home" }} />
    </Layout>
  )
}

export default NotFoundPage

export const Head: HeadFC<Data, PageContext> = ({ data, pageContext }) => (
  <PageHead locales={data.locales} pageContext={pageContext} />
)

export const query = graphql`
  query NotFoundPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
