import latin from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2"
import latinExt from "@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-ext-wght-normal.woff2"
import { webFontFamily } from "./font-metrics"

/**
 * The two subsets the site's languages need, each a variable woff2 (weights 200-800), imported so
 * the build copies and hashes them (long-lived caching). Not the package's CSS, which lists every
 * subset (Cyrillic, Vietnamese...).
 */
export const fontFiles = { latin, latinExt } as const

// Unicode ranges as in the package's own CSS for these subsets.
const subsets = [
  {
    url: latinExt,
    range:
      "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
  },
  {
    url: latin,
    range:
      "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  },
]

/** The web font's @font-face rules; `swap` shows the matched fallback until the file arrives. */
export const webFontCss = subsets
  .map(
    ({ url, range }) =>
      `@font-face{font-family:"${webFontFamily}";font-style:normal;font-display:swap;font-weight:200 800;src:url(${url}) format("woff2-variations"),url(${url}) format("woff2");unicode-range:${range}}`
  )
  .join("")
