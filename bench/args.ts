/** The benchmark's command line (see bench/bench.ts). */
import { postPath } from "../src/features/blog/posts"
import { languages } from "../src/i18n/languages"
import { localizedPath } from "../src/i18n/paths"
import type { RouteId } from "../src/routes"

/** A kind of page the benchmark measures, in both languages. */
type PageKind = {
  /** What `--pages` calls it. */
  id: string
  /** What the results call it. */
  name: string
  /** Its Polish and its English address. */
  paths: string[]
}

/** A page's address in each language, from the route table. */
const pathsOf = (id: RouteId) => languages.map(language => localizedPath(id, language))

export const pageKinds: PageKind[] = [
  { id: "home", name: "home", paths: pathsOf("home") },
  { id: "contact", name: "contact", paths: pathsOf("contact") },
  { id: "blog-list", name: "blog list", paths: pathsOf("blog") },
  {
    id: "blog-post",
    name: "blog post",
    paths: [
      postPath("pl", "websites", "rodzaje-stron-internetowych"),
      postPath("en", "websites", "types-of-websites"),
    ],
  },
  { id: "website-sub-page", name: "website sub-page", paths: pathsOf("websites-landing-page") },
  { id: "portfolio", name: "portfolio", paths: pathsOf("portfolio") },
]

const skipFlags = [
  "build",
  "lighthouse",
  "consented",
  "inp",
  "returning",
  "portfolio",
  "blog-lists",
  "scaling",
  "warm",
] as const
type SkipFlag = (typeof skipFlags)[number]

type BenchOptions = {
  skip: Record<SkipFlag, boolean>
  runs: number
  inpRuns: number
  pages: PageKind[]
  posts: number[]
  /** Lighthouse runs per page and variant in the tag mode. */
  abRuns: number
  /** Tag mode: the tag's loading strategies side by side, for a visitor who accepted analytics. */
  tags: boolean
  /** Load mode: many requests over many pages against nginx and Cloudflare's runtime. */
  load: boolean
}

const numberList = (value: string) => value.split(",").map(Number)

/** Reads the flags; throws on one it does not know, so a typo is not a silent full run. */
export const parseArgs = (argv: string[]): BenchOptions => {
  const options: BenchOptions = {
    skip: Object.fromEntries(skipFlags.map(flag => [flag, false])) as BenchOptions["skip"],
    runs: 3,
    inpRuns: 5,
    pages: [...pageKinds],
    posts: [10, 100, 1000],
    abRuns: 5,
    tags: false,
    load: false,
  }
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s)
    const skipped = /^--skip-(.+)$/.exec(name)?.[1]
    if (skipped && value === undefined && (skipFlags as readonly string[]).includes(skipped)) {
      options.skip[skipped as SkipFlag] = true
    } else if (
      (name === "--runs" || name === "--inp-runs" || name === "--ab-runs") &&
      /^[1-9]\d*$/.test(value ?? "")
    ) {
      options[name === "--runs" ? "runs" : name === "--inp-runs" ? "inpRuns" : "abRuns"] =
        Number(value)
    } else if (name === "--tags" && value === undefined) {
      options.tags = true
    } else if (name === "--load" && value === undefined) {
      options.load = true
    } else if (name === "--pages" && value) {
      const ids = value.split(",")
      const unknown = ids.filter(id => !pageKinds.some(kind => kind.id === id))
      if (unknown.length)
        throw new Error(
          `unknown page ${unknown.join(", ")}: one of ${pageKinds.map(kind => kind.id).join(", ")}`
        )
      options.pages = pageKinds.filter(kind => ids.includes(kind.id))
    } else if (
      name === "--posts" &&
      value &&
      numberList(value).every(n => Number.isInteger(n) && n > 0)
    ) {
      options.posts = numberList(value)
    } else {
      throw new Error(`unknown or malformed option ${arg} (see bench/bench.ts)`)
    }
  }
  return options
}
