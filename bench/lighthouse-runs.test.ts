import {
  benchmarkIndexNote,
  medianRow,
  meetsGoals,
  meetsPerformanceGoals,
  rowFromLhr,
  tagProblem,
  type Lhr,
  type NetworkItem,
  type Row,
} from "./lighthouse-runs"

const lhr = (items: NetworkItem[], tbt = 40): Lhr =>
  ({
    categories: {
      performance: { score: 1 },
      accessibility: { score: 1 },
      "best-practices": { score: 1 },
      seo: { score: 1 },
    },
    audits: {
      "first-contentful-paint": { numericValue: 700 },
      "largest-contentful-paint": { numericValue: 900 },
      "total-blocking-time": { numericValue: tbt },
      "cumulative-layout-shift": { numericValue: 0 },
      "network-requests": { details: { items } },
    },
  }) as unknown as Lhr

/** A request as Lighthouse lists it, with its transfer size in KB. */
const request = (url: string, resourceType: string, kb: number, statusCode = 200): NetworkItem => ({
  url,
  resourceType,
  transferSize: kb * 1024,
  statusCode,
})
const page = request("http://localhost:9700/en/", "Document", 20)
const app = request("http://localhost:9700/app.js", "Script", 100)
const tag = request("https://www.googletagmanager.com/gtag/js?id=G-BENCH00001", "Script", 99)
const beacon = request("https://region1.google-analytics.com/g/collect?v=2", "Ping", 0, 204)

describe("a Lighthouse result in the benchmark", () => {
  it("becomes a row with the sizes in KB and the tag's status", () => {
    const row = rowFromLhr(lhr([page, app, tag, beacon]), "home", "/en/", "consented")
    expect(row).toMatchObject({ totalKb: 219, scriptKb: 199, tagStatus: 200, lcp: 900 })
    expect(meetsGoals(row)).toBe(true)
    expect(meetsGoals({ ...row, tbt: 101 })).toBe(false)
    expect(meetsGoals({ ...row, seo: 0.92 })).toBe(false)
    expect(meetsPerformanceGoals({ ...row, seo: 0.92 })).toBe(true)
    expect(meetsPerformanceGoals({ ...row, cls: 0.01 })).toBe(false)
  })

  it("fails a first visit that loads anything of Google's", () => {
    expect(tagProblem(lhr([page, app]), "first visit")).toBeUndefined()
    expect(tagProblem(lhr([page, app, tag]), "first visit")).toMatch(/without consent/)
  })

  it("fails a consented visit without the tag, with the tag not answered, or fetched twice", () => {
    expect(tagProblem(lhr([page, app, tag, beacon]), "consented")).toBeUndefined()
    expect(tagProblem(lhr([page, app]), "consented")).toMatch(/not requested/)
    expect(tagProblem(lhr([page, app]), "consented", true)).toBeUndefined()
    expect(tagProblem(lhr([page, tag, beacon, tag]), "consented", true)).toMatch(/2 times/)
    expect(tagProblem(lhr([page, { ...tag, statusCode: -1 }]), "consented")).toMatch(/-1/)
    expect(tagProblem(lhr([page, tag, beacon, tag]), "consented")).toMatch(/requested 2 times/)
  })

  it("takes the median of each figure on its own", () => {
    const rows = [40, 120, 60].map(tbt => rowFromLhr(lhr([page], tbt), "home", "/", "first visit"))
    rows[0].lcp = 1500
    const median: Row = medianRow(rows)
    expect(median).toMatchObject({ tbt: 60, lcp: 900, page: "home", visitor: "first visit" })
  })
})

describe("the machine's speed in a section's header", () => {
  const run = (benchmarkIndex: number) =>
    rowFromLhr({ ...lhr([page]), environment: { benchmarkIndex } }, "home", "/", "first visit")

  it("gives the range and median of Lighthouse's CPU benchmark index over the runs", () => {
    expect(run(1500.4).benchmarkIndex).toBe(1500.4)
    expect(benchmarkIndexNote([run(1058.5), run(1989.5), run(1400)])).toBe(
      " Lighthouse's CPU benchmark index over the runs: 1059–1990 (median 1400; higher is faster, and TBT compares only between like indexes)."
    )
  })

  it("says nothing where Lighthouse reported no index", () => {
    expect(benchmarkIndexNote([rowFromLhr(lhr([page]), "home", "/", "first visit")])).toBe("")
  })
})
