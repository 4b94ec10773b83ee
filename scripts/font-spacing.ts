/**
 * Tightens the left side of a few punctuation marks in a TrueType font (an sfnt with `glyf`
 * outlines, variable or not).
 *
 * Plus Jakarta Sans sets its comma, full stop, colon, semicolon and exclamation mark far from the
 * letter before them (at weight 800 the comma sits 110 units of 1,000 in, the colon 129), and its
 * kerning has no pairs for them after lowercase letters. In body text that reads as normal
 * spacing; in a 48 px heading it opens a visible gap: "aplikacje ,". Moving each mark's outline
 * left by the same amount as its advance shrinks its left side bearing at every weight and leaves
 * its right side, and so the space after it, as it was. The variation deltas (gvar, HVAR) are
 * relative to the default outline and advance, so they carry over unchanged.
 *
 * The family is under the SIL Open Font License 1.1 without a Reserved Font Name, which allows a
 * modified version under the same name; the cut files keep the licence's name table entries.
 */

type Table = { tag: string; checksum: number; offset: number; length: number }

const readTables = (font: Buffer): Table[] =>
  Array.from({ length: font.readUInt16BE(4) }, (_, i) => {
    const at = 12 + i * 16
    return {
      tag: font.toString("latin1", at, at + 4),
      checksum: font.readUInt32BE(at + 4),
      offset: font.readUInt32BE(at + 8),
      length: font.readUInt32BE(at + 12),
    }
  })

const tableData = (font: Buffer, tables: Table[], tag: string): Buffer => {
  const table = tables.find(t => t.tag === tag)
  if (!table) throw new Error(`font-spacing: the font has no ${tag} table`)
  return font.subarray(table.offset, table.offset + table.length)
}

/** The glyph of each code point, from the cmap's format 4 (BMP) subtable. */
export const glyphIds = (font: Buffer): Map<number, number> => {
  const cmap = tableData(font, readTables(font), "cmap")
  const ids = new Map<number, number>()
  for (let i = 0; i < cmap.readUInt16BE(2); i++) {
    const sub = cmap.readUInt32BE(4 + i * 8 + 4)
    if (cmap.readUInt16BE(sub) !== 4) continue
    const segments = cmap.readUInt16BE(sub + 6) / 2
    const ends = sub + 14
    const starts = ends + segments * 2 + 2
    const deltas = starts + segments * 2
    const rangeOffsets = deltas + segments * 2
    for (let s = 0; s < segments; s++) {
      const end = cmap.readUInt16BE(ends + s * 2)
      const start = cmap.readUInt16BE(starts + s * 2)
      const delta = cmap.readInt16BE(deltas + s * 2)
      const rangeOffset = cmap.readUInt16BE(rangeOffsets + s * 2)
      for (let c = start; c <= end && c !== 0xffff; c++) {
        const glyph =
          rangeOffset === 0
            ? (c + delta) & 0xffff
            : cmap.readUInt16BE(rangeOffsets + s * 2 + rangeOffset + (c - start) * 2)
        if (glyph !== 0) ids.set(c, rangeOffset === 0 ? glyph : (glyph + delta) & 0xffff)
      }
    }
    return ids
  }
  throw new Error("font-spacing: the font has no format 4 cmap")
}

const ON_CURVE = 0x01
const X_SHORT = 0x02
const Y_SHORT = 0x04
const REPEAT = 0x08
const X_SAME = 0x10
const Y_SAME = 0x20

