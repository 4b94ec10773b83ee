/**
 * The post-build step (`npm run build` runs it last): writes the deployable site to `dist/` from
 * what Gatsby and the content manager's build wrote to `public/`, which it only reads.
 *
 * Each of Gatsby's pages (src/lib/built-pages.ts) goes through the page stages in order; each
 * stage is a pure function of the page's HTML with its own tests:
 *   1. withoutNulBytes (nul-bytes.ts): NUL bytes from React's streaming renderer removed;
 *   2. deferBundles (serving/defer-bundles.ts): the bundles load after the first paint;
 *   3. withPolicy (page-policy.ts): the page's own Content-Security-Policy, with the hashes of
 *      its inline scripts, the bundle loader's included;
 * and is written where the host serves its address without a redirect (`/kontakt` from
 * `kontakt.html`). Any other HTML (the content manager's page, which carries its own policy) only
 * loses its NUL bytes; every other file is copied as it is. Left out: Partytown's library, which
 * Gatsby copies on every build and the site does not use (partytown.ts), Gatsby's records of its
 * bundles, and source maps. Then `_headers` and `_redirects` are written for the CDN
 * (cdn-addresses.ts), and text files are precompressed for nginx (precompress.ts).
 *
 * Only what changed is written again: a file of `dist/` is kept while its source in `public/` has
 * the same size and time stamp and the stages are the same (`.cache/build-records/deploy.json`),
 * so a rebuild after one edit rewrites the pages Gatsby rewrote and no others.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import { bundleLoader, compileBundleLoader, deferBundles } from "../../serving/defer-bundles"
import type { BundleLoaderConfig } from "../../serving/bundle-loader"
import { renderHeaders, renderRedirects } from "../../serving/render"
import { buildRecords, cdnRuleFiles, documentPolicy } from "../../serving/rules"
import { walk } from "../../src/lib/files"
import {
  buildRecordsDir,
  contentManagerAddress,
  deployDir,
  gatsbyFile,
  readBuiltPages,
  type BuiltPage,
  servedFile,
} from "../../src/lib/built-pages"
import { directoryPages, flatPages, immutableFiles } from "./cdn-addresses"
import { withoutNulBytes } from "./nul-bytes"
import { partytownFolder } from "./partytown"
import { withPolicy } from "./page-policy"
import { precompress } from "./precompress"

type Loader = (config: BundleLoaderConfig) => string

/** The stages of one of Gatsby's pages after its NUL bytes are gone, in order. */
const pageStages = (loader: Loader): ((html: string) => string)[] => [
  html => deferBundles(html, loader),
  withPolicy,
]

/** One file of the deploy: where it comes from, and whether it is one of Gatsby's pages. */
type Entry = { source: string; page: boolean }

/**
 * Every file of the deploy, by its path in `dist/`: the pages at their served files, everything
 * else where Gatsby wrote it. Fails when Gatsby's page list names a page `public/` lacks.
 */
const deployEntries = (pages: readonly BuiltPage[], publicDir: string): Map<string, Entry> => {
  const entries = new Map<string, Entry>()
  const pageFiles = new Map<string, string>()
  for (const page of pages) {
    const source = gatsbyFile(page.address)
    if (!fs.existsSync(path.join(publicDir, source)))
      throw new Error(
        `Post-build: Gatsby's page list names ${page.address}, but public/${source} is missing`
      )
    pageFiles.set(source, servedFile(page.address))
  }
  const skip = [partytownFolder(publicDir)]
  for (const file of walk(publicDir, skip)) {
    const source = path.relative(publicDir, file).split(path.sep).join("/")
    if (buildRecords.includes(source) || cdnRuleFiles.includes(source)) continue
    // Source maps are not built (src/gatsby-node/webpack.ts); compressed copies are made here.
    if (/\.(map|gz|br)$/.test(source)) continue
    const served = pageFiles.get(source)
    // A page's file wins over any other at its place: a `kontakt.html` that Gatsby did not write
    // for a page (left in a kept public/ by an older post-build step, which moved pages there).
    if (served !== undefined) entries.set(served, { source, page: true })
    else if (!entries.get(source)?.page) entries.set(source, { source, page: false })
  }
  return entries
}

/** What the deploy's files are made with: a file made otherwise is written again. */
const stagesKey = (compiledLoader: string): string => {
  const hash = crypto.createHash("sha256").update(compiledLoader).update(documentPolicy([]))
  for (const file of [
    ...walk(path.resolve("scripts/postbuild")),
    ...walk(path.resolve("serving")),
  ].sort())
    if (file.endsWith(".ts") && !file.endsWith(".test.ts")) hash.update(fs.readFileSync(file))
  return hash.digest("hex")
}

