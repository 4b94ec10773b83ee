import data from "../../../content/pricing.json"
import type { Pricing } from "../../collections/pricing"
import { websiteTypes } from "../../routes"
import { careLines, pricedServices, type CareLine, type PricedService } from "./pricing-ids"

export {
  careOf,
  pricedServices,
  pricingFile,
  plannerQuestions,
  type PricedService,
  type PlannerQuestion,
  type PlannerAnswer,
} from "./pricing-ids"
export type { Pricing }

/** One package: net prices in PLN, a typical duration in weeks, what it includes per language. */
export type PriceEntry = Pricing["services"][PricedService]

/** The planner's factors: a price multiplier per answer, and weeks an answer adds (or saves). */
export type PlannerFactors = Pricing["planner"]

/**
 * The pricing as `content/pricing.json` holds it. Its type comes from the file's definition
 * (src/collections/pricing.ts), which the build checks it against before any page is made.
 */
export const pricing = data as Pricing

/** The services the planner estimates (care is a monthly line, not a project). */
export const plannedServices = pricedServices.filter(
  (id): id is Exclude<PricedService, CareLine> => !(careLines as readonly string[]).includes(id)
)
export type PlannedService = (typeof plannedServices)[number]

/** The website types' entries: the six packages of the websites hub. */
export const websiteEntries = (pricing: Pricing): PriceEntry[] =>
  websiteTypes.map(type => pricing.services[`websites-${type}`])

/** The lowest starting price of some packages. */
export const lowestPrice = (entries: readonly PriceEntry[]): number =>
  Math.min(...entries.map(entry => entry.priceFrom))

/** Some packages' durations together: the shortest start to the longest end. */
export const weeksSpan = (entries: readonly PriceEntry[]) => ({
  weeksFrom: Math.min(...entries.map(entry => entry.weeksFrom)),
  weeksTo: Math.max(...entries.map(entry => entry.weeksTo)),
})
