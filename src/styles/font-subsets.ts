/**
 * Which characters of Plus Jakarta Sans each page gets with its HTML, and which it fetches only
 * when its text needs them.
 *
 * fontsource ships the family's latin and latin-ext subsets as two variable files of 27 and 22 KB
 * (weights 200-800). A page sets almost all of its text in far fewer characters: ASCII, a few
 * typographic signs and the Polish letters. So the site cuts two small files from fontsource's
 * (scripts/subset-fonts.ts writes them into src/styles/fonts/), each with the weights the design
 * uses (400-800), and preloads those: 17 KB in all instead of 49. fontsource's own files stay
 * behind them for every other latin and latin-ext character (a name with "ř" in a post, say);
 * their unicode-ranges leave out what the small files hold, so a browser downloads one of them
 * only for a page that has such a character.
 */

/** A run of code points, both ends included. */
type CodePointRange = [number, number]

/** The weights the design uses (theme.fontWeights: 400 to 800), and so the cut files keep. */
export const weightRange = { min: 400, max: 800 } as const

/** The unicode-ranges of fontsource's own files, as in the package's CSS. */
export const fontsourceRanges = {
  latin:
    "U+0000-00FF,U+0131,U+0152-0153,U+02BB-02BC,U+02C6,U+02DA,U+02DC,U+0304,U+0308,U+0329,U+2000-206F,U+20AC,U+2122,U+2191,U+2193,U+2212,U+2215,U+FEFF,U+FFFD",
  "latin-ext":
    "U+0100-02BA,U+02BD-02C5,U+02C7-02CC,U+02CE-02D7,U+02DD-02FF,U+0304,U+0308,U+0329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF",
} as const

export type FontsourceSubset = keyof typeof fontsourceRanges

const printableAscii = Array.from({ length: 0x7f - 0x20 }, (_, i) => String.fromCharCode(0x20 + i))

/** A file the site cuts from one of fontsource's, and preloads on every page. */
type PreloadedSubset = {
  /** Its file name in src/styles/fonts/. */
  file: string
  /** The fontsource file it is cut from. */
  source: FontsourceSubset
  /** Every character it holds. */
  characters: string
  /**
   * Punctuation moved closer to the letter before it, in font units (scripts/font-spacing.ts):
   * the family sets these marks 80-130 units in, a gap that shows in heavy headings.
   */
  tighten?: Readonly<Record<string, number>>
}

/**
 * How far each mark moves left. At weight 800 the comma's gap after a lowercase letter drops
 * from 0.14 to 0.10 em, the full stop's from 0.16 to 0.10 em; at 400 they stay near the
 * question mark's, which the family already sets close.
 */
export const punctuationShifts: Readonly<Record<string, number>> = {
  ",": 45,
  ".": 55,
  ":": 55,
  ";": 55,
  "!": 55,
  "…": 55,
}

export const preloadedSubsets: readonly PreloadedSubset[] = [
  {
    file: "plus-jakarta-sans-core-wght-normal.woff2",
    source: "latin",
    // ASCII; no-break, thin and soft-hyphen spaces; the signs and quotes of Polish and English
    // typography; ó (Polish, in Latin-1), and the accented letters of common names and loanwords.
    characters:
      printableAscii.join("") + "\u00a0\u00ad\u2009\u202f©®°«»·×–—‘’‚“”„…•€™−" + "óÓéÉäÄöÖüÜß",
    tighten: punctuationShifts,
  },
  {
    file: "plus-jakarta-sans-polish-wght-normal.woff2",
    source: "latin-ext",
    characters: "ĄąĆćĘęŁłŃńŚśŹźŻż",
  },
]

/** Reads a CSS unicode-range list ("U+0000-00FF,U+0131"). */
export const parseUnicodeRange = (css: string): CodePointRange[] =>
  css.split(",").map(part => {
    const [start, end = start] = part.trim().replace(/^U\+/i, "").split("-")
    return [parseInt(start, 16), parseInt(end, 16)]
  })

const hex = (codePoint: number) => codePoint.toString(16).toUpperCase().padStart(4, "0")

/** Writes code points as a CSS unicode-range list, joining neighbours into runs. */
export const formatUnicodeRange = (codePoints: Iterable<number>): string => {
  const sorted = [...new Set(codePoints)].sort((a, b) => a - b)
  const runs: CodePointRange[] = []
  for (const codePoint of sorted) {
    const last = runs[runs.length - 1]
    if (last && codePoint === last[1] + 1) last[1] = codePoint
    else runs.push([codePoint, codePoint])
  }
  return runs
    .map(([start, end]) => (start === end ? `U+${hex(start)}` : `U+${hex(start)}-${hex(end)}`))
    .join(",")
}

/** Every code point of a unicode-range list. */
export const codePointsOf = (css: string): number[] =>
  parseUnicodeRange(css).flatMap(([start, end]) =>
    Array.from({ length: end - start + 1 }, (_, i) => start + i)
  )

const codePointsOfText = (text: string) => [...text].map(character => character.codePointAt(0)!)

/** The unicode-range of a preloaded subset: exactly its characters. */
export const subsetRange = (subset: PreloadedSubset): string =>
  formatUnicodeRange(codePointsOfText(subset.characters))

/** Control characters (line breaks, tabs): laid out as white space or not at all, never drawn. */
export const isControl = (codePoint: number) => codePoint < 0x20 || codePoint === 0x7f

/**
 * What a fontsource file still serves: its range less what the preloaded subsets hold, and less
 * the control characters, so that a line break in a page's text never fetches a file.
 */
export const remainderRange = (source: FontsourceSubset): string => {
  const preloaded = new Set(preloadedSubsets.flatMap(s => codePointsOfText(s.characters)))
  return formatUnicodeRange(
    codePointsOf(fontsourceRanges[source]).filter(
      codePoint => !preloaded.has(codePoint) && !isControl(codePoint)
    )
  )
}
