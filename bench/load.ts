/**
 * The load test (`npm run bench -- --load`): a fixed number of requests over a set of pages, a
 * fixed number in flight at any time, against one server. An error is any answer that is not
 * 200, or no answer at all; the test is met with none.
 */

type LoadOutcome = { path: string; status: number; ms: number }

export type LoadSummary = {
  requests: number
  errors: number
  /** Answers by status; 0 stands for no answer (a connection error or a time-out). */
  statuses: Record<number, number>
  p50: number
  p95: number
  max: number
  seconds: number
  perSecond: number
}

/** The requests in the order they are sent: the pages in turn, as many times as it takes. */
export const loadSchedule = (paths: string[], total: number): string[] =>
  Array.from({ length: total }, (_, index) => paths[index % paths.length])

/** The `share` quantile (0 to 1) of sorted values, nearest rank. */
const quantile = (sorted: number[], share: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] : 0

export const summarize = (outcomes: LoadOutcome[], seconds: number): LoadSummary => {
  const times = outcomes.map(outcome => outcome.ms).sort((a, b) => a - b)
  const statuses: Record<number, number> = {}
  for (const { status } of outcomes) statuses[status] = (statuses[status] ?? 0) + 1
  return {
    requests: outcomes.length,
    errors: outcomes.filter(outcome => outcome.status !== 200).length,
    statuses,
    p50: quantile(times, 0.5),
    p95: quantile(times, 0.95),
    max: times.at(-1) ?? 0,
    seconds,
    perSecond: seconds > 0 ? outcomes.length / seconds : 0,
  }
}

/**
 * Sends the schedule to `origin` with `concurrency` requests in flight, each read to its end;
 * a request that takes longer than `timeoutMs` counts as no answer.
 */
export const runLoad = async (
  origin: string,
  schedule: string[],
  { concurrency = 20, timeoutMs = 60_000 } = {}
): Promise<LoadSummary> => {
  const outcomes: LoadOutcome[] = []
  let next = 0
  const started = performance.now()
  const worker = async () => {
    while (next < schedule.length) {
      const path = schedule[next++]
      const start = performance.now()
      let status = 0
      try {
        const response = await fetch(`${origin}${path}`, {
          redirect: "manual",
          headers: { "accept-encoding": "br, gzip" },
          signal: AbortSignal.timeout(timeoutMs),
        })
        await response.arrayBuffer()
        status = response.status
      } catch {
        status = 0
      }
      outcomes.push({ path, status, ms: performance.now() - start })
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker))
  return summarize(outcomes, (performance.now() - started) / 1000)
}
