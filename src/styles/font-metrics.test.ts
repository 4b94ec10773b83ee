import fs from "fs"
import { createRequire } from "module"
import { describe, expect, it } from "vitest"
import {
  averageAdvance,
  fallbackAverages,
  fallbackFaceCss,
  fallbackFontCss,
  fallbackOverrides,
  labelFontMetrics,
  labelFontStack,
  letterFrequencies,
  webFontMetrics,
} from "./font-metrics"
import { labelSubset } from "./font-subsets"

type Glyph = { advanceWidth: number }
type Font = {
  unitsPerEm: number
  tables: { hhea: { ascender: number; descender: number; lineGap: number } }
  charToGlyph: (char: string) => Glyph
}

// opentype.js (satori's copy) reads woff files; the site's woff2 holds the same design.
const require = createRequire(import.meta.url)
const opentype = require("@shuding/opentype.js") as { parse: (buffer: ArrayBuffer) => Font }

const readFont = (file: string) => {
  const path = require.resolve(`@fontsource/plus-jakarta-sans/files/${file}`)
  const bytes = fs.readFileSync(path)
  return opentype.parse(bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength))
}

const advances = (font: Font) =>
  Object.fromEntries(
    Object.keys(letterFrequencies).map(char => [char, font.charToGlyph(char).advanceWidth])
  )

describe("the fallback faces' metrics", () => {
  it("are those of Plus Jakarta Sans as its font files give them", () => {
    for (const [file, weight] of [
      ["plus-jakarta-sans-latin-400-normal.woff", "regular"],
      ["plus-jakarta-sans-latin-800-normal.woff", "bold"],
    ] as const) {
      const font = readFont(file)
      expect(font.unitsPerEm).toBe(webFontMetrics.unitsPerEm)
      expect(font.tables.hhea.ascender).toBe(webFontMetrics.ascender)
      expect(font.tables.hhea.descender).toBe(webFontMetrics.descender)
      expect(font.tables.hhea.lineGap).toBe(webFontMetrics.lineGap)
      expect(averageAdvance(advances(font), font.unitsPerEm)).toBeCloseTo(
        webFontMetrics.average[weight],
        4
      )
    }
  })

  it("scale Arial to the web font's width and move its ascent and descent to match", () => {
    expect(fallbackAverages.arial.regular).toBeCloseTo(0.447, 3)
    const regular = fallbackOverrides(
      webFontMetrics.average.regular,
      fallbackAverages.arial.regular
    )
    expect(regular.sizeAdjust).toBe("106.06%")
    expect(regular.ascentOverride).toBe("97.87%")
    expect(regular.descentOverride).toBe("20.93%")
    expect(regular.lineGapOverride).toBe("0.00%")
  })

  it("declare four faces, Arial's and DejaVu Sans's, each at text and heading weight", () => {
    expect(fallbackFaceCss.match(/@font-face/g)).toHaveLength(4)
    expect(fallbackFaceCss).toContain('local("Arial")')
    expect(fallbackFaceCss).toContain('local("DejaVu Sans")')
    expect(fallbackFaceCss).toContain("size-adjust:")
    expect(fallbackFaceCss).toContain("ascent-override:")
    expect(fallbackFaceCss).toContain("descent-override:")
    expect(fallbackFaceCss).toContain("line-gap-override:")
  })
})

describe("the labels' face", () => {
  const bytes = fs.readFileSync(require.resolve(labelSubset.source))
  const font = opentype.parse(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength)
  ) as Font & { tables: { os2: { sTypoAscender: number; sTypoDescender: number } } }

  it("has DM Mono's metrics as its font file gives them", () => {
    expect(font.unitsPerEm).toBe(labelFontMetrics.unitsPerEm)
    expect(font.tables.hhea.ascender).toBe(labelFontMetrics.ascender)
    expect(font.tables.hhea.descender).toBe(labelFontMetrics.descender)
    // Monospaced: every character of a label takes the same advance, which the fallback shares.
    for (const character of "AWIŁ0·")
      expect(font.charToGlyph(character).advanceWidth, character).toBe(labelFontMetrics.advance)
  })

  it("has a glyph for every character its cut keeps", () => {
    const missing = [...labelSubset.characters].filter(
      character => (font.charToGlyph(character) as Glyph & { index: number }).index === 0
    )
    expect(missing).toEqual([])
  })

  it("falls back to a local monospaced face aligned to DM Mono, then the system's", () => {
    expect(labelFontStack).toBe('"DM Mono", "DM Mono Fallback", ui-monospace, monospace')
    const face = fallbackFontCss.slice(fallbackFaceCss.length)
    expect(face).toContain('font-family:"DM Mono Fallback"')
    expect(face).toContain('local("DejaVu Sans Mono")')
    expect(face).toContain("ascent-override:99.20%;descent-override:31.00%")
    expect(face).not.toContain("size-adjust")
  })
})
