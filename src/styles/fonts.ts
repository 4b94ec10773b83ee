import latin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"
import latinExt from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2"
import core from "./fonts/plus-jakarta-sans-core-wght-normal.woff2"
import polish from "./fonts/plus-jakarta-sans-polish-wght-normal.woff2"
import { webFontFamily } from "./font-metrics"
import { preloadedSubsets, remainderRange, subsetRange, weightRange } from "./font-subsets"

/**
 * The files every page preloads: the two small cuts of the family (src/styles/font-subsets.ts),
 * imported so the build copies and hashes them (long-lived caching).
 */
export const preloadedFontFiles = [core, polish] as const

/**
 * One face a file, all of one family and weight range, so the browser treats them as one font
 * and takes each character from the face whose range holds it. fontsource's files serve what the
 * preloaded cuts leave out, and are downloaded only by a page that sets such a character.
 */
const faces = [
  { url: latinExt, range: remainderRange("latin-ext") },
  { url: latin, range: remainderRange("latin") },
  ...preloadedSubsets.map((subset, i) => ({
    url: preloadedFontFiles[i],
    range: subsetRange(subset),
  })),
]

/** The web font's @font-face rules; `swap` shows the matched fallback until a file arrives. */
export const webFontCss = faces
  .map(
    ({ url, range }) =>
      `@font-face{font-family:"${webFontFamily}";font-style:normal;font-display:swap;font-weight:${weightRange.min} ${weightRange.max};src:url(${url}) format("woff2-variations"),url(${url}) format("woff2");unicode-range:${range}}`
  )
  .join("")
