/**
 * A deploy's rule for the prices: no entry may still be marked as an example. The file's fields and
 * their checks are defined in src/collections/pricing.ts.
 */
import { pricedServices, pricingFile } from "./pricing-ids"

type Json = Readonly<Record<string, unknown>>

const isObject = (value: unknown): value is Json =>
  typeof value === "object" && value !== null && !Array.isArray(value)
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
