/**
 * Post-build step over `public/`: makes pages load their bundles after the first paint, hashes
 * every inline script for the Content-Security-Policy,
 * writes `_headers` and `_redirects` for the CDN and `.serving/csp.conf` for nginx, and
 * precompresses text files (gzip and brotli) for nginx's *_static modules.
 */
import crypto from "crypto"
import fs from "fs"
import path from "path"
import zlib from "zlib"
import { deferBundles } from "./serving/defer-bundles"
import { preludes } from "../src/lib/prelude"
import { renderCspMap, renderHeaders, renderRedirects } from "./serving/render"
import { compressible } from "./serving/rules"

const publicDir = path.resolve("public")
const runtimeDir = path.resolve(".serving")

const walk = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
    const full = path.join(dir, entry.name)
    return entry.isDirectory() ? walk(full) : [full]
  })

/** SHA-256 (base64) of each inline script's text, JSON-LD aside (data, not script). */
export const inlineScriptHashes = (html: string): string[] =>
  [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
    .filter(([, attributes]) => !/type="application\/ld\+json"/.test(attributes))
    .map(([, , body]) => crypto.createHash("sha256").update(body, "utf8").digest("base64"))

/**
 * One pass over the pages: React 18's streaming renderer (which Gatsby uses) can leave NUL bytes
 * where a multi-byte character meets its 2 KB buffer boundary (react/react#31134), and NUL is never
 * valid in HTML; each page loads its bundles after the first paint (see defer-bundles.ts).
 * Returns the counts and every inline script's hash.
 */
const processPages = (files: string[], preludes: string[]) => {
  let repaired = 0
  let deferred = 0
  const hashes = new Set<string>()
  for (const file of files.filter(name => name.endsWith(".html"))) {
    // NUL goes byte by byte, before decoding: it can sit inside a split multi-byte character.
    const bytes = fs.readFileSync(file)
    const hasNul = bytes.includes(0)
    const withoutNul = (hasNul ? Buffer.from(bytes.filter(byte => byte !== 0)) : bytes).toString()
    const html = deferBundles(withoutNul, preludes)
    if (hasNul) repaired++
    if (html !== withoutNul) deferred++
    if (hasNul || html !== withoutNul) fs.writeFileSync(file, html)
    for (const hash of inlineScriptHashes(html)) hashes.add(hash)
  }
  return { repaired, deferred, hashes }
}

/**
 * The code of the start-up preludes' own chunks, in their order (src/lib/prelude.ts): one
 * statement each that starts the prelude's entry, run inline by the bundle loader.
 */
const preludeCode = (): string[] => {
  const { assetsByChunkName } = JSON.parse(
    fs.readFileSync(path.join(publicDir, "webpack.stats.json"), "utf8")
  ) as { assetsByChunkName: Record<string, string[]> }
  const app = new Set(assetsByChunkName.app)
  return Object.keys(preludes).map(name => {
    const own = (assetsByChunkName[name] ?? []).filter(
      file => file.endsWith(".js") && !app.has(file)
    )
    if (own.length !== 1)
      throw new Error(`${name}: expected one chunk of its own, found ${own.length}`)
    const code = fs.readFileSync(path.join(publicDir, own[0]), "utf8")
    const statement = code.replace(/\n\/\/# sourceMappingURL=.*$/, "").trim()
    if (statement.includes("\n") || statement.includes("</"))
      throw new Error(`${own[0]}: not the single statement a prelude's chunk should be`)
    return statement
  })
}

const main = () => {
  const files = walk(publicDir)
  const { repaired, deferred, hashes } = processPages(files, preludeCode())
  const sortedHashes = [...hashes].sort()

  const immutableFiles = files
    .map(file => `/${path.relative(publicDir, file)}`)
    .filter(file => /^\/[^/]+-[0-9a-f]{20}\.(js|css)$/.test(file))
    .sort()

  fs.writeFileSync(path.join(publicDir, "_headers"), renderHeaders(sortedHashes, immutableFiles))
  fs.writeFileSync(path.join(publicDir, "_redirects"), renderRedirects())
  fs.mkdirSync(runtimeDir, { recursive: true })
  fs.writeFileSync(path.join(runtimeDir, "csp.conf"), renderCspMap(sortedHashes))

  let compressed = 0
  for (const file of files) {
    if (!compressible.test(file) || file.endsWith(".map")) continue
    const body = fs.readFileSync(file)
    if (body.length < 1024) continue
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
    `Post-build: ${sortedHashes.length} inline-script hashes in the CSP, ` +
      `${immutableFiles.length} immutable bundles, ${compressed} files precompressed, ` +
      `${repaired} pages cleared of NUL bytes, ${deferred} pages load their bundles after the first paint.`
  )
}

main()
