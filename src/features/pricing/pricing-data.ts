import data from "../../../content/pricing.json"
import type { ServiceId } from "../../routes"

/** Where editors keep prices, durations and the planner's factors; messages name it. */
export const pricingFile = "content/pricing.json"

/** The services with a price: the service pages, plus monthly care as its own line. */
export const pricedServices = [
  "websites-landing-page",
  "websites-one-page",
  "websites-multi-page",
  "websites-creative",
  "websites-headless-cms",
  "websites-seo",
  "apps",
  "care",
] as const satisfies readonly (ServiceId | "care")[]
export type PricedService = (typeof pricedServices)[number]

/** One package: net prices in PLN, a typical duration in weeks, what it includes per language. */
export type PriceEntry = {
  /** True while the figures are the repository's examples: the page says so, a deploy stops. */
  example: boolean
  priceFrom: number
  priceTo: number
  weeksFrom: number
  weeksTo: number
  includedPl: string[]
  includedEn: string[]
}

/** The planner's questions and their answers, in the order the visitor sees them. */
export const plannerQuestions = {
  size: ["small", "medium", "large"],
  content: ["ready", "edit", "write"],
  languages: ["one", "two", "more"],
  integrations: ["none", "some", "many"],
  deadline: ["flexible", "standard", "rush"],
} as const
export type PlannerQuestion = keyof typeof plannerQuestions
export type PlannerAnswer = (typeof plannerQuestions)[PlannerQuestion][number]

/** The planner's factors: a price multiplier per answer, and weeks an answer adds (or saves). */
export type PlannerFactors = {
  example: boolean
  extraWeeks: Partial<Record<PlannerAnswer, number>>
} & {
  [Q in PlannerQuestion]: Record<(typeof plannerQuestions)[Q][number], number>
}

export type Pricing = {
  services: Record<PricedService, PriceEntry>
  planner: PlannerFactors
}

/** The pricing as `content/pricing.json` holds it (checked at build time: ./pricing-rules.ts). */
export const pricing = data as Pricing

/** The services the planner estimates (care is a monthly line, not a project). */
export const plannedServices = pricedServices.filter(
  (id): id is Exclude<PricedService, "care"> => id !== "care"
)
export type PlannedService = (typeof plannedServices)[number]
