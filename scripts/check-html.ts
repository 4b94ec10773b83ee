/**
 * The W3C Nu HTML checker (vnu-jar, needs Java) over every deployed page and the content
 * manager's. A failure names the page, the line and the finding. The offline plugin's app shell is
 * not a page a visitor opens, so it is left out.
 */
import { execFileSync } from "child_process"
import path from "path"
import {
  contentManagerAddress,
  deployDir,
  isVisitorPage,
  readBuiltPages,
  servedFile,
} from "../src/lib/built-pages"

const siteDir = path.resolve(deployDir)

const pages = [
  ...readBuiltPages()
    .filter(isVisitorPage)
    .map(({ address }) => address),
  contentManagerAddress,
].map(address => path.join(siteDir, servedFile(address)))

/**
 * CSS the checker's validator does not know yet though every browser the site supports does:
 * container queries (a project card lays itself out by its own width). Only these exact messages
 * are left out; any other CSS finding still fails the check.
 */
const unknownToChecker = [
  "CSS: Unrecognized at-rule “@container”.*",
  "CSS: “container-type”: Property “container-type” doesn't exist.*",
]

const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar")
try {
  const filter = ["--filterpattern", unknownToChecker.join("|")]
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "gnu", ...filter, ...pages], {
    stdio: ["ignore", "pipe", "pipe"],
  })
  console.log(`HTML check passed: ${pages.length} pages, no errors.`)
} catch (error) {
  const output = String((error as { stderr?: Buffer }).stderr ?? error)
  console.error(output.replaceAll(`file:${siteDir}`, deployDir))
  console.error("HTML check failed: the W3C Nu HTML checker found errors (above).")
  process.exit(1)
}
