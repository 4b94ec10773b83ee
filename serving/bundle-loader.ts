/**
 * The bundle loader: browser code that every page runs inline, in place of Gatsby's
 * `<script src async>` tags (see defer-bundles.ts, which compiles this module at build time and
 * gives it each page's configuration).
 *
 * Async scripts that arrive quickly (a repeat visit, a fast network) run before the first paint
 * and hold it back, although the page is already complete as HTML. So the loader adds the
 * page's bundles only once its content is on screen: when the browser reports the largest
 * contentful paint (or, where it does not report that, the first contentful paint, or else after
 * two animation frames). A hidden tab paints nothing, so there it adds them at once; a two-second
 * safety net covers a paint that is never reported.
 *
 * It preloads every bundle at once, so the downloads run in parallel, and then runs them one
 * after another, each once the one before has run: each bundle's start-up work is then a task of
 * its own, never several in one.
 *
 * This file runs in the browser as it is compiled: no imports, nothing but the DOM.
 */

/** What a page's loader needs to know: JSON, written into the page. */
export type BundleLoaderConfig = {
  /** The page's bundles, in the order Gatsby lists them, which is the order they must run in. */
  sources: string[]
}

/** How long a page waits at most for a paint report before it loads its bundles anyway. */
export const safetyNetMs = 2000

/** The paint the loader waits for: the largest contentful paint where the browser reports it. */
const paintToWaitFor = (): string | undefined => {
  // Older browsers have no PerformanceObserver at all. (No `?.` here: the loader is compiled
  // for browsers without it.)
  const Observer = window.PerformanceObserver
  const supported = (Observer && Observer.supportedEntryTypes) || []
  return ["largest-contentful-paint", "paint"].find(type => supported.includes(type))
}

export const startBundles = (config: BundleLoaderConfig): void => {
  const { sources } = config
  let started = false

  /** Adds the bundle at `index`, then, once it has run (or failed to load), the next one. */
  const run = (index: number): void => {
    if (index >= sources.length) return
    const script = document.createElement("script")
    script.src = sources[index]
    script.onload = script.onerror = () => run(index + 1)
    document.body.appendChild(script)
  }

  const start = () => {
    if (started) return
    started = true
    // One fragment: each element inserted on its own costs the browser about a millisecond.
    const preloads = document.createDocumentFragment()
    for (const source of sources) {
      const link = document.createElement("link")
      link.rel = "preload"
      link.as = "script"
      link.href = source
      preloads.appendChild(link)
    }
    document.body.appendChild(preloads)
    run(0)
  }

  // In a task of its own, so that the paint itself is not delayed by the work that follows.
  const startSoon = () => setTimeout(start, 0)

  if (document.visibilityState === "hidden") return start()

  const paint = paintToWaitFor()
  if (paint)
    new window.PerformanceObserver((_entries, observer) => {
      observer.disconnect()
      startSoon()
    }).observe({ type: paint, buffered: true })
  else requestAnimationFrame(() => requestAnimationFrame(startSoon))
  setTimeout(start, safetyNetMs)
}
