import { parseWithout, usesPiece } from "./start-up"

describe("start-up pieces", () => {
  it("are all used when nothing is left out", () => {
    expect(parseWithout(undefined)).toEqual([])
    expect(usesPiece("preludes", [])).toBe(true)
    expect(usesPiece("deferral", [])).toBe(true)
    expect(usesPiece("transition", [])).toBe(true)
  })

  it("leave out the listed pieces only", () => {
    const without = parseWithout(" transition, preludes ")
    expect(usesPiece("transition", without)).toBe(false)
    expect(usesPiece("preludes", without)).toBe(false)
    expect(usesPiece("deferral", without)).toBe(true)
  })

  it("have no preludes without the bundle loader that runs them", () => {
    expect(usesPiece("preludes", parseWithout("deferral"))).toBe(false)
  })

  it("refuse a name they do not know, so a typo is not a silent full build", () => {
    expect(() => parseWithout("prelude")).toThrow(/unknown prelude/)
  })
})
