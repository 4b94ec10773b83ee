import React from "react"
import { graphql, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { ClosingCta } from "../components/ui/closing-cta"
import { PageHeader } from "../components/ui/page-header"
import { RatingLine } from "../features/proof/rating-line"
import { OfferList } from "../features/services/offer-list"
import { MatchingProjects } from "../features/proof/matching-projects"
import { ClientsBand } from "../features/proof/clients-band"
import { ProofBand } from "../features/proof/proof-band"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import { AppsHeroArt } from "../components/illustrations/apps-hero-art"
import { WebsitesHeroArt } from "../components/illustrations/websites-hero-art"
import { CareAndPlanner, PackagesFolded, packageExtras } from "../features/pricing/package-pricing"
import { ExamplesNote } from "../features/pricing/examples-note"
import {
  careOf,
  lowestPrice,
  pricing,
  websiteEntries,
  weeksSpan,
} from "../features/pricing/pricing-data"
import { ServiceFaq } from "../features/pricing/service-faq"
import { ServicePricing } from "../features/pricing/service-pricing"
import { fromText, weeksText } from "../features/pricing/price-text"
import { PriceCue } from "../features/pricing/price-cue"

export { ServiceHead as Head } from "../features/services/service-head"

export const query = graphql`
  query ServicePage($language: String!, $ns: [String!]!) {
    ...PageLocales
  }
`

type Data = Queries.ServicePageQuery
type ServiceContext = PageContext<"websites" | "apps">

/** A service overview (websites or web applications): header, offers, closing call to action. */
const ServicePage = ({ data, pageContext }: PageProps<Data, ServiceContext>) => {
  const { t } = useTranslation("common")
  const { header, offersTitle, offers, faq, closing } = localeContent(
    data.locales,
    pageContext.pageNs
  )
  const prices = localeContent(data.locales, "pricing")
  const types = websiteEntries(pricing)
  const apps = pageContext.routeId === "apps"
  // The hub's cue spans its packages: the lowest starting price, the shortest to the longest.
  const offered = apps ? [pricing.services.apps] : types
  const weeks = weeksSpan(offered)
  const priceFrom = lowestPrice(offered)
  return (
    <Layout>
      <PageHeader
        tone="sheet"
        eyebrow={header.subTitle}
        title={header.title}
        text={header.text}
        cta={{ text: header.ctaText, to: header.link }}
        secondary={{ text: prices.check, to: "estimate" }}
        endorsement={<RatingLine />}
        facts={
          <PriceCue
            strings={prices}
            price={fromText(prices, priceFrom, pageContext.language)}
            duration={weeksText(prices, weeks)}
            target={apps ? "price-title" : "offers-title"}
            linkText={apps ? prices.cueLink : prices.cueCompare}
            example={[...offered, pricing.services[careOf(apps ? "apps" : "websites")]].some(
              entry => entry.example
            )}
          />
        }
        visual={apps ? <AppsHeroArt /> : <WebsitesHeroArt />}
        halves={[t("drawing.plan"), t(apps ? "drawing.app" : "drawing.website")]}
      />
      <ClientsBand />
      {apps ? (
        <>
          <OfferList title={offersTitle} offers={offers} includedLabel={t("services.included")} />
          {/* The projects of this kind right after the price, the questions after them. */}
          <ServicePricing service="apps" strings={prices} faq={faq}>
            <MatchingProjects />
          </ServicePricing>
        </>
      ) : (
        <>
          <OfferList
            title={offersTitle}
            lead={prices.comparisonText}
            offers={offers}
            includedLabel={t("services.included")}
            extras={packageExtras(prices, pricing, pageContext.language)}
            before={
              <ExamplesNote
                show={[...types, pricing.services.care].some(entry => entry.example)}
                text={prices.examplesNote}
              />
            }
            folded={
              <PackagesFolded
                strings={prices}
                pricing={pricing}
                language={pageContext.language}
                offers={offers}
                includedLabel={t("services.included")}
              />
            }
          >
            <CareAndPlanner strings={prices} pricing={pricing} language={pageContext.language} />
          </OfferList>
          <MatchingProjects />
          <ServiceFaq
            strings={prices}
            price={fromText(prices, priceFrom, pageContext.language)}
            duration={weeksText(prices, weeks)}
          />
        </>
      )}
      <ProofBand logos={false} />
      <ClosingCta {...closing} />
    </Layout>
  )
}

export default ServicePage
