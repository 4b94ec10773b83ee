import data from "../../../content/pricing.json"
import type { Pricing } from "../../collections/pricing"
import { pricedServices, type PricedService } from "./pricing-ids"

export {
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
  (id): id is Exclude<PricedService, "care"> => id !== "care"
)
export type PlannedService = (typeof plannedServices)[number]
