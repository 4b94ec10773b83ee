/**
 * The post-build step over `public/` (`npm run build` runs it last). Each built page goes through
 * the page stages in order; each stage is a pure function of the page's HTML with its own tests:
 *   1. withoutNulBytes (nul-bytes.ts): NUL bytes from React's streaming renderer removed;
 *   2. deferBundles (serving/defer-bundles.ts): the bundles load after the first paint;
 *   3. withPolicy (page-policy.ts): the page's own Content-Security-Policy, with the hashes of
 *      its inline scripts, the bundle loader's included;
 * and then moves to where the host serves its canonical address without a redirect
 * (serving/canonical.ts). The content manager's page carries its own policy: it only loses any
 * NUL bytes. First, Partytown's library, which Gatsby copies on every build and the site does not
 * use, goes (partytown.ts). Then, over the whole folder: Gatsby's build records move out of the deploy,
 * `_headers` and `_redirects` are written for the CDN from the site's files (cdn-addresses.ts),
 * and text files are precompressed for nginx (precompress.ts).
 */
import fs from "fs"
import path from "path"
import { bundleLoader, compileBundleLoader, deferBundles } from "../../serving/defer-bundles"
import type { BundleLoaderConfig } from "../../serving/bundle-loader"
import { renderHeaders, renderRedirects } from "../../serving/render"
import { canonicalFile } from "../../serving/canonical"
import { buildRecords, buildRecordsDir } from "../../serving/rules"
import { walk } from "../../src/lib/files"
import { directoryPages, flatPages, immutableFiles } from "./cdn-addresses"
import { withoutNulBytes } from "./nul-bytes"
import { removePartytown } from "./partytown"
import { withPolicy } from "./page-policy"
import { precompress } from "./precompress"

const publicDir = path.resolve("public")

type Loader = (config: BundleLoaderConfig) => string

/** The stages of one of Gatsby's pages after its NUL bytes are gone, in order. */
const pageStages = (loader: Loader): ((html: string) => string)[] => [
  html => deferBundles(html, loader),
  withPolicy,
]

/** One pass over the pages: each through its stages, then to its canonical file. */
const processPages = (files: string[], loader: Loader) => {
  const stages = pageStages(loader)
  let repaired = 0
  let moved = 0
  const pages: string[] = []
  for (const file of files.filter(name => name.endsWith(".html"))) {
    const bytes = fs.readFileSync(file)
    const hasNul = bytes.includes(0)
    const withoutNul = withoutNulBytes(bytes)
    // Gatsby's pages only: the content manager's page carries its own policy.
    const gatsbyPage = withoutNul.includes('id="___gatsby"')
    const html = gatsbyPage ? stages.reduce((page, stage) => stage(page), withoutNul) : withoutNul
    if (hasNul) repaired++
    const target = canonicalFile(path.relative(publicDir, file), html)
    if (target) {
      const targetPath = path.join(publicDir, target)
      if (html === withoutNul && !hasNul) {
        // Put back by the pre-build step and left alone by Gatsby: moved as it is, with its
        // compressed copies and their time stamps, so it is not compressed again.
        for (const suffix of ["", ".gz", ".br"])
          if (fs.existsSync(`${file}${suffix}`))
            fs.renameSync(`${file}${suffix}`, `${targetPath}${suffix}`)
      } else {
        for (const stale of [file, `${file}.gz`, `${file}.br`]) fs.rmSync(stale, { force: true })
        fs.writeFileSync(targetPath, html)
      }
      if (!fs.readdirSync(path.dirname(file)).length) fs.rmdirSync(path.dirname(file))
      pages.push(targetPath)
      moved++
    } else {
      // Unchanged pages keep their time stamp, so their compressed copies are kept too.
      if (html !== withoutNul || hasNul) fs.writeFileSync(file, html)
      pages.push(file)
    }
  }
  return { repaired, moved, pages }
}

/**
 * Gatsby's records of its bundles are not part of the site: out of `public/` (with any compressed
 * copies an earlier build made), into a folder of the build's own where `check:build` reads them.
 */
const moveBuildRecords = () => {
  fs.mkdirSync(path.resolve(buildRecordsDir), { recursive: true })
  for (const name of buildRecords) {
    const file = path.join(publicDir, name)
    if (fs.existsSync(file)) fs.renameSync(file, path.resolve(buildRecordsDir, name))
    for (const copy of [`${file}.gz`, `${file}.br`]) fs.rmSync(copy, { force: true })
  }
  // Source maps are no longer built (src/gatsby-node/webpack.ts): those an earlier build left
  // go too.
  for (const file of walk(publicDir).filter(name => /\.map(\.gz|\.br)?$/.test(name)))
    fs.rmSync(file)
}

const main = async () => {
  const compiled = await compileBundleLoader()
  const loader: Loader = config => bundleLoader(compiled, config)
  removePartytown(publicDir)
  const { repaired, moved, pages } = processPages(walk(publicDir), loader)
  moveBuildRecords()
  const files = walk(publicDir)

  const site = (file: string) => `/${path.relative(publicDir, file)}`
  const sitePages = pages.map(site)
  const immutable = immutableFiles(files.map(site))
  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeaders(immutable))
  fs.writeFileSync(
    path.join(publicDir, "_redirects"),
    renderRedirects(directoryPages(sitePages), flatPages(sitePages))
  )
  const compressed = precompress(files)
  console.log(
    `Post-build: ${pages.length} pages with their own CSP, ${moved} moved to their canonical ` +
      `address, ${immutable.length} immutable bundles, ${compressed} files precompressed, ` +
      `${repaired} pages cleared of NUL bytes.`
  )
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
