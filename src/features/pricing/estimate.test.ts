import { describe, expect, it } from "vitest"
import { answersFrom, defaultAnswers, estimate, formatPrice, headroom } from "./estimate"
import { pricing, type Pricing } from "./pricing-data"
import { examplePricingFields, pricingDeployProblem } from "./pricing-rules"
import { validatePricing } from "../../collections/pricing"

const copy = (): Pricing => JSON.parse(JSON.stringify(pricing)) as Pricing

describe("headroom", () => {
  it("lists, at the plainest answers, each question that can raise the price with its largest factor", () => {
    expect(headroom(pricing, defaultAnswers).map(item => [item.question, item.factor])).toEqual(
      Object.entries(pricing.planner)
        .flatMap(([question, factors]) => {
          if (question === "example" || question === "extraWeeks") return []
          const top = Math.max(...Object.values(factors as Record<string, number>))
          return top > 1 ? [[question, top]] : []
        })
        .sort((a, b) => (b[1] as number) - (a[1] as number))
    )
  })

  it("leaves out a question already raising the price, and one no answer of which raises it", () => {
    const data = copy()
    data.planner.deadline = { flexible: 1, standard: 1, rush: 1 }
    const questions = headroom(data, { ...defaultAnswers, size: "medium" }).map(
      item => item.question
    )
    expect(questions).not.toContain("size")
    expect(questions).not.toContain("deadline")
    expect(questions).toContain("languages")
  })
})

describe("estimate", () => {
  it("gives the service's own range and duration for the plainest answers", () => {
    const entry = pricing.services["websites-multi-page"]
    const result = estimate(pricing, "websites-multi-page", defaultAnswers)
    expect(result).toMatchObject({
      priceFrom: entry.priceFrom,
      priceTo: entry.priceTo,
      weeksFrom: entry.weeksFrom,
      weeksTo: entry.weeksTo,
      drivers: [],
    })
  })

  it("follows the data: another price or factor changes the result", () => {
    const data = copy()
    data.services.apps.priceFrom = 10000
    data.services.apps.priceTo = 20000
    data.planner.languages.two = 1.5
    data.planner.extraWeeks.two = 4
    const result = estimate(data, "apps", { ...defaultAnswers, languages: "two" })
    expect(result.priceFrom).toBe(15000)
    expect(result.priceTo).toBe(30000)
    expect(result.weeksFrom).toBe(data.services.apps.weeksFrom + 4)
    expect(result.drivers).toEqual([{ question: "languages", answer: "two", factor: 1.5 }])
  })

  it("multiplies the factors, names what drives the price largest first, rounds to 100", () => {
    const data = copy()
    data.services["websites-seo"].priceFrom = 1000
    data.services["websites-seo"].priceTo = 1000
    data.planner.size.large = 2
    data.planner.deadline.rush = 1.25
    const result = estimate(data, "websites-seo", {
      ...defaultAnswers,
      size: "large",
      deadline: "rush",
    })
    expect(result.priceFrom).toBe(2500)
    expect(result.drivers.map(driver => driver.answer)).toEqual(["large", "rush"])
  })

  it("reads answers from a query and ignores unknown values", () => {
    expect(answersFrom({ size: "large", content: "<script>", deadline: null })).toEqual({
      ...defaultAnswers,
      size: "large",
    })
  })
})

describe("formatPrice", () => {
  it("writes amounts as each language does", () => {
    expect(formatPrice(4900, "pl")).toBe("4\u00a0900\u00a0zł")
    expect(formatPrice(4900, "en")).toBe("PLN\u00a04,900")
  })
})

describe("the pricing file's rules", () => {
  it("accepts the shipped file", () => {
    expect(validatePricing(pricing)).toEqual([])
  })

  it("names the file and the field of each problem", () => {
    const data = copy() as unknown as { services: Record<string, Record<string, unknown>> }
    data.services.care.priceFrom = "dużo"
    data.services.apps.includedEn = []
    data.services["websites-seo"].priceTo = 1
    expect(validatePricing(data)).toEqual([
      "content/pricing.json: services.websites-seo.priceTo must not be below priceFrom",
      "content/pricing.json: services.apps.includedEn must list at least one item",
      "content/pricing.json: services.care.priceFrom must be a whole number, 0 or more",
    ])
  })

  it("names a missing planner factor", () => {
    const data = copy() as unknown as { planner: Record<string, Record<string, unknown>> }
    delete data.planner.size.medium
    expect(validatePricing(data)).toEqual([
      "content/pricing.json: planner.size.medium must be a number above 0",
    ])
  })

  it("names a field the file's definition does not have, and a missing group", () => {
    const data = copy() as unknown as Record<string, Record<string, unknown>>
    ;(data.services as Record<string, Record<string, unknown>>).apps.pricefrom = 100
    delete data.planner
    expect(validatePricing(data)).toEqual([
      "content/pricing.json: services.apps.pricefrom is not a field here",
      "content/pricing.json: planner is missing",
    ])
  })

  it("stops a deploy on every entry still marked as an example, and only on those", () => {
    const data = copy()
    for (const entry of Object.values(data.services)) entry.example = false
    data.planner.example = false
    expect(pricingDeployProblem(data)).toBeNull()
    data.services["websites-creative"].example = true
    expect(examplePricingFields(data)).toEqual(["services.websites-creative.example"])
    expect(pricingDeployProblem(data)).toContain(
      "content/pricing.json still holds example prices:\n  services.websites-creative.example: true (priceFrom 9900"
    )
  })
})
