/**
 * The CI and deploy workflow cannot run on these machines; actionlint (`npm run lint:workflow`)
 * checks its syntax and expressions, and these tests hold it to what the deploy promises: one
 * build, tested, then deployed as it is, with the least rights and never two deploys at once.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import os from "os"
import path from "path"
import yaml from "js-yaml"
import { companyExamples } from "../src/config/company-examples"

type Step = { uses?: string; run?: string; if?: string; with?: Record<string, string> }
type Job = {
  needs?: string
  if?: string
  env?: Record<string, string>
  permissions?: Record<string, string>
  concurrency?: { group: string; "cancel-in-progress": boolean | string }
  strategy?: { matrix: { node: number[] } }
  steps: Step[]
}
type Workflow = {
  permissions: Record<string, string>
  concurrency: { group: string }
  jobs: { test: Job; deploy: Job }
}

const workflow = yaml.load(fs.readFileSync(".github/workflows/ci.yml", "utf8")) as Workflow
const { test, deploy } = workflow.jobs
const uses = (job: Job, action: string) => job.steps.find(step => step.uses?.startsWith(action))

describe("the CI and deploy workflow", () => {
  it("reads the repository and nothing more, in every job", () => {
    expect(workflow.permissions).toEqual({ contents: "read" })
    expect(deploy.permissions).toEqual({ contents: "read" })
  })

  it("tests on the Node these machines have and on a maintained LTS line", () => {
    const lines = test.strategy!.matrix.node
    expect(lines).toContain(20)
    expect(lines.some(line => line === 22 || line === 24)).toBe(true)
  })

  it("deploys the build it tested: built and checked once, uploaded, downloaded, deployed", () => {
    const upload = uses(test, "actions/upload-artifact")!
    expect(upload.with).toMatchObject({ path: "dist" })
    // Uploaded only from the leg that was built with the production settings.
    expect(upload.if).toBe("env.SITE_DEPLOY == '1'")
    expect(test.env!.SITE_DEPLOY).toMatch(/github\.ref == 'refs\/heads\/main'/)
    const ciRun = test.steps.findIndex(step => step.run === "bash .ci/run")
    expect(ciRun).toBeGreaterThan(-1)
    expect(test.steps.indexOf(upload)).toBeGreaterThan(ciRun)

    expect(deploy.needs).toBe("test")
    expect(uses(deploy, "actions/download-artifact")!.with).toMatchObject({
      name: upload.with!.name,
      path: "dist",
    })
    // No step of the deploy job builds or installs anything.
    for (const step of deploy.steps) expect(step.run ?? "").not.toMatch(/npm|gatsby|build/)
    expect(uses(deploy, "cloudflare/wrangler-action")!.with!.command).toMatch(/^pages deploy dist /)
  })

  it("deploys the built site, and checks the source out only when there are Pages Functions", () => {
    const names = deploy.steps.map(step => step.uses?.split("@")[0] ?? step.run)
    // wrangler deploys functions/ with the site only from a checkout; the site has none today.
    expect(names.includes("actions/checkout")).toBe(fs.existsSync(path.resolve("functions")))
    expect(names).toContain("cloudflare/wrangler-action")
  })

  it("never runs two deploys at once, and lets a running one finish", () => {
    expect(workflow.concurrency.group).toBeTruthy()
    expect(deploy.concurrency).toMatchObject({ "cancel-in-progress": false })
  })

  it("keeps Gatsby's cache, its last build and the last deployable site between runs", () => {
    const cache = uses(test, "actions/cache")!
    expect(cache.with!.path.split("\n").filter(Boolean)).toEqual([".cache", "public", "dist"])
    expect(test.steps.indexOf(cache)).toBeLessThan(
      test.steps.findIndex(step => step.run === "bash .ci/run")
    )
  })
})

describe("a deploying test run", () => {
  /** The company's own details: the shipped file with every example value replaced. */
  const ownCompany = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "company-")), "company.json")
  const shipped = JSON.parse(fs.readFileSync("content/company.json", "utf8")) as Record<
    string,
    string
  >
  fs.writeFileSync(
    ownCompany,
    JSON.stringify(
      Object.fromEntries(
        Object.entries(shipped).map(([key, value]) => [
          key,
          key in companyExamples ? `${value} (own)` : value,
        ])
      )
    )
  )
  afterAll(() => fs.rmSync(path.dirname(ownCompany), { recursive: true, force: true }))
  // The shipped prices with every "example" flag cleared: the agency's own figures.
  const ownPricing = path.join(path.dirname(ownCompany), "pricing.json")
  fs.writeFileSync(
    ownPricing,
    fs.readFileSync("content/pricing.json", "utf8").replace(/"example": true/g, '"example": false')
  )

  // The site's own screenshots taken again with those prices.
  const ownShots = path.join(path.dirname(ownCompany), "shots.json")
  fs.writeFileSync(ownShots, JSON.stringify({ taken: "2026-12-01", examplePrices: false }))

  const check = (
    env: Record<string, string>,
    companyFile = ownCompany,
    pricingFile = ownPricing,
    shotsFile = ownShots
  ) => {
    try {
      execFileSync(
        "bash",
        ["scripts/check-deploy-settings.sh", companyFile, pricingFile, shotsFile],
        {
          env: { PATH: process.env.PATH, ...env },
          stdio: "pipe",
        }
      )
      return ""
    } catch (error) {
      return String((error as { stderr: Buffer }).stderr)
    }
  }
  const production = {
    GATSBY_SITE_URL: "https://www.example.com",
    GATSBY_GA_TRACKING_ID: "G-XXXXXXXXXX",
    GATSBY_EMAILJS_SERVICE_ID: "service",
    GATSBY_EMAILJS_TEMPLATE_ID: "template",
    GATSBY_EMAILJS_PUBLIC_KEY: "key",
  }

  it("stops, naming each production setting that is empty", () => {
    const message = check({ SITE_DEPLOY: "1", ...production, GATSBY_EMAILJS_PUBLIC_KEY: "" })
    expect(message).toContain("production settings are empty: GATSBY_EMAILJS_PUBLIC_KEY")
    expect(check({ SITE_DEPLOY: "1" })).toContain("GATSBY_SITE_URL GATSBY_GA_TRACKING_ID")
  })

  it("stops while the company details hold examples, naming the file and each field", () => {
    const message = check({ SITE_DEPLOY: "1", ...production }, "content/company.json")
    expect(message).toContain("content/company.json still holds example values:")
    for (const field of ["street", "taxId", "krs", "email", "facebook", "phone"])
      expect(message).toMatch(new RegExp(`^  ${field}: `, "m"))
    expect(message).toContain('street: "ul. Przykładowa 12"')
  })

  it("stops while the prices are examples, naming the file and each field", () => {
    const message = check({ SITE_DEPLOY: "1", ...production }, ownCompany, "content/pricing.json")
    expect(message).toContain("content/pricing.json still holds example prices:")
    expect(message).toMatch(/^ {2}services\.websites-landing-page\.example: true \(priceFrom \d+/m)
    expect(message).toMatch(/^ {2}services\.care\.example: true/m)
    expect(message).toMatch(/^ {2}planner\.example: true$/m)
    expect(message).not.toContain("company.json")
  })

  it("stops while the site's own screenshots show example prices, naming the file and field", () => {
    const shipped = "content/portfolio/images/this-site/shots.json"
    const message = check({ SITE_DEPLOY: "1", ...production }, ownCompany, ownPricing, shipped)
    expect(message).toContain(`the site's own screenshots (${shipped}, taken `)
    expect(message).toMatch(/^ {2}examplePrices: true$/m)
    expect(message).toContain("npm run own-shots")
    expect(message).not.toContain("pricing.json")
  })

  it("checks every field that company-examples.ts lists", () => {
    const message = check({ SITE_DEPLOY: "1", ...production }, "content/company.json")
    const shipped = JSON.parse(fs.readFileSync("content/company.json", "utf8")) as Record<
      string,
      unknown
    >
    for (const [field, example] of Object.entries(companyExamples))
      if (JSON.stringify(shipped[field]) === JSON.stringify(example))
        expect(message).toContain(`  ${field}: `)
  })

  it("refuses the demo content, whatever else is set", () => {
    const message = check({ SITE_DEPLOY: "1", ...production, SITE_DEMO: "1" })
    expect(message).toContain("SITE_DEMO=1 would fill the pages with the demo")
    expect(check({ SITE_DEPLOY: "1", ...production, SITE_DEMO: "0" })).toBe("")
    // A run that deploys nothing may build the demo.
    expect(check({ SITE_DEMO: "1" })).toBe("")
  })

  it("goes on with every setting, and any run that deploys nothing goes on without them", () => {
    expect(check({ SITE_DEPLOY: "1", ...production })).toBe("")
    expect(check({})).toBe("")
    // A local or test build keeps the examples (and the build's warning).
    expect(check({}, "content/company.json")).toBe("")
  })

  it("runs first in npm test, before anything is built", () => {
    const steps = fs.readFileSync("scripts/test.sh", "utf8")
    expect(steps.indexOf("bash scripts/check-deploy-settings.sh")).toBeGreaterThan(0)
    expect(steps.indexOf("bash scripts/check-deploy-settings.sh")).toBeLessThan(
      steps.indexOf("npm run --silent build")
    )
  })
})
