import fs from "fs"
import { createRequire } from "module"
import { describe, expect, it } from "vitest"
import {
  averageAdvance,
  fallbackAverages,
  fallbackFaceCss,
  fallbackOverrides,
  labelFontStack,
  letterFrequencies,
  webFontMetrics,
} from "./font-metrics"
import { globalCss } from "./global-style"
import { theme } from "./theme"

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
  it("is the system's monospaced face, every name a local one, ending in the generic family", () => {
    expect(labelFontStack).toMatch(/^ui-monospace, /)
    expect(labelFontStack).toMatch(/, monospace$/)
    // No web font: nothing to download, nothing to swap.
    expect(labelFontStack).not.toMatch(/url\(|Fallback/)
    // Declared once in the base style; the components name the custom property.
    expect(globalCss).toContain(`--font-label: ${labelFontStack};`)
    expect(theme.fonts.label).toBe("var(--font-label)")
  })
})
