/**
 * A deploying run's check of the prices (scripts/check-deploy-settings.sh): stops while any entry
 * of the pricing file is still marked as an example, naming the file and each field.
 * `tsx scripts/check-pricing-examples.ts [file]`, `content/pricing.json` by default.
 */
import { pricingFile } from "../src/features/pricing/pricing-data"
import { pricingDeployProblem } from "../src/features/pricing/pricing-rules"
import { checkJsonFile } from "./deploy-check"

checkJsonFile(process.argv[2] ?? pricingFile, pricingDeployProblem)
