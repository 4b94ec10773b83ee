import {
  codePointsOf,
  formatUnicodeRange,
  fontsourceRanges,
  isControl,
  parseUnicodeRange,
  preloadedSubsets,
  remainderRange,
  subsetRange,
} from "./font-subsets"

describe("unicode ranges", () => {
  it("read and write CSS unicode-range lists, joining neighbours", () => {
    expect(parseUnicodeRange("U+0000-00FF,U+0131")).toEqual([
      [0, 0xff],
      [0x131, 0x131],
    ])
    expect(formatUnicodeRange([0x42, 0x41, 0x43, 0x105, 0x2013])).toBe("U+0041-0043,U+0105,U+2013")
    expect(formatUnicodeRange(codePointsOf(fontsourceRanges.latin))).toBe(fontsourceRanges.latin)
  })

  it("give each fontsource file what the preloaded cuts leave out but control characters", () => {
    for (const source of ["latin", "latin-ext"] as const) {
      const cut = new Set(
        preloadedSubsets
          .filter(subset => subset.source === source)
          .flatMap(subset => codePointsOf(subsetRange(subset)))
      )
      const remainder = codePointsOf(remainderRange(source))
      expect(remainder.some(codePoint => cut.has(codePoint))).toBe(false)
      expect(new Set([...remainder, ...cut])).toEqual(
        new Set(codePointsOf(fontsourceRanges[source]).filter(codePoint => !isControl(codePoint)))
      )
    }
  })

  it("put ASCII and every Polish letter in the preloaded cuts", () => {
    const preloaded = new Set(preloadedSubsets.flatMap(subset => [...subset.characters]))
    for (const character of "AZaz09.,;:!?()–„”ĄąĆćĘęŁłŃńÓóŚśŹźŻż")
      expect(preloaded.has(character), character).toBe(true)
    expect(remainderRange("latin-ext")).not.toMatch(/U\+0105\b/)
  })
})
