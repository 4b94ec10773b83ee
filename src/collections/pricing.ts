/**
 * The prices, durations and the project planner's factors: one file, `content/pricing.json`, the
 * one the service pages, the comparison and the planner read. Defined here once: the build's
 * check (naming the file and the field), the content manager's "Prices", and the TypeScript type
 * the pages read the file with.
 */
import type { z } from "zod"
import {
  plannerQuestions,
  pricedServices,
  pricingFile,
  type PlannerAnswer,
  type PlannerQuestion,
  type PricedService,
} from "../features/pricing/pricing-ids"
import { decimal, flag, group, texts, whole, type Shape } from "./define"
import { checkData } from "./derive"

const serviceLabels: Record<PricedService, string> = {
  "websites-landing-page": "Landing page",
  "websites-one-page": "One-page website",
  "websites-multi-page": "Multi-page website",
  "websites-creative": "Creative website",
  "websites-headless-cms": "Website with a content manager (headless CMS)",
  "websites-seo": "Search-optimised website (SEO)",
  apps: "Web applications",
  care: "Monthly care of a website (price per month)",
  "apps-care": "Monthly care of a web application (price per month)",
}

const example = () =>
  flag({
    label: "Example",
    required: true,
    hint: "Ticked while these are example figures: the page says so and a deploying build stops. Untick once the figures are the agency's own.",
  })

const amount = (label: string, hint: string) =>
  whole({ label, hint, min: 0, problem: () => "must be a whole number, 0 or more" })

const included = (label: string) =>
  texts({ label, what: "items", item: "Item", problem: "must list at least one item" })

const entry = (id: PricedService) =>
  group(
    "PriceEntry",
    {
      example: example(),
      priceFrom: amount("Price from (PLN, net)", "The lowest usual price."),
      priceTo: amount(
        "Price to (PLN, net)",
        'The highest usual price; the same as "from" for one figure.'
      ),
      weeksFrom: amount("Duration from (weeks)", "Typical duration, shortest."),
      weeksTo: amount("Duration to (weeks)", "Typical duration, longest."),
      includedPl: included("Included (Polish)"),
      includedEn: included("Included (English)"),
    },
    { label: serviceLabels[id], collapsed: true },
    ({ priceFrom, priceTo, weeksFrom, weeksTo }) => [
      ...(priceTo < priceFrom
        ? [{ field: "priceTo", message: "must not be below priceFrom" }]
        : []),
      ...(weeksTo < weeksFrom
        ? [{ field: "weeksTo", message: "must not be below weeksFrom" }]
        : []),
    ]
  )

type Answers<Q extends PlannerQuestion> = (typeof plannerQuestions)[Q][number]

/** A price multiplier per answer of one question. */
const factors = <Q extends PlannerQuestion>(question: Q) =>
  group(
    "PlannerFactors",
    Object.fromEntries(
      plannerQuestions[question].map(answer => [answer, decimal({ label: answer, above: 0 })])
    ) as Record<Answers<Q>, z.ZodType<number>>,
    {
      label: `Planner: ${question}`,
      hint: "A price multiplier per answer: 1 leaves the price as it is, 1.3 adds 30%.",
    }
  )

const answers = Object.values(plannerQuestions).flat() as PlannerAnswer[]

const services = Object.fromEntries(pricedServices.map(id => [id, entry(id)])) as {
  [Id in PricedService]: ReturnType<typeof entry>
}

const questions = Object.fromEntries(
  (Object.keys(plannerQuestions) as PlannerQuestion[]).map(question => [
    question,
    factors(question),
  ])
) as unknown as { [Q in PlannerQuestion]: ReturnType<typeof factors<Q>> }

export const pricingShape = {
  services: group("PricedServices", services, { label: "Packages" }),
  planner: group(
    "Planner",
    {
      example: example(),
      ...questions,
      extraWeeks: group(
        "PlannerWeeks",
        Object.fromEntries(
          answers.map(answer => [answer, whole({ label: answer, required: false })])
        ) as Record<PlannerAnswer, z.ZodType<number | undefined>>,
        {
          label: "Weeks an answer adds",
          hint: "Weeks added to the duration by an answer; a negative number saves weeks. Leave an answer out to add none.",
        }
      ),
    },
    { label: "Project planner" }
  ),
} satisfies Shape

/** The pricing file as the pages read it, once the build has checked it. */
export type Pricing = z.infer<z.ZodObject<typeof pricingShape>>

/** What is wrong with the pricing file, each problem naming the file and field; empty when valid. */
export const validatePricing = (pricing: unknown, file = pricingFile): string[] =>
  checkData(pricingShape, file, pricing).problems
