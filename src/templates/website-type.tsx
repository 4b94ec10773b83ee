import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { WebsiteType } from "../features/services/website-type"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import type { WebsiteType as Type } from "../routes"
import { ServiceDetailArt } from "../components/illustrations/service-detail-art"
import { ServicePricing } from "../features/pricing/service-pricing"

export { ServiceHead as Head } from "../features/services/service-head"

export const query = graphql`
  query WebsiteTypePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.WebsiteTypePageQuery
type WebsiteTypeContext = PageContext<`websites-${Type}`>

const websiteTypeOf = (ns: `websites-${Type}`) => ns.replace(/^websites-/, "") as Type

const WebsiteTypePage = ({ data, pageContext }: PageProps<Data, WebsiteTypeContext>) => {
  const content = localeContent(data.locales, pageContext.pageNs)
  const prices = localeContent(data.locales, "pricing")
  return (
    <Layout>
      <WebsiteType
        content={content}
        secondary={{ text: prices.check, to: "estimate" }}
        visual={<ServiceDetailArt variant={websiteTypeOf(pageContext.pageNs)} />}
        pricing={<ServicePricing service={pageContext.pageNs} strings={prices} faq={content.faq} />}
      />
    </Layout>
  )
}

export default WebsiteTypePage
