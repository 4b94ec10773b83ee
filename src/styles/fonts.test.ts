import { preloadedFontFiles, webFontCss } from "./fonts"
import { preloadedSubsets, subsetRange } from "./font-subsets"

describe("the web font's faces", () => {
  it("pair each preloaded file with its own subset's range", () => {
    preloadedSubsets.forEach((subset, i) => {
      expect(preloadedFontFiles[i]).toContain(subset.file.replace(/\.woff2$/, ""))
      expect(webFontCss).toContain(
        `src:url(${preloadedFontFiles[i]}) format("woff2-variations"),url(${preloadedFontFiles[i]}) format("woff2");unicode-range:${subsetRange(subset)}}`
      )
    })
  })

  it("are one family and weight range, four files in all", () => {
    const faces = webFontCss.match(/@font-face\{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(4)
    for (const face of faces) expect(face).toContain("font-weight:400 800")
  })
})
