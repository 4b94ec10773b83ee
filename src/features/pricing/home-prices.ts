import type { Language } from "../../i18n/languages"
import { websiteTypes } from "../../routes"
import { formatPrice } from "./estimate"
import type { PriceEntry, Pricing } from "./pricing-data"

/** The website types' entries: the six packages of the websites hub. */
export const websiteEntries = (pricing: Pricing): PriceEntry[] =>
  websiteTypes.map(type => pricing.services[`websites-${type}`])

/** The lowest starting price of some packages. */
export const lowestPrice = (entries: readonly PriceEntry[]): number =>
  Math.min(...entries.map(entry => entry.priceFrom))

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
