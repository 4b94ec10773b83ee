/**
 * A deploying run's check of the prices (scripts/check-deploy-settings.sh): stops while any entry
 * of the pricing file is still marked as an example, naming the file and each field.
 * `tsx scripts/check-pricing-examples.ts [file]`, `content/pricing.json` by default.
 */
import fs from "fs"
import path from "path"
import { pricingFile } from "../src/features/pricing/pricing-data"
import { pricingDeployProblem } from "../src/features/pricing/pricing-rules"

const file = process.argv[2] ?? pricingFile
let pricing: unknown
try {
  pricing = JSON.parse(fs.readFileSync(path.resolve(file), "utf8"))
} catch (error) {
  console.error(`${file}: cannot be read as JSON (${(error as Error).message})`)
  process.exit(1)
}
const problem = pricingDeployProblem(pricing, file)
if (problem) {
  console.error(problem)
  process.exit(1)
}
