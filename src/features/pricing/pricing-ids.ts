import type { ServiceId } from "../../routes"

/** Where editors keep prices, durations and the planner's factors; messages name it. */
export const pricingFile = "content/pricing.json"

/** The monthly care lines: a website's, and a web application's, which takes more looking after. */
export const careLines = ["care", "apps-care"] as const
export type CareLine = (typeof careLines)[number]

/** The services with a price: the service pages, plus monthly care as lines of their own. */
export const pricedServices = [
  "websites-landing-page",
  "websites-one-page",
  "websites-multi-page",
  "websites-creative",
  "websites-headless-cms",
  "websites-seo",
  "apps",
  ...careLines,
] as const satisfies readonly (ServiceId | CareLine)[]
export type PricedService = (typeof pricedServices)[number]

/** The care line after a service's launch: the applications' own, a website's for the rest. */
export const careOf = (service: ServiceId): CareLine => (service === "apps" ? "apps-care" : "care")

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
