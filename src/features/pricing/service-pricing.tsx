import React from "react"
import { usePageContext } from "../../components/layout/page-context"
import type { Namespaces } from "../../i18n/namespaces"
import { PriceBlock } from "./price-block"
import { priceText, weeksText } from "./price-text"
import { pricing as pricingData, type PlannedService, type Pricing } from "./pricing-data"
import { ServiceFaq } from "./service-faq"
import type { FaqItem } from "../services/types"

type ServicePricingProps = {
  service: PlannedService
  strings: Namespaces["pricing"]
  /** The service's own questions, before the usual ones. */
  faq?: readonly FaqItem[]
  pricing?: Pricing
  /** Between the price and the questions: what backs the price, the projects of this kind. */
  children?: React.ReactNode
}

/** A service page's price block and its FAQ, both from the pricing file. */
export const ServicePricing = ({
  service,
  strings,
  faq,
  pricing = pricingData,
  children,
}: ServicePricingProps) => {
  const { language } = usePageContext()
  const entry = pricing.services[service]
  return (
    <>
      <PriceBlock service={service} pricing={pricing} strings={strings} />
      {children}
      <ServiceFaq
        strings={strings}
        price={priceText(strings, entry, language)}
        duration={weeksText(strings, entry)}
        questions={faq}
      />
    </>
  )
}
