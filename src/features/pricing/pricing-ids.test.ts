import { careLines, careOf, pricedServices } from "./pricing-ids"
import { plannedServices, pricing } from "./pricing-data"

describe("the care lines", () => {
  it("give the applications their own, and every website the website's", () => {
    expect(careOf("apps")).toBe("apps-care")
    for (const service of ["websites", "websites-landing-page", "websites-seo"] as const)
      expect(careOf(service)).toBe("care")
  })

  it("are priced lines of their own, which the planner does not estimate", () => {
    for (const line of careLines) {
      expect(pricedServices).toContain(line)
      expect(plannedServices).not.toContain(line)
      expect(pricing.services[line].includedPl.length).toBeGreaterThan(0)
    }
  })
})
