/**
 * A deploying run's check of the company details (scripts/check-deploy-settings.sh): stops while
 * the file still holds any value listed in src/config/company-examples.ts, naming the file and
 * each field. `tsx scripts/check-company-examples.ts [file]`, `content/company.json` by default.
 */
import fs from "fs"
import path from "path"
import { companyFile, exampleDeployProblem } from "../src/config/company-examples"

const file = process.argv[2] ?? companyFile
let details: Record<string, unknown>
try {
  details = JSON.parse(fs.readFileSync(path.resolve(file), "utf8")) as Record<string, unknown>
} catch (error) {
  console.error(`${file}: cannot be read as JSON (${(error as Error).message})`)
  process.exit(1)
}
const problem = exampleDeployProblem(details, file)
if (problem) {
  console.error(problem)
  process.exit(1)
}
