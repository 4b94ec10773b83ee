import React from "react"
import { graphql, type PageProps } from "gatsby"
import { Layout } from "../components/layout/layout"
import { WebsiteType } from "../features/services/website-type"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import type { WebsiteType as Type } from "../routes"
import { ServiceDetailArt } from "../components/illustrations/service-detail-art"
import { ServicePricing } from "../features/pricing/service-pricing"
import { PriceCue } from "../features/pricing/price-cue"
import { fromText, weeksText } from "../features/pricing/price-text"
import { pricing } from "../features/pricing/pricing-data"
import { MatchingProjects } from "../features/proof/matching-projects"

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
  const entry = pricing.services[pageContext.pageNs]
  return (
    <Layout>
      <WebsiteType
        content={content}
        secondary={{ text: prices.check, to: "estimate" }}
        facts={
          <PriceCue
            strings={prices}
            price={fromText(prices, entry.priceFrom, pageContext.language)}
            duration={weeksText(prices, entry)}
            target="price-title"
            linkText={prices.cueLink}
            example={entry.example || pricing.services.care.example}
          />
        }
        visual={<ServiceDetailArt variant={websiteTypeOf(pageContext.pageNs)} />}
        pricing={
          <ServicePricing service={pageContext.pageNs} strings={prices} faq={content.faq}>
            <MatchingProjects />
          </ServicePricing>
        }
      />
    </Layout>
  )
}

export default WebsiteTypePage
