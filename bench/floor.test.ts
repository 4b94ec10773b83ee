import {
  compareWithFloor,
  floorVerdict,
  formatSeconds,
  interleavedVisits,
  tbtRatio,
  verdictLine,
  vsFloorCell,
} from "./floor"

const floor = { page: "floor", path: "/, /en/", tbt: 200, lcp: 1000, cls: 0 }
const page = (path: string, tbt: number, lcp = 1000, cls = 0) => ({
  page: "home",
  path,
  tbt,
  lcp,
  cls,
})

describe("interleavedVisits", () => {
  it("visits every page once a run, with a floor visit before every few pages", () => {
    const visits = interleavedVisits(["/a", "/b", "/c", "/d"], ["/", "/en/"], 2, 3)
    expect(visits.map(visit => `${visit.run}:${visit.target}:${visit.path}`)).toEqual([
      "0:floor:/",
      "0:site:/a",
      "0:site:/b",
      "0:site:/c",
      "0:floor:/en/",
      "0:site:/d",
      "1:floor:/",
      "1:site:/a",
      "1:site:/b",
      "1:site:/c",
      "1:floor:/en/",
      "1:site:/d",
    ])
  })

  it("gives a run of few pages one floor visit, the floor's pages in turn across runs", () => {
    const visits = interleavedVisits(["/", "/en/"], ["/", "/en/"], 3, 3)
    expect(visits.filter(visit => visit.target === "floor").map(visit => visit.path)).toEqual([
      "/",
      "/en/",
      "/",
    ])
    expect(visits.filter(visit => visit.target === "site")).toHaveLength(6)
  })

  it("visits the site's pages alone without floor pages", () => {
    const visits = interleavedVisits(["/a", "/b"], [], 2)
    expect(visits.map(visit => visit.target)).toEqual(["site", "site", "site", "site"])
    expect(visits.map(visit => visit.run)).toEqual([0, 0, 1, 1])
  })
})

describe("tbtRatio", () => {
  it("divides the page's TBT by the floor's", () => {
    expect(tbtRatio(100, 200)).toBe(0.5)
  })

  it("is 1 when both are 0, and unbounded over a floor of 0", () => {
    expect(tbtRatio(0, 0)).toBe(1)
    expect(tbtRatio(10, 0)).toBe(Infinity)
  })
})

describe("compareWithFloor", () => {
  it("shows the TBT ratio and the LCP above the floor's in the vs floor cell", () => {
    expect(vsFloorCell(compareWithFloor(page("/", 190, 1050), floor))).toBe(
      "TBT 0.95×, LCP +0.05 s"
    )
    expect(vsFloorCell(compareWithFloor(page("/", 0, 900), { ...floor, tbt: 0 }))).toBe(
      "TBT 1.00×, LCP −0.10 s"
    )
  })

  it("holds a page to twice the floor's TBT, at most", () => {
    expect(compareWithFloor(page("/", 400), floor).misses).toEqual([])
    expect(compareWithFloor(page("/", 402), floor).misses).toEqual([
      "TBT 2.01× the floor's (at most 2×)",
    ])
  })

  it("holds a page to 0.2 s above the floor's LCP, at most", () => {
    expect(compareWithFloor(page("/", 100, 1200), floor).misses).toEqual([])
    expect(compareWithFloor(page("/", 100, 1250), floor).misses).toEqual([
      "LCP +0.25 s above the floor's (at most +0.20 s)",
    ])
  })

  it("holds a page to CLS 0", () => {
    expect(compareWithFloor(page("/", 100, 1000, 0.004), floor).misses).toEqual([])
    expect(compareWithFloor(page("/", 100, 1000, 0.02), floor).misses).toEqual(["CLS 0.020"])
  })
})

describe("floorVerdict", () => {
  it("is met when the pages' median TBT is no higher than the floor's and each page holds", () => {
    const pages = [page("/a", 100), page("/b", 200), page("/c", 390)]
    const verdict = floorVerdict(pages, floor, 5)
    expect(verdict).toEqual({ met: true, medianTbtRatio: 1, misses: [], enoughRuns: true })
    expect(verdictLine(verdict, pages.length, 5)).toBe(
      "Against the floor (first visit, 5 interleaved runs; median TBT over the pages 1.00× the " +
        "floor's): met by all 3 pages."
    )
  })

  it("is missed when the pages' median TBT is above the floor's, though no page is", () => {
    const verdict = floorVerdict([page("/a", 100), page("/b", 210), page("/c", 390)], floor, 5)
    expect(verdict.met).toBe(false)
    expect(verdict.misses).toEqual(["the median TBT over the pages is 1.05× the floor's"])
  })

  it("names each page that misses its own goal", () => {
    const verdict = floorVerdict(
      [page("/a", 100), page("/b", 100, 1300), page("/en/c", 500)],
      floor,
      5
    )
    expect(verdict.misses).toEqual([
      "/b (home): LCP +0.30 s above the floor's (at most +0.20 s)",
      "/en/c (home): TBT 2.50× the floor's (at most 2×)",
    ])
    expect(verdictLine(verdict, 3, 5)).toContain("missed: /b (home): LCP +0.30 s")
  })

  it("judges nothing from fewer than five runs", () => {
    const verdict = floorVerdict([page("/a", 100)], floor, 1)
    expect(verdict.met).toBe(false)
    expect(verdict.enoughRuns).toBe(false)
    expect(verdictLine(verdict, 1, 1)).toBe(
      "Against the floor (first visit, 1 interleaved run; median TBT over the pages 0.50× the " +
        "floor's): met by all 1 pages. Only 1 run: the goals are judged over at least 5."
    )
  })
})

describe("formatSeconds", () => {
  it("signs the difference", () => {
    expect(formatSeconds(0)).toBe("+0.00 s")
    expect(formatSeconds(-120)).toBe("−0.12 s")
  })
})
