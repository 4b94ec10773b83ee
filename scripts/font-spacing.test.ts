import fs from "fs"
import subsetFont from "subset-font"
import { glyphIds, tightenLeftSides } from "./font-spacing"

const source = () =>
  subsetFont(
    fs.readFileSync(
      require.resolve("@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2")
    ),
    "ae,.:…",
    { targetFormat: "sfnt", variationAxes: { wght: { min: 400, max: 800 } } }
  )

const table = (font: Buffer, tag: string) => {
  for (let i = 0; i < font.readUInt16BE(4); i++) {
    const at = 12 + i * 16
    if (font.toString("latin1", at, at + 4) === tag)
      return font.subarray(
        font.readUInt32BE(at + 8),
        font.readUInt32BE(at + 8) + font.readUInt32BE(at + 12)
      )
  }
  throw new Error(tag)
}

/** A glyph's advance, left side bearing and ink box along x. */
const metrics = (font: Buffer, character: string) => {
  const id = glyphIds(font).get(character.codePointAt(0)!)!
  const hmtx = table(font, "hmtx")
  const loca = table(font, "loca")
  const long = table(font, "head").readInt16BE(50) === 1
  const start = long ? loca.readUInt32BE(id * 4) : loca.readUInt16BE(id * 2) * 2
  const glyph = table(font, "glyf").subarray(start)
  return {
    advance: hmtx.readUInt16BE(id * 4),
    leftSide: hmtx.readInt16BE(id * 4 + 2),
    xMin: glyph.readInt16BE(2),
    rightSide: hmtx.readUInt16BE(id * 4) - glyph.readInt16BE(6),
  }
}

describe("tightenLeftSides", () => {
  it("moves each mark left and shortens its advance by as much, keeping its right side", async () => {
    const font = await source()
    const spaced = tightenLeftSides(font, { ",": 45, "…": 55 })
    for (const [character, shift] of [
      [",", 45],
      ["…", 55],
    ] as const) {
      const before = metrics(font, character)
      const after = metrics(spaced, character)
      expect(after.advance).toBe(before.advance - shift)
      expect(after.leftSide).toBe(before.leftSide - shift)
      expect(after.xMin).toBe(before.xMin - shift)
      expect(after.rightSide).toBe(before.rightSide)
    }
    expect(metrics(spaced, "a")).toEqual(metrics(font, "a"))
    expect(metrics(spaced, ".")).toEqual(metrics(font, "."))
  })

  it("writes a font HarfBuzz reads and cuts again", async () => {
    const spaced = tightenLeftSides(await source(), { ",": 45 })
    const woff2 = await subsetFont(spaced, "ae,", { targetFormat: "woff2" })
    expect(woff2.subarray(0, 4).toString("latin1")).toBe("wOF2")
  })
})
