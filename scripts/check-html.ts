/**
 * The W3C Nu HTML checker (vnu-jar, needs Java) over every built page. A failure names the page,
 * the line and the finding. Gatsby's internal fragments and the offline plugin's app shell are not
 * pages a visitor opens, so they are left out.
 */
import { execFileSync } from "child_process"
import path from "path"
import { walk } from "../src/lib/files"

const publicDir = path.resolve("public")

const pages = walk(publicDir).filter(
  file =>
    file.endsWith(".html") &&
    !file.includes(`${path.sep}_gatsby${path.sep}`) &&
    !file.includes("offline-plugin-app-shell-fallback")
)

const vnu = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar")
try {
  execFileSync("java", ["-jar", vnu, "--errors-only", "--format", "gnu", ...pages], {
    stdio: ["ignore", "pipe", "pipe"],
  })
  console.log(`HTML check passed: ${pages.length} pages, no errors.`)
} catch (error) {
  const output = String((error as { stderr?: Buffer }).stderr ?? error)
  console.error(output.replaceAll(`file:${publicDir}`, "public"))
  console.error("HTML check failed: the W3C Nu HTML checker found errors (above).")
  process.exit(1)
}
