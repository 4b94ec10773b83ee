/**
 * `npm run build:demo`: the site with the demo content (SITE_DEMO=1, fixtures/demo) in a folder
 * of its own, `.demo-site/dist`, so the production build in `dist/` stays as it is.
 * Copies the working tree (tracked and new files, as git lists them, without what .gitignore
 * leaves out) into `.demo-site/`, links node_modules, and runs the whole `npm run build` there.
 * Gatsby's cache stays in `.demo-site/.cache`: the next demo build is incremental.
 * `npm run screenshots -- --demo` serves the result.
 */
import { execFileSync } from "child_process"
import fs from "fs"
import path from "path"
import { deployDir } from "../src/lib/built-pages"

const root = path.resolve(__dirname, "..")
export const demoSiteDir = path.join(root, ".demo-site")
export const demoSiteRoot = path.join(demoSiteDir, deployDir)

/** The working tree's files into the copy, each only when it changed; removed files go too. */
const syncTree = () => {
  const files = execFileSync("git", ["ls-files", "-co", "--exclude-standard", "-z"], {
    cwd: root,
    encoding: "utf8",
  })
    .split("\0")
    .filter(file => file && fs.existsSync(path.join(root, file)))
  const listed = new Set(files)
  for (const file of files) {
    const from = path.join(root, file)
    const to = path.join(demoSiteDir, file)
    const source = fs.statSync(from)
    if (!source.isFile()) continue
    const target = fs.existsSync(to) ? fs.statSync(to) : null
    if (target && target.size === source.size && target.mtimeMs >= source.mtimeMs) continue
    fs.mkdirSync(path.dirname(to), { recursive: true })
    fs.copyFileSync(from, to)
  }
  const listedBefore = path.join(demoSiteDir, ".demo-files")
  if (fs.existsSync(listedBefore))
    for (const file of fs.readFileSync(listedBefore, "utf8").split("\n"))
      if (file && !listed.has(file)) fs.rmSync(path.join(demoSiteDir, file), { force: true })
  fs.writeFileSync(listedBefore, files.join("\n"))
}

export const buildDemo = () => {
  fs.mkdirSync(demoSiteDir, { recursive: true })
  syncTree()
  const modules = path.join(demoSiteDir, "node_modules")
  if (!fs.existsSync(modules)) fs.symlinkSync(path.join(root, "node_modules"), modules)
  execFileSync("npm", ["run", "--silent", "build"], {
    cwd: demoSiteDir,
    stdio: "inherit",
    env: { ...process.env, SITE_DEMO: "1", SITE_DEPLOY: "" },
  })
  return demoSiteRoot
}

if (require.main === module) {
  buildDemo()
  console.log(`The demo site is in ${path.relative(process.cwd(), demoSiteRoot)}/`)
}