/** A simple glyph moved `shift` units along x, with its coordinates written out afresh. */
const shiftSimple = (glyph: Buffer, contours: number, shift: number): Buffer => {
  const endPoints = Array.from({ length: contours }, (_, i) => glyph.readUInt16BE(10 + i * 2))
  const points = endPoints[contours - 1] + 1
  const instructionLength = glyph.readUInt16BE(10 + contours * 2)
  const head = glyph.subarray(0, 12 + contours * 2 + instructionLength)
  let at = head.length
  const flags: number[] = []
  while (flags.length < points) {
    const flag = glyph[at++]
    flags.push(flag)
    if (flag & REPEAT) for (let r = glyph[at++]; r > 0; r--) flags.push(flag)
  }
  const readAxis = (short: number, same: number) => {
    let value = 0
    return flags.map(flag => {
      if (flag & short) {
        const step = glyph[at++]
        value += flag & same ? step : -step
      } else if (!(flag & same)) {
        value += glyph.readInt16BE(at)
        at += 2
      }
      return value
    })
  }
  const xs = readAxis(X_SHORT, X_SAME).map(x => x - shift)
  const ys = readAxis(Y_SHORT, Y_SAME)
  // Every coordinate as a 16-bit delta: larger, but simple and always valid.
  const out = Buffer.alloc(head.length + points * 5)
  head.copy(out)
  out.writeInt16BE(glyph.readInt16BE(2) - shift, 2)
  out.writeInt16BE(glyph.readInt16BE(6) - shift, 6)
  let w = head.length
  for (const flag of flags) out[w++] = flag & ON_CURVE
  const writeDeltas = (values: number[]) =>
    values.forEach((value, i) => {
      out.writeInt16BE(value - (i === 0 ? 0 : values[i - 1]), w)
      w += 2
    })
  writeDeltas(xs)
  writeDeltas(ys)
  return out
}

const ARG_WORDS = 0x0001
const ARGS_ARE_XY = 0x0002
const HAS_SCALE = 0x0008
const MORE = 0x0020
const HAS_XY_SCALE = 0x0040
const HAS_2X2 = 0x0080

/** A composite glyph with each component's x offset moved `shift` units. */
const shiftComposite = (glyph: Buffer, shift: number): Buffer => {
  const parts: Buffer[] = [Buffer.from(glyph.subarray(0, 10))]
  parts[0].writeInt16BE(glyph.readInt16BE(2) - shift, 2)
  parts[0].writeInt16BE(glyph.readInt16BE(6) - shift, 6)
  let at = 10
  let flags: number
  do {
    flags = glyph.readUInt16BE(at)
    const component = glyph.readUInt16BE(at + 2)
    if (!(flags & ARGS_ARE_XY)) throw new Error("font-spacing: a component placed by points")
    const words = Boolean(flags & ARG_WORDS)
    const dx = words ? glyph.readInt16BE(at + 4) : glyph.readInt8(at + 4)
    const dy = words ? glyph.readInt16BE(at + 6) : glyph.readInt8(at + 5)
    at += words ? 8 : 6
    const transform = flags & HAS_SCALE ? 2 : flags & HAS_XY_SCALE ? 4 : flags & HAS_2X2 ? 8 : 0
    const part = Buffer.alloc(8 + transform)
    part.writeUInt16BE(flags | ARG_WORDS, 0)
    part.writeUInt16BE(component, 2)
    part.writeInt16BE(dx - shift, 4)
    part.writeInt16BE(dy, 6)
    glyph.copy(part, 8, at, at + transform)
    at += transform
    parts.push(part)
  } while (flags & MORE)
  parts.push(Buffer.from(glyph.subarray(at)))
  return Buffer.concat(parts)
}

const shiftGlyph = (glyph: Buffer, shift: number): Buffer => {
  if (glyph.length === 0) return glyph
  const contours = glyph.readInt16BE(0)
  return contours >= 0 ? shiftSimple(glyph, contours, shift) : shiftComposite(glyph, shift)
}

const pad4 = (data: Buffer) => Buffer.concat([data, Buffer.alloc((4 - (data.length % 4)) % 4)])

const checksum = (data: Buffer) => {
  const padded = pad4(data)
  let sum = 0
  for (let i = 0; i < padded.length; i += 4) sum = (sum + padded.readUInt32BE(i)) >>> 0
  return sum
}

