/**
 * Metric-matched fallback faces for Plus Jakarta Sans, so that swapping in the web font moves
 * nothing (CLS 0): until the woff2 arrives, text is set in a local sans-serif scaled and aligned
 * to take the same room.
 *
 * How the numbers are derived:
 * - Plus Jakarta Sans (units per em 1000): ascender 1038, descender -222, line gap 0, the same in
 *   hhea and OS/2 typo (USE_TYPO_METRICS is set), read from @fontsource/plus-jakarta-sans's woff
 *   files, the static instances of the same design. Its average advance is the advance widths of
 *   a-z and the space, weighted by how often each occurs in text (letterFrequencies), at weight
 *   400 for text and 800 for headings. font-metrics.test.ts reads the font files again and fails
 *   if an upgrade changes any of these.
 * - Arial (and its metric twins Liberation Sans and Helvetica): the same weighted average from
 *   Helvetica's published AFM widths (Arial shares them), regular and bold.
 * - DejaVu Sans (Linux's default sans-serif): the same weighted average from its hmtx table
 *   (DejaVuSans.ttf and DejaVuSans-Bold.ttf, version 2.37).
 * - size-adjust = web font's average / fallback's average; each override = web font's metric /
 *   size-adjust (the overrides apply to the already adjusted size).
 */

/** Letters and the space, weighted by their frequency in running text (per cent). */
export const letterFrequencies: Record<string, number> = {
  a: 8.2,
  b: 1.5,
  c: 2.8,
  d: 4.3,
  e: 12.7,
  f: 2.2,
  g: 2.0,
  h: 6.1,
  i: 7.0,
  j: 0.15,
  k: 0.77,
  l: 4.0,
  m: 2.4,
  n: 6.7,
  o: 7.5,
  p: 1.9,
  q: 0.095,
  r: 6.0,
  s: 6.3,
  t: 9.1,
  u: 2.8,
  v: 0.98,
  w: 2.4,
  x: 0.15,
  y: 2.0,
  z: 0.074,
  " ": 18,
}

/** Frequency-weighted average advance, in em, from advance widths in font units. */
export const averageAdvance = (widths: Record<string, number>, unitsPerEm: number) => {
  let sum = 0
  let weight = 0
  for (const [char, frequency] of Object.entries(letterFrequencies)) {
    const width = widths[char]
    if (width === undefined) throw new Error(`No advance width for "${char}"`)
    sum += width * frequency
    weight += frequency
  }
  return sum / weight / unitsPerEm
}

// Helvetica's AFM widths (per 1000 units), which Arial and Liberation Sans share.
const afm = (widths: string) =>
  Object.fromEntries(
    "abcdefghijklmnopqrstuvwxyz "
      .split("")
      .map((char, index) => [char, Number(widths.split(" ")[index])])
  )
const arialRegular = afm(
  "556 556 500 556 556 278 556 556 222 222 500 222 833 556 556 556 556 333 500 278 556 500 722 500 500 500 278"
)
const arialBold = afm(
  "556 611 556 611 556 333 611 611 278 278 556 278 889 611 611 611 611 389 556 333 611 556 778 556 556 500 278"
)

export const webFontMetrics = {
  unitsPerEm: 1000,
  ascender: 1038,
  descender: -222,
  lineGap: 0,
  /** Weighted average advance in em, at the text weight and the heading weight. */
  average: { regular: 0.47408, bold: 0.4929 },
} as const

export const fallbackAverages = {
  arial: { regular: averageAdvance(arialRegular, 1000), bold: averageAdvance(arialBold, 1000) },
  dejaVu: { regular: 0.51321, bold: 0.57987 },
} as const

const percent = (value: number) => `${(value * 100).toFixed(2)}%`

/** The descriptors of a fallback face matched to the web font at one weight. */
export const fallbackOverrides = (webFontAverage: number, fallbackAverage: number) => {
  const sizeAdjust = webFontAverage / fallbackAverage
  const { unitsPerEm, ascender, descender, lineGap } = webFontMetrics
  return {
    sizeAdjust: percent(sizeAdjust),
    ascentOverride: percent(ascender / unitsPerEm / sizeAdjust),
    descentOverride: percent(-descender / unitsPerEm / sizeAdjust),
    lineGapOverride: percent(lineGap / unitsPerEm / sizeAdjust),
  }
}

type Weight = "regular" | "bold"

const fallbackFaces: { family: string; locals: string[]; weight: Weight; average: number }[] = [
  {
    family: "Jakarta Fallback Arial",
    locals: ["Arial", "ArialMT", "Liberation Sans", "Helvetica"],
    weight: "regular",
    average: fallbackAverages.arial.regular,
  },
  {
    family: "Jakarta Fallback Arial",
    locals: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "Helvetica Bold"],
    weight: "bold",
    average: fallbackAverages.arial.bold,
  },
  {
    family: "Jakarta Fallback DejaVu",
    locals: ["DejaVu Sans", "DejaVuSans"],
    weight: "regular",
    average: fallbackAverages.dejaVu.regular,
  },
  {
    family: "Jakarta Fallback DejaVu",
    locals: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
    weight: "bold",
    average: fallbackAverages.dejaVu.bold,
  },
]

/** The web font's family name, as its @font-face rules declare it. */
export const webFontFamily = "Plus Jakarta Sans"

/** The family list: the web font, then its matched fallbacks (Arial first, then DejaVu Sans). */
export const fontStack = `"${webFontFamily}", "Jakarta Fallback Arial", "Jakarta Fallback DejaVu", sans-serif`

/**
 * The fallback faces' @font-face rules. The bold faces cover 600-900, matched at 800, the weight
 * of display headings, where a different width would move the most.
 */
export const fallbackFaceCss = fallbackFaces
  .map(face => {
    const o = fallbackOverrides(webFontMetrics.average[face.weight], face.average)
    return `@font-face{font-family:"${face.family}";src:${face.locals
      .map(name => `local("${name}")`)
      .join(",")};font-weight:${face.weight === "bold" ? "600 900" : "100 599"};size-adjust:${
      o.sizeAdjust
    };ascent-override:${o.ascentOverride};descent-override:${o.descentOverride};line-gap-override:${
      o.lineGapOverride
    }}`
  })
  .join("")

/**
 * The labels' family: the system's own monospaced face, as a drawing's annotations are lettered
 * (SF Mono on Apple devices, Cascadia Mono or Consolas on Windows, Roboto Mono or Droid Sans Mono
 * on Android, DejaVu Sans Mono on Linux). A web font here cost every page an 8 KB request on the
 * LCP path (Lighthouse's LCP 75-150 ms later side by side); a local face costs nothing and never
 * swaps. Every one of them has the Polish letters.
 */
export const labelFontStack =
  'ui-monospace, "SF Mono", "Cascadia Mono", "Roboto Mono", Menlo, Consolas, "DejaVu Sans Mono", "Liberation Mono", monospace'
