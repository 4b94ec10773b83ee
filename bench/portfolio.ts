/**
 * The site built with the portfolio grown to 30 projects per language (generated, in a temporary
 * folder), held to the build checks: the 15 KB page-data budget and the 150 words of main copy.
 */
import { execSync } from "child_process"
import fs from "fs"
import path from "path"
import { temporaryDir, writePortfolio } from "./generate-content"

/** Page data the portfolio's pages carry with this many projects per language. */
export const portfolioProjects = 30

/** A page and the size of its page data. */
export type PageDataSize = { page: string; kb: number }

/** Builds that site and runs the checks; returns the page-data sizes of the portfolio's pages. */
export const portfolioBudget = (
  env: NodeJS.ProcessEnv
): { sizes: PageDataSize[]; passed: boolean } => {
  const dir = temporaryDir("bench-portfolio")
  try {
    writePortfolio(dir, portfolioProjects)
    execSync("npx gatsby clean", { env, stdio: "ignore" })
    execSync("npm run build", { env: { ...env, PORTFOLIO_CONTENT_DIR: dir }, stdio: "ignore" })
    let passed = true
    try {
      execSync("npx tsx scripts/check-build.ts", { env, stdio: "inherit" })
    } catch {
      passed = false
    }
    const kb = (file: string) =>
      fs.statSync(path.resolve("public/page-data", file, "page-data.json")).size / 1024
    const sizes = [
      ["/portfolio", "portfolio"],
      ["/en/portfolio/", "en/portfolio"],
      [
        "/portfolio/system-rezerwacji-dla-gabinetu-fizjoterapii",
        "portfolio/system-rezerwacji-dla-gabinetu-fizjoterapii",
      ],
      ["/en/portfolio/booking-system-physiotherapy/", "en/portfolio/booking-system-physiotherapy"],
      ["/", "index"],
    ].map(([page, file]) => ({ page, kb: kb(file) }))
    for (const { page, kb } of sizes) console.log(`${page}: page data ${kb.toFixed(1)} KB`)
    return { sizes, passed }
  } finally {
    fs.rmSync(dir, { recursive: true, force: true })
  }
}
