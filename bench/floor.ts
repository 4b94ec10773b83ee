/**
 * The floor: a hello-world Gatsby page on the site's stack (bench/floor/), measured in the same
 * Lighthouse run as the site's pages, its visits interleaved with theirs, so a busy moment of the
 * machine falls on both alike. Absolute TBT follows the machine; a page's TBT as a multiple of the
 * floor's does not. The site's pages, first visit, are held to the floor's figures (issue 37):
 *   - CLS 0;
 *   - TBT: the median over the pages no higher than the floor's, and no page above twice it;
 *   - LCP no more than 0.2 s above the floor's.
 * Pure functions (the schedule and the comparison); bench/floor-build.ts builds the floor.
 */
import { median } from "./stats"

/** The floor's pages, one a language, visited in turn. */
export const floorPaths = ["/", "/en/"]

/** A floor visit before every this many of the site's page visits in a run. */
export const floorEvery = 3

/** Fewer runs than this are too few to judge a page against the floor. */
export const minimumRuns = 5

export const floorGoals = {
  /** The median over the pages' TBT, as a multiple of the floor's: at most this. */
  medianTbtRatio: 1,
  /** Each page's TBT, as a multiple of the floor's: at most this. */
  pageTbtRatio: 2,
  /** Each page's LCP above the floor's: at most this many milliseconds. */
  lcpAboveMs: 200,
  /** CLS 0: below what shows as 0.00. */
  clsBelow: 0.005,
}

/** One Lighthouse visit of an interleaved run: a page of the site, or of the floor. */
export type Visit = { target: "site" | "floor"; path: string; run: number }

/**
 * The visits of `runs` runs, run after run: each run visits every page once, in order, with a
 * floor visit before every `every` pages (the floor's pages taken in turn across the runs).
 * Without floor pages, the site's pages alone.
 */
export const interleavedVisits = (
  pagePaths: readonly string[],
  floor: readonly string[],
  runs: number,
  every = floorEvery
): Visit[] => {
  const visits: Visit[] = []
  let floorVisits = 0
  for (let run = 0; run < runs; run++)
    pagePaths.forEach((pagePath, index) => {
      if (floor.length && index % every === 0)
        visits.push({ target: "floor", path: floor[floorVisits++ % floor.length], run })
      visits.push({ target: "site", path: pagePath, run })
    })
  return visits
}

/** The figures a page is compared on (medians over its runs). */
type Figures = { page: string; path: string; tbt: number; lcp: number; cls: number }

/** A page's TBT as a multiple of the floor's (1 when both are 0, Infinity over a floor of 0). */
export const tbtRatio = (pageTbt: number, floorTbt: number): number =>
  floorTbt > 0 ? pageTbt / floorTbt : pageTbt > 0 ? Infinity : 1

export type FloorComparison = {
  tbtRatio: number
  /** The page's LCP minus the floor's, in milliseconds. */
  lcpAboveMs: number
  /** What the page misses of its own floor goals (the median's goal is the verdict's). */
  misses: string[]
}

export const compareWithFloor = (page: Figures, floor: Figures): FloorComparison => {
  const ratio = tbtRatio(page.tbt, floor.tbt)
  const lcpAboveMs = page.lcp - floor.lcp
  const misses = [
    ...(page.cls >= floorGoals.clsBelow ? [`CLS ${page.cls.toFixed(3)}`] : []),
    ...(ratio > floorGoals.pageTbtRatio
      ? [`TBT ${formatRatio(ratio)} the floor's (at most ${floorGoals.pageTbtRatio}×)`]
      : []),
    ...(lcpAboveMs > floorGoals.lcpAboveMs
      ? [`LCP ${formatSeconds(lcpAboveMs)} above the floor's (at most +0.20 s)`]
      : []),
  ]
  return { tbtRatio: ratio, lcpAboveMs, misses }
}

export const formatRatio = (ratio: number): string =>
  Number.isFinite(ratio) ? `${ratio.toFixed(2)}×` : "∞×"

/** Signed seconds from milliseconds: +0.05 s, −0.10 s. */
export const formatSeconds = (ms: number): string =>
  `${ms < 0 ? "−" : "+"}${Math.abs(ms / 1000).toFixed(2)} s`

/** The "vs floor" cell of a page's row: its TBT ratio and its LCP against the floor's. */
export const vsFloorCell = (comparison: FloorComparison): string =>
  `TBT ${formatRatio(comparison.tbtRatio)}, LCP ${formatSeconds(comparison.lcpAboveMs)}`

export type FloorVerdict = {
  met: boolean
  /** The median over the pages' TBT as a multiple of the floor's. */
  medianTbtRatio: number
  /** Each miss, naming the page. */
  misses: string[]
  /** Whether there were enough runs to judge. */
  enoughRuns: boolean
}

/** The pages (first visit, medians over their runs) against the floor. */
export const floorVerdict = (pages: Figures[], floor: Figures, runs: number): FloorVerdict => {
  const medianTbtRatio = tbtRatio(median(pages.map(page => page.tbt)), floor.tbt)
  const misses = [
    ...(medianTbtRatio > floorGoals.medianTbtRatio
      ? [`the median TBT over the pages is ${formatRatio(medianTbtRatio)} the floor's`]
      : []),
    ...pages.flatMap(page =>
      compareWithFloor(page, floor).misses.map(miss => `${page.path} (${page.page}): ${miss}`)
    ),
  ]
  const enoughRuns = runs >= minimumRuns
  return { met: enoughRuns && !misses.length, medianTbtRatio, misses, enoughRuns }
}

/** The verdict as the results section's line. */
export const verdictLine = (verdict: FloorVerdict, pageCount: number, runs: number): string => {
  const outcome = verdict.misses.length
    ? `missed: ${verdict.misses.join("; ")}`
    : `met by all ${pageCount} pages`
  const judged = verdict.enoughRuns
    ? ""
    : ` Only ${runs} run${runs === 1 ? "" : "s"}: the goals are judged over at least ${minimumRuns}.`
  return (
    `Against the floor (first visit, ${runs} interleaved run${runs === 1 ? "" : "s"}; median ` +
    `TBT over the pages ${formatRatio(verdict.medianTbtRatio)} the floor's): ${outcome}.${judged}`
  )
}
