import path from "path"
import { writeFile } from "fs/promises"
import type { GatsbyNode } from "gatsby"
import { emailjsConfig, isConfigured, siteUrl } from "../config/site"
import { exampleFields, exampleWarning } from "../config/company-examples"
import { companyDetails } from "../config/company"
import { validateCompany } from "../config/company-rules"
import { pricing } from "../features/pricing/pricing-data"
import { examplePricingFields } from "../features/pricing/pricing-rules"
import { validatePricing } from "../collections/pricing"
import { demoDeployProblem, isDemo } from "../config/demo"
import { prepareDemoContent } from "../../scripts/demo-content"
import { writeBuiltPages, type SitePageNode } from "../lib/built-pages"
import { stopsOn } from "./shared"

/** Example company details (NIP, KRS, share capital…) must not reach a published site unnoticed. */
export const onPreBootstrap: GatsbyNode["onPreBootstrap"] = async ({ reporter }) => {
  const warning = exampleWarning(exampleFields())
  if (warning) reporter.warn(warning)
  const demoProblem = demoDeployProblem()
  if (demoProblem) reporter.panic(demoProblem)
  // Before sourcing: the demo build reads the portfolio from what this writes.
  if (isDemo()) {
    await prepareDemoContent()
    reporter.warn(`SITE_DEMO: a demo build, with the fictional entries of fixtures/demo.`)
  }
  const prices = examplePricingFields(pricing)
  if (prices.length)
    reporter.warn(`content/pricing.json still holds example prices: ${prices.join(", ")}.`)
}

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  stopsOn(reporter, "Company details with errors", validateCompany(companyDetails))
  stopsOn(reporter, "Prices with errors", validatePricing(pricing))
  if (!isConfigured(emailjsConfig))
    reporter.warn(
      "EmailJS is not configured (GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, " +
        "GATSBY_EMAILJS_PUBLIC_KEY): the contact form will show an error and the company's e-mail address."
    )
}

/**
 * Gatsby's page list for the steps after the build (src/lib/built-pages.ts), and robots.txt,
 * naming the sitemap at the configured site address.
 */
export const onPostBuild: GatsbyNode["onPostBuild"] = async ({ getNodesByType }) => {
  writeBuiltPages(getNodesByType("SitePage") as unknown as SitePageNode[])
  await writeFile(
    path.resolve("public/robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  )
}
