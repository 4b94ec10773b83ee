import React from "react"
import { graphql } from "gatsby"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHeader } from "../components/ui/page-header"
import { NotFoundArt } from "../components/illustrations/not-found-art"

export { Head } from "../components/seo/page-head"

export const query = graphql`
  query NotFoundPage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

const NotFoundPage = () => {
  const { t } = useTranslation("not-found")
  return (
    <Layout>
      <PageHeader
        title={t("title")}
        text={t("text")}
        cta={{ text: t("cta"), to: "home" }}
        visual={<NotFoundArt />}
      />
    </Layout>
  )
}

export default NotFoundPage