type Manifest = { stages: string; sources: Record<string, string> }

const readManifest = (manifestFile: string): Manifest | undefined => {
  try {
    return JSON.parse(fs.readFileSync(manifestFile, "utf8")) as Manifest
  } catch {
    return undefined
  }
}

const stamp = (file: string) => {
  const { size, mtimeMs } = fs.statSync(file)
  return `${size}:${mtimeMs}`
}

/** Writes a changed text file only, so an unchanged one keeps its compressed copies. */
const writeIfChanged = (file: string, text: string) => {
  if (!fs.existsSync(file) || fs.readFileSync(file, "utf8") !== text) fs.writeFileSync(file, text)
}

/** What one run did, as its line reports it. */
export type PostBuildReport = {
  pages: number
  immutable: number
  written: number
  repaired: number
  removed: number
  compressed: number
}

/**
 * Writes `dist/` from `public/` and Gatsby's page list, both under `root` (the project's folder;
 * the stages' own files are read from the working folder).
 */
export const postBuild = async (root = "."): Promise<PostBuildReport> => {
  const publicDir = path.resolve(root, "public")
  const distDir = path.resolve(root, deployDir)
  const manifestFile = path.resolve(root, buildRecordsDir, "deploy.json")
  const compiled = await compileBundleLoader()
  const loader: Loader = config => bundleLoader(compiled, config)
  const stages = pageStages(loader)
  const pages = readBuiltPages(root)
  const entries = deployEntries(pages, publicDir)

  const key = stagesKey(compiled)
  const last = readManifest(manifestFile)
  const kept = last?.stages === key && fs.existsSync(distDir) ? last.sources : {}
  const sources: Record<string, string> = {}
  let written = 0
  let repaired = 0
  for (const [target, { source, page }] of entries) {
    const from = path.join(publicDir, source)
    const to = path.join(distDir, target)
    sources[target] = `${source}:${stamp(from)}`
    if (kept[target] === sources[target] && fs.existsSync(to)) continue
    fs.mkdirSync(path.dirname(to), { recursive: true })
    if (source.endsWith(".html")) {
      const bytes = fs.readFileSync(from)
      if (bytes.includes(0)) repaired++
      const html = withoutNulBytes(bytes)
      fs.writeFileSync(to, page ? stages.reduce((text, stage) => stage(text), html) : html)
    } else fs.copyFileSync(from, to)
    written++
  }

  // What the last build deployed and this one does not, with its compressed copies.
  let removed = 0
  for (const file of fs.existsSync(distDir) ? walk(distDir) : []) {
    const target = path.relative(distDir, file).split(path.sep).join("/")
    const original = target.replace(/\.(gz|br)$/, "")
    if (entries.has(original) || cdnRuleFiles.includes(original)) continue
    fs.rmSync(file)
    if (original === target) removed++
  }
  for (const dir of emptyFolders(distDir)) fs.rmdirSync(dir)

  const addresses = pages.map(page => page.address)
  const redirected = [...addresses, contentManagerAddress]
  const site = [...entries.keys()].map(target => `/${target}`)
  const immutable = immutableFiles(site)
  writeIfChanged(path.join(distDir, "_headers"), renderHeaders(immutable))
  writeIfChanged(
    path.join(distDir, "_redirects"),
    renderRedirects(directoryPages(redirected), flatPages(redirected))
  )
  fs.mkdirSync(path.dirname(manifestFile), { recursive: true })
  fs.writeFileSync(manifestFile, JSON.stringify({ stages: key, sources }))

  const compressed = precompress(walk(distDir).filter(file => !/\.(gz|br)$/.test(file)))
  return {
    pages: addresses.length,
    immutable: immutable.length,
    written,
    repaired,
    removed,
    compressed,
  }
}

/** Folders left empty by removed files, deepest first. */
const emptyFolders = (root: string): string[] => {
  const found: string[] = []
  const visit = (dir: string): boolean => {
    let empty = true
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || !visit(path.join(dir, entry.name))) empty = false
    }
    if (empty && dir !== root) found.push(dir)
    return empty
  }
  visit(root)
  return found
}

if (require.main === module)
  postBuild()
    .then(({ pages, immutable, written, repaired, removed, compressed }) =>
      console.log(
        `Post-build: ${deployDir}/ holds ${pages} pages with their own CSP and ` +
          `${immutable} immutable bundles; ${written} files written (${repaired} pages ` +
          `cleared of NUL bytes), ${removed} removed, ${compressed} precompressed.`
      )
    )
    .catch((error: unknown) => {
      console.error(error)
      process.exit(1)
    })
