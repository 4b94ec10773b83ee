import type { Language } from "../../i18n/languages"
import { formatPrice } from "./estimate"
import { lowestPrice, websiteEntries, type Pricing } from "./pricing-data"

/** The home page's starting prices, formatted (gatsby-node puts them in its context). */
export type HomePrices = { websites: string; apps: string; example: boolean }

export const homePrices = (pricing: Pricing, language: Language): HomePrices => {
  const websites = websiteEntries(pricing)
  return {
    websites: formatPrice(lowestPrice(websites), language),
    apps: formatPrice(pricing.services.apps.priceFrom, language),
    example: [...websites, pricing.services.apps].some(entry => entry.example),
  }
}
