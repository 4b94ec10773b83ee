import { parseWithout, usesPiece } from "./start-up"

describe("start-up pieces", () => {
  it("are all used when nothing is left out", () => {
    expect(parseWithout(undefined)).toEqual([])
    expect(usesPiece("deferral", [])).toBe(true)
    expect(usesPiece("transition", [])).toBe(true)
  })

  it("leave out the listed pieces only", () => {
    const without = parseWithout(" transition ")
    expect(usesPiece("transition", without)).toBe(false)
    expect(usesPiece("deferral", without)).toBe(true)
    expect(parseWithout("deferral,transition")).toEqual(["deferral", "transition"])
  })

  it("refuse a name they do not know, so a typo is not a silent full build", () => {
    expect(() => parseWithout("preludes")).toThrow(/unknown preludes/)
  })
})
