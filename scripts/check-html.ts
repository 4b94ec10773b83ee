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

const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar")
try {
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "gnu", ...pages], {
    stdio: ["ignore", "pipe", "pipe"],
  })
  console.log(`HTML check passed: ${pages.length} pages, no errors.`)
} catch (error) {
  const output = String((error as { stderr?: Buffer }).stderr ?? error)
  console.error(output.replaceAll(`file:${siteDir}`, deployDir))
  console.error("HTML check failed: the W3C Nu HTML checker found errors (above).")
  process.exit(1)
}
