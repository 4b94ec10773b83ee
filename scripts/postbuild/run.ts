/**
 * The post-build step over `public/` (`npm run build` runs it last). Each built page goes through
 * the page stages in order; each stage is a pure function of the page's HTML with its own tests:
 *   1. withoutNulBytes (nul-bytes.ts): NUL bytes from React's streaming renderer removed;
 *   2. deferBundles (serving/defer-bundles.ts): the bundles load after the first paint;
 *   3. withPolicy (page-policy.ts): the page's own Content-Security-Policy, with the hashes of
 *      its inline scripts, the bundle loader's included;
 * and then moves to where the host serves its canonical address without a redirect
 * (serving/canonical.ts). The content manager's page carries its own policy: it only loses any
 * NUL bytes. Then, over the whole folder: Gatsby's build records move out of the deploy,
 * `_headers` and `_redirects` are written for the CDN, and text files are precompressed (gzip
 * and brotli) for nginx's *_static modules.
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { bundleLoader, compileBundleLoader, deferBundles } from "../../serving/defer-bundles"
import type { BundleLoaderConfig } from "../../serving/bundle-loader"
import { renderHeaders, renderRedirects } from "../../serving/render"
import { canonicalFile } from "../../serving/canonical"
import { buildRecords, buildRecordsDir, compressible } from "../../serving/rules"
import { hashedBundle } from "../../serving/bundles"
import { walk } from "../../src/lib/files"
import { withoutNulBytes } from "./nul-bytes"
import { withPolicy } from "./page-policy"

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
  // Source maps are no longer built (gatsby-node.ts): those an earlier build left go too.
  for (const file of walk(publicDir).filter(name => /\.map(\.gz|\.br)?$/.test(name)))
    fs.rmSync(file)
}

const main = async () => {
  const compiled = await compileBundleLoader()
  const loader: Loader = config => bundleLoader(compiled, config)
  // Gatsby copies Partytown's library into ~partytown/ on every build; the site does not use it.
  fs.rmSync(path.join(publicDir, "~partytown"), { recursive: true, force: true })
  const { repaired, moved, pages } = processPages(walk(publicDir), loader)
  moveBuildRecords()
  const files = walk(publicDir)

  const immutableFiles = files
    .map(file => `/${path.relative(publicDir, file)}`)
    .filter(file => hashedBundle.test(file))
    .sort()
  // Pages outside /en/ that stay in a folder of their own (the offline shell): their address ends
  // in a slash, and /x/index.html redirects there.
  const directoryPages = pages
    .map(file => `/${path.relative(publicDir, file)}`)
    .filter(
      file => file.endsWith("/index.html") && file !== "/index.html" && !file.startsWith("/en/")
    )
    .map(file => file.slice(0, -"index.html".length))
    .sort()
  // Pages outside /en/ served from x.html at /x: /x/index.html redirects there, one rule each.
  const flatPages = pages
    .map(file => `/${path.relative(publicDir, file)}`)
    .filter(
      file =>
        file.endsWith(".html") &&
        !file.endsWith("/index.html") &&
        !file.endsWith("/404.html") &&
        !file.startsWith("/en/") &&
        // Gatsby's slices: parts of pages, never an address.
        !file.startsWith("/_gatsby/")
    )
    .map(file => file.slice(0, -".html".length))
    .sort()

  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeaders(immutableFiles))
  fs.writeFileSync(path.join(publicDir, "_redirects"), renderRedirects(directoryPages, flatPages))

  let compressed = 0
  for (const file of files) {
    if (!compressible.test(file) || file.endsWith(".map")) continue
    // Only what changed since the last build: a rebuild after one edit stays quick. Decided from
    // the time stamps alone, so an unchanged file is not even read.
    const { size, mtimeMs } = fs.statSync(file)
    if (size < 1024) continue
    const brotli = fs.statSync(`${file}.br`, { throwIfNoEntry: false })
    if (brotli && brotli.mtimeMs >= mtimeMs) continue
    const body = fs.readFileSync(file)
    // Rewritten with the same text (Gatsby stitches its slices into every page again when its
    // scripts change, and this step then gives each page back the same text): the compressed
    // copies still hold; they only get a newer time stamp.
    if (brotli && zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)) {
      const now = new Date()
      for (const copy of [`${file}.gz`, `${file}.br`])
        if (fs.existsSync(copy)) fs.utimesSync(copy, now, now)
      continue
    }
    fs.writeFileSync(`${file}.gz`, zlib.gzipSync(body, { level: 9 }))
    fs.writeFileSync(
      `${file}.br`,
      zlib.brotliCompressSync(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })
    )
    compressed++
  }
  console.log(
    `Post-build: ${pages.length} pages with their own CSP, ${moved} moved to their canonical ` +
      `address, ${immutableFiles.length} immutable bundles, ${compressed} files precompressed, ` +
      `${repaired} pages cleared of NUL bytes.`
  )
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
