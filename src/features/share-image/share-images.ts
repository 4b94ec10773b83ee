import crypto from "crypto"
import fs from "fs"
import os from "os"
import path from "path"
import type { Language } from "../../i18n/languages"
import { shareImageDir } from "../../config/share-image"
import { palette } from "./palette"
import type { ShareCard } from "./card"
import { walk } from "../../lib/files"

/**
 * Raise it when the card's drawing changes (card.ts, its fonts or sizes): every image is then
 * drawn anew. The palette is part of the key by itself.
 */
const templateVersion = 1

/** One page's share image: what it shows, in the page's language, and the page it belongs to. */
export type SharePage = ShareCard & { language: Language; pagePath: string }

/** The cache key: a hash of what the image shows and of how it is drawn. */
export const shareImageKey = ({ title, section, brand, language }: SharePage): string =>
  crypto
    .createHash("sha256")
    .update(JSON.stringify([templateVersion, palette, language, brand, section, title]))
    .digest("hex")
    .slice(0, 12)

/**
 * The image's address: `/og/<language>/<the page's path>.<key>.png`, e.g.
 * `/og/en/blog/apps/<slug>.<key>.png`. The key in the name makes the file immutable: a new title
 * gives a new address, which social networks fetch anew.
 */
export const shareImagePath = (page: SharePage): string => {
  const name =
    page.pagePath
      .replace(new RegExp(`^/${page.language}(?=/)`), "")
      .replace(/\.html$/, "")
      .replace(/^\/+|\/+$/g, "") || "index"
  return `/${shareImageDir}/${page.language}/${name}.${shareImageKey(page)}.png`
}

type ShareImageStats = { drawn: number; fromCache: number; kept: number; removed: number }

type WriteOptions = {
  publicDir: string
  /** A folder that outlives `public/` between builds: the images by key. */
  cacheDir: string
  render: (card: ShareCard) => Promise<Buffer>
  /** Images drawn at once (resvg renders off the main thread). */
  concurrency?: number
}

const filesBelow = (dir: string): string[] => (fs.existsSync(dir) ? walk(dir) : [])

/** Written whole or not at all: a build stopped halfway leaves no cut file to be kept. */
const writeAtomically = (file: string, data: Buffer) => {
  fs.mkdirSync(path.dirname(file), { recursive: true })
  const partial = `${file}.${process.pid}.partial`
  fs.writeFileSync(partial, data)
  fs.renameSync(partial, file)
}

/**
 * Puts every page's share image in `public/og/`. An image already there (its name carries its
 * key) is kept; one in the cache is copied; only the rest are drawn, and kept in the cache. Images
 * of pages that are gone, or that now show something else, are removed from both.
 */
export const writeShareImages = async (
  pages: SharePage[],
  { publicDir, cacheDir, render, concurrency = os.availableParallelism() }: WriteOptions
): Promise<ShareImageStats> => {
  const stats: ShareImageStats = { drawn: 0, fromCache: 0, kept: 0, removed: 0 }
  const wanted = new Map(pages.map(page => [path.join(publicDir, shareImagePath(page)), page]))
  const keys = new Set(pages.map(shareImageKey))

  for (const file of filesBelow(path.join(publicDir, shareImageDir)))
    if (!wanted.has(file)) {
      fs.rmSync(file)
      stats.removed++
    }
  for (const file of filesBelow(cacheDir))
    if (!keys.has(path.basename(file, ".png"))) fs.rmSync(file)

  const toDraw: [string, SharePage][] = []
  for (const [file, page] of wanted) {
    if (fs.existsSync(file)) {
      stats.kept++
      continue
    }
    const cached = path.join(cacheDir, `${shareImageKey(page)}.png`)
    if (fs.existsSync(cached)) {
      fs.mkdirSync(path.dirname(file), { recursive: true })
      fs.copyFileSync(cached, file)
      stats.fromCache++
    } else toDraw.push([file, page])
  }

  const draw = async () => {
    for (let next = toDraw.shift(); next; next = toDraw.shift()) {
      const [file, page] = next
      const cached = path.join(cacheDir, `${shareImageKey(page)}.png`)
      // Two pages may show the same: the second finds the first one's image.
      const png = fs.existsSync(cached)
        ? fs.readFileSync(cached)
        : await render(page).catch((error: unknown) => {
            throw new Error(`The share image of ${page.pagePath} could not be drawn`, {
              cause: error,
            })
          })
      writeAtomically(cached, png)
      writeAtomically(file, png)
      stats.drawn++
    }
  }
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, draw))
  return stats
}
