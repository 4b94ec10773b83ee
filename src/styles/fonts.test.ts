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

  it("are one family and weight range, four files in all, and the labels' face", () => {
    const faces = webFontCss.match(/@font-face\{[^}]*\}/g) ?? []
    expect(faces).toHaveLength(5)
    for (const face of faces.slice(0, 4)) {
      expect(face).toContain('font-family:"Plus Jakarta Sans"')
      expect(face).toContain("font-weight:400 800")
    }
    // The labels' cut, preloaded third: capitals (labels are set in capitals), no lower case.
    const label = faces[4]!
    expect(label).toContain('font-family:"DM Mono"')
    expect(label).toContain("font-weight:500")
    expect(label).toContain(`src:url(${preloadedFontFiles[2]}) format("woff2")`)
    expect(preloadedFontFiles[2]).toContain("dm-mono-labels-500")
    expect(label).toContain("U+0041-005A")
    expect(label).not.toMatch(/U\+0061|U\+0041-007A/)
  })
})
