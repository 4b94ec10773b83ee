/**
 * The benchmark's A/B mode: what a piece of start-up machinery is worth, measured against the
 * same site built without it, in one run. Each variant is built on its own (the production build
 * with every piece, and one build without each piece: src/config/start-up.ts) and served by its
 * own nginx; Lighthouse then visits each page in each variant in turn, run after run, so a busy
 * moment of the machine falls on every variant alike.
 *
 * A piece wins on a page when its median beats the median without it by more than the spread:
 * the range of the middle runs (the fastest and slowest runs of each variant left out, with five
 * runs or more), the larger of the two variants', and never less than the smallest difference
 * that means anything for the metric (Lighthouse's simulated LCP moves in steps of tens of
 * milliseconds, so five runs alike give no spread at all). It loses likewise the other way. It is
 * kept when it wins on total blocking time or largest contentful paint on at least half of the
 * pages, and on more pages than it loses on: a piece that takes LCP from 1.6 s to 0.75 s on five
 * pages is not undone by 20 ms more blocking time on a sixth, which the table still shows.
 */
import type { StartUpPiece } from "../src/config/start-up"
import { median } from "./stats"
import type { Row } from "./lighthouse-runs"

/** What the A/B mode compares on each page; lower is better for each. */
export const abMetrics = {
  tbt: { label: "TBT", unit: "ms", scale: 1, digits: 0, minimumMs: 10 },
  lcp: { label: "LCP", unit: "s", scale: 1 / 1000, digits: 2, minimumMs: 50 },
} as const

export type AbMetric = keyof typeof abMetrics

/** How far the runs of one variant lie apart, leaving out the extremes of five runs or more. */
export const spread = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = sorted.length >= 5 ? sorted.slice(1, -1) : sorted
  return middle[middle.length - 1] - middle[0]
}

export type Outcome = "wins" | "loses" | "within the spread"

export type Comparison = {
  /** Medians with the piece and without it. */
  with: number
  without: number
  spread: number
  outcome: Outcome
}

/**
 * One metric on one page: the piece's runs against the runs without it; a difference under
 * `minimum` is never a win or a loss.
 */
export const compare = (withPiece: number[], withoutPiece: number[], minimum = 0): Comparison => {
  const result = { with: median(withPiece), without: median(withoutPiece) }
  const limit = Math.max(spread(withPiece), spread(withoutPiece), minimum)
  const gain = result.without - result.with
  return {
    ...result,
    spread: limit,
    outcome: gain > limit ? "wins" : -gain > limit ? "loses" : "within the spread",
  }
}

export type PageComparison = { path: string } & Record<AbMetric, Comparison>

export const comparePage = (path: string, withPiece: Row[], withoutPiece: Row[]): PageComparison =>
  Object.assign(
    { path },
    ...(Object.keys(abMetrics) as AbMetric[]).map(metric => ({
      [metric]: compare(
        withPiece.map(row => row[metric]),
        withoutPiece.map(row => row[metric]),
        abMetrics[metric].minimumMs
      ),
    }))
  ) as PageComparison

export type Verdict = { keep: boolean; reason: string }

/** Keep: wins on TBT or LCP on at least half of the pages, and on more pages than it loses on. */
export const verdict = (pages: PageComparison[]): Verdict => {
  const metrics = Object.keys(abMetrics) as AbMetric[]
  const losses = pages.filter(page => metrics.some(metric => page[metric].outcome === "loses"))
  const wins = pages.filter(page => metrics.some(metric => page[metric].outcome === "wins"))
  const keep = wins.length * 2 >= pages.length && wins.length > losses.length
  return {
    keep,
    reason:
      `wins on ${wins.length} of ${pages.length} pages` +
      (losses.length ? `, loses on ${losses.length}` : "") +
      (keep ? ": keep it" : ": it does not pay for itself"),
  }
}

const figure = (metric: AbMetric, value: number) => {
  const { scale, digits, unit } = abMetrics[metric]
  return `${(value * scale).toFixed(digits)} ${unit}`
}

/** The table's cells for one piece: a row per page. */
export const abRows = (piece: StartUpPiece, pages: PageComparison[]): string[][] =>
  pages.map(page => [
    piece,
    page.path,
    ...(Object.keys(abMetrics) as AbMetric[]).flatMap(metric => [
      `${figure(metric, page[metric].with)} / ${figure(metric, page[metric].without)}`,
      figure(metric, page[metric].spread),
      page[metric].outcome,
    ]),
  ])

export const abHeader = [
  "piece",
  "page",
  ...(Object.keys(abMetrics) as AbMetric[]).flatMap(metric => [
    `${abMetrics[metric].label} with / without`,
    "spread",
    abMetrics[metric].label,
  ]),
]

/**
 * Whether a variant's median on a page stays within the spread of the same page's baseline runs:
 * no worse than the baseline's slowest run (plus each metric's smallest meaningful difference),
 * and no lower a performance score than its lowest.
 */
export const withinSpreadOf = (median: Row, baseline: Row[]): boolean =>
  (Object.keys(abMetrics) as AbMetric[]).every(
    metric =>
      median[metric] <= Math.max(...baseline.map(row => row[metric])) + abMetrics[metric].minimumMs
  ) && median.performance >= Math.min(...baseline.map(row => row.performance))
