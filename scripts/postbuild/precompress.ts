/**
 * gzip and brotli copies beside every text file of 1 KB or more, for nginx's gzip_static and
 * brotli_static: the server sends them as they are and compresses nothing per request.
 */
import fs from "fs"
import zlib from "zlib"
import { compressible } from "../../serving/rules"

/** Smaller files go out as they are: compressing them saves less than a packet. */
const minimumBytes = 1024

/**
 * Writes `file.gz` and `file.br` for each file that needs them; returns how many it compressed.
 * Only what changed since the last build is compressed, so a rebuild after one edit stays quick.
 */
export const precompress = (files: readonly string[]): number => {
  let compressed = 0
  for (const file of files) {
    if (!compressible.test(file) || file.endsWith(".map")) continue
    // Decided from the time stamps alone, so an unchanged file is not even read.
    const { size, mtimeMs } = fs.statSync(file)
    if (size < minimumBytes) continue
    const brotli = fs.statSync(`${file}.br`, { throwIfNoEntry: false })
    if (brotli && brotli.mtimeMs >= mtimeMs) continue
    const body = fs.readFileSync(file)
    // Rewritten with the same text (Gatsby stitches its slices into every page again when its
    // scripts change, and the post-build step then gives each page back the same text): the
    // compressed copies still hold; they only get a newer time stamp.
    if (brotli && zlib.brotliDecompressSync(fs.readFileSync(`${file}.br`)).equals(body)) {
      // Not before the file's own time: that has sub-millisecond precision and a Date has not,
      // so "now" can fall just before a file written in the same millisecond.
      const stamp = new Date(Math.max(Date.now(), Math.ceil(mtimeMs)))
      for (const copy of [`${file}.gz`, `${file}.br`])
        if (fs.existsSync(copy)) fs.utimesSync(copy, stamp, stamp)
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
  return compressed
}
