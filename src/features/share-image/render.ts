import fs from "fs"
import React from "react"
import { createRequire } from "module"
import path from "path"
import type { SatoriOptions } from "satori"
import {
  fontFamily,
  shareCardElement,
  titleElement,
  titleLineHeight,
  titleSizes,
  titleWidth,
  type ShareCard,
  type TitleFit,
} from "./card"
import { shareImageSize } from "../../config/share-image"

type Font = SatoriOptions["fonts"][number]

/**
 * Plus Jakarta Sans as static woff files (satori reads TTF, OTF and WOFF, not WOFF2): the latin
 * subset, then latin-ext for Polish (ą ę ł ń ś ź ż), as two families tried in that order.
 */
const loadFonts = (): Font[] => {
  // Resolved from the project: Gatsby runs this from its compiled copy of gatsby-node.
  const fontDir = path.dirname(
    createRequire(path.resolve("package.json")).resolve(
      "@fontsource/plus-jakarta-sans/package.json"
    )
  )
  const [latin, latinExt] = fontFamily.split(", ")
  return (["latin", "latin-ext"] as const).flatMap(subset =>
    ([700, 800] as const).map(weight => ({
      name: subset === "latin" ? latin : latinExt,
      weight,
      style: "normal" as const,
      data: fs.readFileSync(
        path.join(fontDir, "files", `plus-jakarta-sans-${subset}-${weight}-normal.woff`)
      ),
    }))
  )
}

let fonts: Font[] | undefined

const satoriModule = () => import("satori")

/** The fonts satori draws with, read once. */
export const shareFonts = (): Font[] => (fonts ??= loadFonts())

/**
 * The largest size at which the title fits its lines; else the smallest, cut after three. Satori
 * lays the title out at every size in one pass, uncut (balancing keeps the number of lines that
 * wrapping gives), and reports each one's height.
 */
export const fitTitle = async (title: string): Promise<TitleFit> => {
  const { default: satori } = await satoriModule()
  const heights: number[] = []
  const sizes = titleSizes.map(({ fontSize }) => titleElement(title, { fontSize, balance: true }))
  await satori(
    React.createElement("div", { style: { display: "flex", flexDirection: "column" } }, ...sizes),
    {
      width: titleWidth,
      fonts: shareFonts(),
      // Text as <text> elements: nothing is drawn, only measured.
      embedFont: false,
      onNodeDetected: node => {
        if (node.textContent !== undefined) heights.push(node.height)
      },
    }
  )
  const fits = titleSizes.find(
    ({ fontSize, maxLines }, index) =>
      Math.round(heights[index] / (fontSize * titleLineHeight)) <= maxLines
  )
  return fits
    ? { fontSize: fits.fontSize, balance: true }
    : { fontSize: titleSizes[titleSizes.length - 1].fontSize, balance: false }
}

/** The card as SVG: satori lays it out and draws its text as paths. */
const shareImageSvg = async (card: ShareCard): Promise<string> => {
  // Loaded on first use: a rebuild that finds every image in the cache never reads them.
  const { default: satori } = await satoriModule()
  const fit = await fitTitle(card.title)
  return satori(shareCardElement(card, fit), { ...shareImageSize, fonts: shareFonts() })
}

/** The card as a 1200x630 PNG. resvg renders off the main thread, so several can run at once. */
export const renderShareImage = async (card: ShareCard): Promise<Buffer> => {
  const [svg, { renderAsync }] = await Promise.all([shareImageSvg(card), import("@resvg/resvg-js")])
  // The text is already paths: resvg needs no fonts, and loading the system's would cost time.
  const image = await renderAsync(svg, {
    fitTo: { mode: "original" },
    font: { loadSystemFonts: false },
  })
  return image.asPng()
}
