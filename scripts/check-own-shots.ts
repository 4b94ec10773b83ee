/**
 * A deploying run's check of the site's own screenshots (scripts/check-deploy-settings.sh): stops
 * while they were taken with example prices, naming the file and the field.
 * `tsx scripts/check-own-shots.ts [file]`, content/portfolio/images/this-site/shots.json by default.
 */
import { ownShotsDeployProblem, ownShotsFile } from "../src/features/portfolio/own-shots"
import { checkJsonFile } from "./deploy-check"

checkJsonFile(process.argv[2] ?? ownShotsFile, ownShotsDeployProblem)
