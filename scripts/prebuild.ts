/**
 * Pre-build step, for a build that keeps `public/` from the last one (as CI does, with Gatsby's
 * cache): puts each page that the post-build step moved to its canonical file back where Gatsby
 * wrote it (`kontakt.html` to `kontakt/index.html`, with its compressed copies and time stamps).
 * Gatsby reads and rewrites its own files in an incremental build (it stitches slices into pages,
 * and deletes the files of pages that are gone); without this, it fails on the first moved page.
 * The post-build step moves each page again, and one that Gatsby left alone keeps its compressed
 * copies.
 * It also removes the last build's bundles. Gatsby would leave every earlier build's bundles in a
 * kept `public/`, to be deployed and each given a header rule of its own, towards the CDN's limit
 * of 100 rules; webpack writes the current build's bundles again, so `public/` then holds exactly
 * the bundles a fresh build has. Does nothing without `public/`.
 */
import fs from "fs"
import path from "path"
import { gatsbyFile } from "../serving/canonical"
import { isBundleFile } from "../serving/bundles"
import { walk } from "../src/lib/files"

const publicDir = path.resolve("public")

/** Pages in a file of their own (`kontakt.html`); Gatsby's slices are fragments, never pages. */
const movedPages = (): string[] =>
  walk(publicDir, ["_gatsby"]).filter(
    file => file.endsWith(".html") && path.basename(file) !== "index.html"
  )

const main = () => {
  if (!fs.existsSync(publicDir)) return
  let restored = 0
  for (const file of movedPages()) {
    const target = gatsbyFile(path.relative(publicDir, file), fs.readFileSync(file, "utf8"))
    if (!target) continue
    const targetPath = path.join(publicDir, target)
    fs.mkdirSync(path.dirname(targetPath), { recursive: true })
    for (const suffix of ["", ".gz", ".br"])
      if (fs.existsSync(`${file}${suffix}`))
        fs.renameSync(`${file}${suffix}`, `${targetPath}${suffix}`)
    restored++
  }
  const bundles = fs.readdirSync(publicDir).filter(isBundleFile)
  for (const name of bundles) fs.rmSync(path.join(publicDir, name))
  if (restored || bundles.length)
    console.log(
      `Pre-build: ${restored} pages put back where Gatsby wrote them, ` +
        `${bundles.length} files of the last build's bundles removed.`
    )
}

if (require.main === module) main()
