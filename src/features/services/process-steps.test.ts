import { describe, expect, it } from "vitest"
import { timelineColumns } from "./process-steps"

describe("timelineColumns", () => {
  it("keeps a short process in one row", () => {
    expect([1, 2, 3, 4].map(timelineColumns)).toEqual([1, 2, 3, 4])
  })

  it("splits a longer one into even rows, never leaving one step alone", () => {
    // 5 = 3 + 2, 6 = 3 + 3, 7 = 4 + 3, 8 = 4 + 4, 9 = 3 + 3 + 3
    expect([5, 6, 7, 8, 9].map(timelineColumns)).toEqual([3, 3, 4, 4, 3])
    for (let count = 2; count <= 12; count++) expect(count % timelineColumns(count)).not.toBe(1)
  })
})
