/**
 * When two variants of the site measure alike. Lighthouse's simulated figures move from run to
 * run, and its simulated LCP in steps of tens of milliseconds, so a variant counts as no worse than
 * a baseline while it stays within the baseline's own runs, plus the smallest difference that
 * means anything for each metric. The tag mode (`--tags`) holds each tag strategy to the same
 * page built without a tracking id this way.
 */
import type { Row } from "./lighthouse-runs"

/** The smallest difference that means anything, per metric; lower is better for each. */
const minimumMs = { tbt: 10, lcp: 50 } as const

/**
 * Whether a variant's median on a page stays within the spread of the same page's baseline runs:
 * no worse than the baseline's slowest run (plus each metric's smallest meaningful difference),
 * and no lower a performance score than its lowest.
 */
export const withinSpreadOf = (median: Row, baseline: Row[]): boolean =>
  (Object.keys(minimumMs) as (keyof typeof minimumMs)[]).every(
    metric => median[metric] <= Math.max(...baseline.map(row => row[metric])) + minimumMs[metric]
  ) && median.performance >= Math.min(...baseline.map(row => row.performance))
