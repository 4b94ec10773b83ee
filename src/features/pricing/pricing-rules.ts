import { plannerQuestions, pricedServices, pricingFile, type PlannerQuestion } from "./pricing-data"

type Json = Readonly<Record<string, unknown>>

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)
const isAmount = (value: unknown): value is number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0
const isTextList = (value: unknown) =>
  Array.isArray(value) &&
  value.length > 0 &&
  value.every(item => typeof item === "string" && item.trim() !== "")

const entryProblems = (id: string, entry: unknown): string[] => {
  const at = (field: string) => `${pricingFile}: services.${id}.${field}`
  if (!isObject(entry)) return [`${pricingFile}: services.${id} is missing`]
  const problems: string[] = []
  if (typeof entry.example !== "boolean") problems.push(`${at("example")} must be true or false`)
  for (const field of ["priceFrom", "priceTo", "weeksFrom", "weeksTo"])
    if (!isAmount(entry[field])) problems.push(`${at(field)} must be a number, 0 or more`)
  if (isAmount(entry.priceFrom) && isAmount(entry.priceTo) && entry.priceTo < entry.priceFrom)
    problems.push(`${at("priceTo")} must not be below priceFrom`)
  if (isAmount(entry.weeksFrom) && isAmount(entry.weeksTo) && entry.weeksTo < entry.weeksFrom)
    problems.push(`${at("weeksTo")} must not be below weeksFrom`)
  for (const field of ["includedPl", "includedEn"])
    if (!isTextList(entry[field])) problems.push(`${at(field)} must list at least one item`)
  return problems
}

const plannerProblems = (planner: unknown): string[] => {
  if (!isObject(planner)) return [`${pricingFile}: planner is missing`]
  const problems: string[] = []
  if (typeof planner.example !== "boolean")
    problems.push(`${pricingFile}: planner.example must be true or false`)
  for (const question of Object.keys(plannerQuestions) as PlannerQuestion[]) {
    const factors = planner[question]
    for (const answer of plannerQuestions[question]) {
      const value = isObject(factors) ? factors[answer] : undefined
      if (!isAmount(value) || value === 0)
        problems.push(`${pricingFile}: planner.${question}.${answer} must be a number above 0`)
    }
  }
  const weeks = planner.extraWeeks
  if (!isObject(weeks)) problems.push(`${pricingFile}: planner.extraWeeks is missing`)
  else
    for (const [answer, value] of Object.entries(weeks))
      if (typeof value !== "number" || !Number.isFinite(value))
        problems.push(`${pricingFile}: planner.extraWeeks.${answer} must be a number`)
  return problems
}

/** What is wrong with the pricing file, each problem naming the file and field; empty when valid. */
export const validatePricing = (pricing: unknown): string[] => {
  if (!isObject(pricing)) return [`${pricingFile}: must be a JSON object`]
  const services = isObject(pricing.services) ? pricing.services : {}
  return [
    ...pricedServices.flatMap(id => entryProblems(id, services[id])),
    ...plannerProblems(pricing.planner),
  ]
}

/** The fields still marked as examples, as `services.<id>.example` / `planner.example`. */
export const examplePricingFields = (pricing: unknown): string[] => {
  if (!isObject(pricing)) return []
  const services = isObject(pricing.services) ? pricing.services : {}
  const fields = pricedServices
    .filter(id => isObject(services[id]) && (services[id] as Json).example !== false)
    .map(id => `services.${id}.example`)
  const planner = pricing.planner
  if (isObject(planner) && planner.example !== false) fields.push("planner.example")
  return fields
}

/** Why a deploying run stops, or null: each example entry named with its prices. */
export const pricingDeployProblem = (pricing: unknown, file = pricingFile): string | null => {
  const fields = examplePricingFields(pricing)
  if (fields.length === 0) return null
  const services = isObject(pricing) && isObject(pricing.services) ? pricing.services : {}
  const shown = (field: string) => {
    const id = field.split(".")[1]
    const entry = services[id]
    return isObject(entry) && field.startsWith("services.")
      ? `  ${field}: true (priceFrom ${String(entry.priceFrom)}, priceTo ${String(entry.priceTo)})`
      : `  ${field}: true`
  }
  return [
    `This build is deployed, but ${file} still holds example prices:`,
    ...fields.map(shown),
    'Set the agency\'s own figures and untick "Example" (the content manager\'s "Prices").',
  ].join("\n")
}