/** Writes an sfnt from its tables, with fresh offsets and checksums. */
const writeFont = (flavor: number, tables: { tag: string; data: Buffer }[]): Buffer => {
  const sorted = [...tables].sort((a, b) => (a.tag < b.tag ? -1 : 1))
  const count = sorted.length
  const log = Math.floor(Math.log2(count))
  const header = Buffer.alloc(12 + count * 16)
  header.writeUInt32BE(flavor, 0)
  header.writeUInt16BE(count, 4)
  header.writeUInt16BE(2 ** log * 16, 6)
  header.writeUInt16BE(log, 8)
  header.writeUInt16BE(count * 16 - 2 ** log * 16, 10)
  let offset = header.length
  sorted.forEach(({ tag, data }, i) => {
    const at = 12 + i * 16
    header.write(tag, at, "latin1")
    header.writeUInt32BE(checksum(data), at + 4)
    header.writeUInt32BE(offset, at + 8)
    header.writeUInt32BE(data.length, at + 12)
    offset += pad4(data).length
  })
  const font = Buffer.concat([header, ...sorted.map(({ data }) => pad4(data))])
  const head = sorted.findIndex(t => t.tag === "head")
  const headOffset = header.readUInt32BE(12 + head * 16 + 8)
  font.writeUInt32BE((0xb1b0afba - checksum(font)) >>> 0, headOffset + 8)
  return font
}

/**
 * The font with each listed character's glyph moved left by its amount (font units), and its
 * advance shortened by as much.
 */
export const tightenLeftSides = (font: Buffer, shifts: Record<string, number>): Buffer => {
  const tables = readTables(font)
  const data = (tag: string) => Buffer.from(tableData(font, tables, tag))
  const head = data("head")
  head.writeUInt32BE(0, 8)
  const longLoca = head.readInt16BE(50) === 1
  const glyphCount = data("maxp").readUInt16BE(4)
  const loca = data("loca")
  const offsetOf = (i: number) =>
    longLoca ? loca.readUInt32BE(i * 4) : loca.readUInt16BE(i * 2) * 2
  const glyf = data("glyf")
  const hmtx = data("hmtx")
  const metrics = data("hhea").readUInt16BE(34)
  const ids = glyphIds(font)
  const byGlyph = new Map<number, number>()
  for (const [character, shift] of Object.entries(shifts)) {
    const id = ids.get(character.codePointAt(0)!)
    if (id === undefined) continue
    if (id >= metrics) throw new Error(`font-spacing: "${character}" shares its advance`)
    byGlyph.set(id, shift)
  }
  const glyphs = Array.from({ length: glyphCount }, (_, i) => {
    const glyph = glyf.subarray(offsetOf(i), offsetOf(i + 1))
    const shift = byGlyph.get(i)
    if (shift === undefined) return glyph
    hmtx.writeUInt16BE(hmtx.readUInt16BE(i * 4) - shift, i * 4)
    hmtx.writeInt16BE(hmtx.readInt16BE(i * 4 + 2) - shift, i * 4 + 2)
    return shiftGlyph(glyph, shift)
  })
  const newLoca = Buffer.alloc((glyphCount + 1) * 4)
  let offset = 0
  glyphs.forEach((glyph, i) => {
    newLoca.writeUInt32BE(offset, i * 4)
    offset += glyph.length + (glyph.length % 2)
  })
  newLoca.writeUInt32BE(offset, glyphCount * 4)
  head.writeInt16BE(1, 50)
  const newGlyf = Buffer.concat(
    glyphs.flatMap(glyph => (glyph.length % 2 ? [glyph, Buffer.alloc(1)] : [glyph]))
  )
  const replaced: Record<string, Buffer> = { head, loca: newLoca, glyf: newGlyf, hmtx }
  return writeFont(
    font.readUInt32BE(0),
    tables.map(({ tag }) => ({ tag, data: replaced[tag] ?? data(tag) }))
  )
}
