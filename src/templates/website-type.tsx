import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { breadcrumbLd, serviceLd } from "../components/seo/structured-data"
import type { WebsiteTypeContent } from "../features/services/types"
import { WebsiteType } from "../features/services/website-type"
import { namespaceData } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import { localizedPath } from "../i18n/paths"

type Data = Queries.WebsiteTypePageQuery

const WebsiteTypePage = ({ pageContext }: PageProps<Data, PageContext>) => {
  const { t } = useTranslation(pageContext.pageNs)
  const keys = [
    "seo",
    "header",
    "steps",
    "benefitsTitle",
    "benefits",
    "advantagesTitle",
    "advantagesSubTitle",
    "advantagesDescription",
    "advantages",
    "closing",
  ] as const
  const content = Object.fromEntries(
    keys.map(key => [key, t(key, { returnObjects: true })])
  ) as unknown as WebsiteTypeContent
  return (
    <Layout>
      <WebsiteType content={content} />
    </Layout>
  )
}

export default WebsiteTypePage

export const Head: HeadFC<Data, PageContext> = ({ data, pageContext }) => {
  const { language, pagePath, pageNs } = pageContext
  const content = namespaceData(data.locales, pageNs) as WebsiteTypeContent
  const common = namespaceData(data.locales, "common")
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      jsonLd={[
        serviceLd({
          name: content.header.title,
          description: content.seo.description,
          path: pagePath,
          language,
        }),
        breadcrumbLd([
          { name: common["breadcrumb.home"] as string, path: localizedPath("home", language) },
          { name: common["nav.websites"] as string, path: localizedPath("websites", language) },
          { name: content.header.title, path: pagePath },
        ]),
      ]}
    />
  )
}

export const query = graphql`
  query WebsiteTypePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
