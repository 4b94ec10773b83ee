/**
 * A deploying run's check of the company details (scripts/check-deploy-settings.sh): stops while
 * the file still holds any value listed in src/config/company-examples.ts, naming the file and
 * each field. `tsx scripts/check-company-examples.ts [file]`, `content/company.json` by default.
 */
import { companyFile, exampleDeployProblem } from "../src/config/company-examples"
import { checkJsonFile } from "./deploy-check"

checkJsonFile(process.argv[2] ?? companyFile, (details, file) =>
  exampleDeployProblem(details as Record<string, unknown>, file)
)
