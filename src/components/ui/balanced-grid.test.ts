import { describe, expect, it } from "vitest"
import { balancedRows, balancedSpans, featuredRows } from "./balanced-grid"

describe("balancedRows", () => {
  it("never leaves one item alone on the last row", () => {
    for (let columns = 2; columns <= 4; columns++) {
      for (let count = 2; count <= 30; count++) {
        const rows = balancedRows(count, columns)
        expect(rows.reduce((sum, size) => sum + size, 0)).toBe(count)
        expect(Math.max(...rows)).toBeLessThanOrEqual(columns)
        expect(rows[rows.length - 1], `${count} items in ${columns} columns`).toBeGreaterThan(1)
        expect(Math.max(...rows) - Math.min(...rows)).toBeLessThanOrEqual(1)
      }
    }
  })

  it("splits five into 2 + 3, or a featured first item and two pairs", () => {
    expect(balancedRows(5, 3)).toEqual([2, 3])
    expect(balancedRows(5, 2)).toEqual([1, 2, 2])
    expect(balancedRows(6, 3)).toEqual([3, 3])
    expect(balancedRows(7, 3)).toEqual([2, 2, 3])
    expect(balancedRows(4, 3)).toEqual([2, 2])
    expect(balancedRows(1, 3)).toEqual([1])
    expect(balancedRows(0, 3)).toEqual([])
  })
})

describe("featuredRows", () => {
  it("leads with the first item alone only where the rest then fill whole rows", () => {
    expect(featuredRows(7, 3)).toEqual([1, 3, 3])
    expect(featuredRows(10, 3)).toEqual([1, 3, 3, 3])
    expect(featuredRows(9, 4)).toEqual([1, 4, 4])
    // Otherwise as balanced: a lone first item over a single row would not lead anything.
    expect(featuredRows(4, 3)).toEqual([2, 2])
    expect(featuredRows(5, 3)).toEqual([2, 3])
    expect(featuredRows(6, 3)).toEqual([3, 3])
    expect(featuredRows(7, 2)).toEqual([1, 2, 2, 2])
    expect(balancedSpans(7, 3, featuredRows)).toEqual([
      { from: 1, to: 1, span: 12 },
      { from: 2, to: 7, span: 4 },
    ])
  })
})

describe("balancedSpans", () => {
  it("gives each run of items the share of 12 tracks its row needs", () => {
    expect(balancedSpans(5, 3)).toEqual([
      { from: 1, to: 2, span: 6 },
      { from: 3, to: 5, span: 4 },
    ])
    expect(balancedSpans(6, 2)).toEqual([{ from: 1, to: 6, span: 6 }])
  })
})
