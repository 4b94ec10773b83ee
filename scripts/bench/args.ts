/** The benchmark's command line (see scripts/bench.ts). */

export const pageKinds = [
  { id: "home", name: "home", paths: ["/", "/en/"] },
  { id: "contact", name: "contact", paths: ["/kontakt", "/en/contact/"] },
  { id: "blog-list", name: "blog list", paths: ["/blog", "/en/blog/"] },
  {
    id: "blog-post",
    name: "blog post",
    paths: [
      "/blog/strony-internetowe/rodzaje-stron-internetowych",
      "/en/blog/websites/types-of-websites/",
    ],
  },
  {
    id: "website-sub-page",
    name: "website sub-page",
    paths: ["/uslugi/strony-internetowe/landing-page", "/en/services/websites/landing-page/"],
  },
  { id: "portfolio", name: "portfolio", paths: ["/portfolio", "/en/portfolio/"] },
] as const

export type PageKind = (typeof pageKinds)[number]

export const skipFlags = [
  "build",
  "lighthouse",
  "consented",
  "inp",
  "portfolio",
  "scaling",
  "warm",
] as const
export type SkipFlag = (typeof skipFlags)[number]

export type BenchOptions = {
  skip: Record<SkipFlag, boolean>
  runs: number
  inpRuns: number
  pages: PageKind[]
  posts: number[]
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
  }
  for (const arg of argv) {
    const [name, value] = arg.split(/=(.*)/s)
    const skipped = /^--skip-(.+)$/.exec(name)?.[1]
    if (skipped && value === undefined && (skipFlags as readonly string[]).includes(skipped)) {
      options.skip[skipped as SkipFlag] = true
    } else if ((name === "--runs" || name === "--inp-runs") && /^[1-9]\d*$/.test(value ?? "")) {
      options[name === "--runs" ? "runs" : "inpRuns"] = Number(value)
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
      throw new Error(`unknown or malformed option ${arg} (see scripts/bench.ts)`)
    }
  }
  return options
}
