import { withinSpreadOf } from "./spread"
import type { Row } from "./lighthouse-runs"

const row = (tbt: number, lcp: number): Row => ({
  page: "home",
  path: "/en/",
  visitor: "first visit",
  performance: 1,
  accessibility: 1,
  bestPractices: 1,
  seo: 1,
  fcp: 600,
  lcp,
  tbt,
  cls: 0,
  totalKb: 100,
  scriptKb: 80,
})

describe("a variant against a baseline's runs", () => {
  const baseline = [row(30, 700), row(51, 900), row(24, 750)]

  it("is within the spread up to the slowest run plus the smallest meaningful difference", () => {
    expect(withinSpreadOf(row(61, 950), baseline)).toBe(true)
    expect(withinSpreadOf(row(62, 900), baseline)).toBe(false)
    expect(withinSpreadOf(row(30, 951), baseline)).toBe(false)
  })

  it("is not, with a lower performance score than any baseline run", () => {
    expect(withinSpreadOf({ ...row(30, 700), performance: 0.98 }, baseline)).toBe(false)
  })
})
