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
