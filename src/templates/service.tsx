import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { serviceLd } from "../components/seo/structured-data"
import { ClosingCta } from "../components/ui/closing-cta"
import { PageHeader } from "../components/ui/page-header"
import { OfferList } from "../features/services/offer-list"
import type { ServiceOverview } from "../features/services/types"
import { namespaceData } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"

type Data = Queries.ServicePageQuery

/** A service overview (websites or web applications): header, offers, closing call to action. */
const ServicePage = ({ pageContext }: PageProps<Data, PageContext>) => {
  const { t } = useTranslation(pageContext.pageNs)
  const { t: tc } = useTranslation("common")
  const get = <K extends keyof ServiceOverview>(key: K) =>
    t(key, { returnObjects: true }) as ServiceOverview[K]
  const header = get("header")
  const closing = get("closing")
  return (
    <Layout>
      <PageHeader
        eyebrow={header.subTitle}
        title={header.title}
        text={header.text}
        cta={{ text: header.ctaText, to: header.link }}
      />
      <OfferList
        title={get("offersTitle")}
        offers={get("offers")}
        includedLabel={tc("services.included")}
      />
      <ClosingCta {...closing} />
    </Layout>
  )
}

export default ServicePage

export const Head: HeadFC<Data, PageContext> = ({ data, pageContext }) => {
  const content = namespaceData(data.locales, pageContext.pageNs) as ServiceOverview
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      jsonLd={[
        serviceLd({
          name: content.header.title,
          description: content.seo.description,
          path: pageContext.pagePath,
          language: pageContext.language,
          offers: content.offers,
        }),
      ]}
    />
  )
}

export const query = graphql`
  query ServicePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`
