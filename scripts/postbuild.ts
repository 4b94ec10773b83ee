/**
 * Post-build step over `public/`: makes pages load their bundles after the first paint (and
 * removes the preludes' own chunk files, which the loader carries inline), gives each page its
 * own Content-Security-Policy (a meta tag with the hashes of its inline scripts),
 * places each page's file where the host serves it at its canonical address without a redirect,
 * writes `_headers` and `_redirects` for the CDN, and precompresses text files (gzip and brotli)
 * for nginx's *_static modules.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { bundleLoader, compileBundleLoader, deferBundles } from "./serving/defer-bundles"
import type { BundleLoaderConfig } from "./serving/bundle-loader"
import { preludes } from "../src/lib/prelude"
import { renderHeaders, renderRedirects } from "./serving/render"
import { canonicalFile } from "./serving/canonical"
import { compressible, documentPolicy, hashedBundle } from "./serving/rules"
import { walk } from "./files"
import { startsUpWith } from "../src/config/start-up"

const publicDir = path.resolve("public")

/** SHA-256 (base64) of each inline script's text, JSON-LD aside (data, not script). */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body]) => crypto.createHash("sha256").update(body, "utf8").digest("base64"))

/** The page's policy as a meta tag, first in the head, before any script it governs. */
export const withPolicy = (page: string): string => {
  // A page kept from an earlier build has its policy already: it is written anew.
  const html = page.replace(/<meta http-equiv="Content-Security-Policy" content="[^"]*"\/>/, "")
  const meta = `<meta http-equiv="Content-Security-Policy" content="${documentPolicy(inlineScriptHashes(html))}"/>`
  return html.replace(/<head>(<meta charSet="utf-8"\/>)?/, head => `${head}${meta}`)
}

/**
 * One pass over the pages: React 18's streaming renderer (which Gatsby uses) can leave NUL bytes
 * where a multi-byte character meets its 2 KB buffer boundary (react/react#31134), and NUL is never
 * valid in HTML; each page loads its bundles after the first paint (see defer-bundles.ts), gets
 * its own policy and moves to where its canonical address is served directly.
 */
const processPages = (files: string[], loader: (config: BundleLoaderConfig) => string) => {
  let repaired = 0
  let moved = 0
  const pages: string[] = []
  for (const file of files.filter(name => name.endsWith(".html"))) {
    // NUL goes byte by byte, before decoding: it can sit inside a split multi-byte character.
    const bytes = fs.readFileSync(file)
    const hasNul = bytes.includes(0)
    const withoutNul = (hasNul ? Buffer.from(bytes.filter(byte => byte !== 0)) : bytes).toString()
    // Gatsby's pages only: the content manager's page carries its own policy.
    const gatsbyPage = withoutNul.includes('id="___gatsby"')
    const html = gatsbyPage
      ? withPolicy(startsUpWith("deferral") ? deferBundles(withoutNul, loader) : withoutNul)
      : withoutNul
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

type WebpackStats = {
  assetsByChunkName: Record<string, string[]>
  namedChunkGroups?: Record<string, { assets?: { name: string }[] }>
}
const statsFile = path.join(publicDir, "webpack.stats.json")
const chunkMapFile = path.join(publicDir, "chunk-map.json")

/**
 * The start-up preludes' own chunks, in their order (src/lib/prelude.ts): one file each, whose
 * code is one statement that starts the prelude's entry, run inline by the bundle loader.
 * Undefined once this step has run: the files are gone, and every page has its loader.
 */
const preludeChunks = (stats: WebpackStats): { file: string; statement: string }[] | undefined => {
  const { assetsByChunkName } = stats
  const app = new Set(assetsByChunkName.app)
  const names = startsUpWith("preludes") ? Object.keys(preludes) : []
  const files = names.map(name => {
    const own = (assetsByChunkName[name] ?? []).filter(
      file => file.endsWith(".js") && !app.has(file)
    )
    if (own.length > 1)
      throw new Error(`${name}: expected one chunk of its own, found ${own.join(", ")}`)
    return own[0]
  })
  if (names.length && files.every(file => file === undefined)) return undefined
  return files.map((file, index) => {
    if (!file) throw new Error(`${names[index]}: no chunk of its own in webpack.stats.json`)
    const code = fs.readFileSync(path.join(publicDir, file), "utf8")
    const statement = code.replace(/\n\/\/# sourceMappingURL=.*$/, "").trim()
    if (statement.includes("\n") || statement.includes("</"))
      throw new Error(`${file}: not the single statement a prelude's chunk should be`)
    return { file, statement }
  })
}

/**
 * The preludes' own chunk files are never requested (the loader carries their code, and
 * Gatsby's loader fetches only page components' chunks), so they go, and the build's records
 * of its files (read by the build checks) no longer list them.
 */
const removePreludeFiles = (stats: WebpackStats, files: string[]) => {
  const removed = new Set(files)
  for (const file of files)
    for (const stale of [file, `${file}.map`])
      fs.rmSync(path.join(publicDir, stale), { force: true })
  for (const name of Object.keys(preludes)) {
    stats.assetsByChunkName[name] = (stats.assetsByChunkName[name] ?? []).filter(
      file => !removed.has(file)
    )
    const group = stats.namedChunkGroups?.[name]
    if (group?.assets) group.assets = group.assets.filter(asset => !removed.has(asset.name))
  }
  fs.writeFileSync(statsFile, JSON.stringify(stats))
  if (fs.existsSync(chunkMapFile)) {
    const chunkMap = JSON.parse(fs.readFileSync(chunkMapFile, "utf8")) as Record<string, string[]>
    for (const name of Object.keys(preludes))
      if (chunkMap[name])
        chunkMap[name] = chunkMap[name].filter(file => !removed.has(file.slice(1)))
    fs.writeFileSync(chunkMapFile, JSON.stringify(chunkMap))
  }
}

const main = async () => {
  const stats = JSON.parse(fs.readFileSync(statsFile, "utf8")) as WebpackStats
  const chunks = preludeChunks(stats)
  const compiled = await compileBundleLoader()
  const loader = (config: BundleLoaderConfig) => {
    if (!chunks)
      throw new Error(
        "a page still has Gatsby's bundle tags, but its prelude chunks are gone (this step has " +
          "run before): build again"
      )
    return bundleLoader(
      compiled,
      config,
      chunks.map(chunk => chunk.statement)
    )
  }
  const { repaired, moved, pages } = processPages(walk(publicDir), loader)
  if (chunks?.length)
    removePreludeFiles(
      stats,
      chunks.map(chunk => chunk.file)
    )
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

  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeaders(immutableFiles))
  fs.writeFileSync(path.join(publicDir, "_redirects"), renderRedirects(directoryPages))

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
      `${repaired} pages cleared of NUL bytes, ${chunks?.length ?? 0} prelude chunk files ` +
      `removed (their code runs inline).`
  )
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
