import { describe, expect, it } from "vitest"
import { rowEnds } from "./process-steps"

describe("rowEnds", () => {
  it("keeps a short process in one row", () => {
    expect([1, 2, 3, 4].map(rowEnds)).toEqual([[1], [2], [3], [4]])
  })

  it("splits a longer one into full, even rows, never leaving one step alone", () => {
    // 5 = 2 + 3, 6 = 3 + 3, 7 = 3 + 4, 8 = 4 + 4, 9 = 3 + 3 + 3
    expect([5, 6, 7, 8, 9].map(rowEnds)).toEqual([
      [2, 5],
      [3, 6],
      [3, 7],
      [4, 8],
      [3, 6, 9],
    ])
    for (let count = 2; count <= 12; count++) {
      const ends = rowEnds(count)
      const sizes = ends.map((end, row) => end - (ends[row - 1] ?? 0))
      expect(Math.min(...sizes)).toBeGreaterThan(1)
    }
  })
})
