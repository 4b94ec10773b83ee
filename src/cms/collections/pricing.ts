import {
  plannerQuestions,
  pricedServices,
  pricingFile,
  type PlannerQuestion,
} from "../../features/pricing/pricing-data"
import type { CmsField, CmsFileCollection } from "../types"

const serviceLabels: Record<(typeof pricedServices)[number], string> = {
  "websites-landing-page": "Landing page",
  "websites-one-page": "One-page website",
  "websites-multi-page": "Multi-page website",
  "websites-creative": "Creative website",
  "websites-headless-cms": "Website with a content manager (headless CMS)",
  "websites-seo": "Search-optimised website (SEO)",
  apps: "Web applications",
  care: "Monthly care (price per month)",
}

const example: CmsField = {
  name: "example",
  label: "Example",
  widget: "boolean",
  hint: "Ticked while these are example figures: the page says so and a deploying build stops. Untick once the figures are the agency's own.",
}

const amount = (name: string, label: string, hint: string): CmsField => ({
  name,
  label,
  hint,
  widget: "number",
  value_type: "int",
  min: 0,
})

const serviceFields = (id: (typeof pricedServices)[number]): CmsField => ({
  name: id,
  label: serviceLabels[id],
  widget: "object",
  collapsed: true,
  fields: [
    example,
    amount("priceFrom", "Price from (PLN, net)", "The lowest usual price."),
    amount(
      "priceTo",
      "Price to (PLN, net)",
      'The highest usual price; the same as "from" for one figure.'
    ),
    amount("weeksFrom", "Duration from (weeks)", "Typical duration, shortest."),
    amount("weeksTo", "Duration to (weeks)", "Typical duration, longest."),
    {
      name: "includedPl",
      label: "Included (Polish)",
      widget: "list",
      field: { name: "item", label: "Item", widget: "string" },
    },
    {
      name: "includedEn",
      label: "Included (English)",
      widget: "list",
      field: { name: "item", label: "Item", widget: "string" },
    },
  ],
})

const factor = (question: PlannerQuestion): CmsField => ({
  name: question,
  label: `Planner: ${question}`,
  widget: "object",
  hint: "A price multiplier per answer: 1 leaves the price as it is, 1.3 adds 30%.",
  fields: plannerQuestions[question].map(answer => ({
    name: answer,
    label: answer,
    widget: "number" as const,
    value_type: "float" as const,
    min: 0.1,
  })),
})

const answers = Object.values(plannerQuestions).flat()

/** Prices, durations and the planner's factors: one file, the one the pages and planner read. */
export const pricingCollection: CmsFileCollection = {
  name: "pricing",
  label: "Prices",
  format: "json",
  extension: "json",
  editor: { preview: false },
  files: [
    {
      name: "prices",
      label: "Prices and the project planner",
      file: pricingFile,
      fields: [
        {
          name: "services",
          label: "Packages",
          widget: "object",
          fields: pricedServices.map(serviceFields),
        },
        {
          name: "planner",
          label: "Project planner",
          widget: "object",
          fields: [
            example,
            ...(Object.keys(plannerQuestions) as PlannerQuestion[]).map(factor),
            {
              name: "extraWeeks",
              label: "Weeks an answer adds",
              hint: "Weeks added to the duration by an answer; a negative number saves weeks. Leave an answer out to add none.",
              widget: "object",
              fields: answers.map(answer => ({
                name: answer,
                label: answer,
                widget: "number" as const,
                value_type: "int" as const,
                required: false,
              })),
            },
          ],
        },
      ],
    },
  ],
}
