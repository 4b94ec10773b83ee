import {
  abHeader,
  abRows,
  compare,
  comparePage,
  spread,
  verdict,
  withinSpreadOf,
  type PageComparison,
} from "./ab"
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

const page = (path: string, tbt: PageComparison["tbt"]["outcome"]): PageComparison => {
  const within = { with: 1, without: 1, spread: 0, outcome: "within the spread" as const }
  return { path, tbt: { ...within, outcome: tbt }, lcp: within }
}

describe("the A/B mode", () => {
  it("measures the spread without the fastest and slowest of five runs", () => {
    expect(spread([40, 90, 50, 300, 60])).toBe(40)
    expect(spread([40, 90, 50])).toBe(50)
  })

  it("calls a piece a win only when it beats the median by more than the spread", () => {
    expect(compare([50, 52, 55, 58, 90], [100, 104, 110, 112, 400])).toMatchObject({
      with: 55,
      without: 110,
      outcome: "wins",
    })
    expect(compare([50, 70, 80, 90, 100], [60, 80, 95, 100, 110]).outcome).toBe("within the spread")
    expect(compare([100, 101, 102, 103, 104], [50, 51, 52, 53, 54]).outcome).toBe("loses")
  })

  it("never counts a difference under the metric's smallest meaningful one", () => {
    // Five runs alike give no spread: 20 ms of LCP is then still no loss.
    expect(compare([710, 710, 710, 710, 710], [690, 690, 690, 690, 690], 50)).toMatchObject({
      spread: 50,
      outcome: "within the spread",
    })
    expect(compare([700, 700, 700, 700, 700], [900, 900, 900, 900, 900], 50).outcome).toBe("wins")
  })

  it("compares a page on blocking time and largest paint", () => {
    const withPiece = [row(50, 900), row(52, 910), row(55, 905), row(53, 902), row(51, 901)]
    const without = [row(150, 900), row(152, 910), row(155, 905), row(153, 902), row(151, 901)]
    const result = comparePage("/en/", withPiece, without)
    expect(result.tbt.outcome).toBe("wins")
    expect(result.lcp.outcome).toBe("within the spread")
    expect(abRows("deferral", [result])[0]).toEqual([
      "deferral",
      "/en/",
      "52 ms / 152 ms",
      "10 ms",
      "wins",
      "0.90 s / 0.90 s",
      "0.05 s",
      "within the spread",
    ])
    expect(abHeader).toHaveLength(8)
  })

  it("keeps a piece that wins on half of the pages, and on more than it loses on", () => {
    expect(verdict([page("/", "wins"), page("/en/", "within the spread")]).keep).toBe(true)
    expect(verdict([page("/", "within the spread"), page("/en/", "within the spread")])).toEqual({
      keep: false,
      reason: "wins on 0 of 2 pages: it does not pay for itself",
    })
    expect(verdict([page("/", "wins"), page("/en/", "loses")]).keep).toBe(false)
    const wins = ["/", "/en/", "/kontakt"].map(path => page(path, "wins"))
    expect(verdict([...wins, page("/en/contact/", "loses")])).toEqual({
      keep: true,
      reason: "wins on 3 of 4 pages, loses on 1: keep it",
    })
  })
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
