import { pageKinds, parseArgs } from "./args"

describe("the benchmark's options", () => {
  it("run everything by default", () => {
    const options = parseArgs([])
    expect(Object.values(options.skip).every(skipped => !skipped)).toBe(true)
    expect(options).toMatchObject({ runs: 3, inpRuns: 5, posts: [10, 100, 1000] })
    expect(options.pages).toHaveLength(pageKinds.length)
  })

  it("read skips, run counts, pages and post counts", () => {
    const options = parseArgs([
      "--skip-scaling",
      "--skip-consented",
      "--runs=1",
      "--inp-runs=2",
      "--pages=home,contact",
      "--posts=1000",
    ])
    expect(options.skip).toMatchObject({ scaling: true, consented: true, inp: false })
    expect(options).toMatchObject({ runs: 1, inpRuns: 2, posts: [1000] })
    expect(options.pages.map(kind => kind.id)).toEqual(["home", "contact"])
  })

  it("leave out the returning visitors' paints on request", () => {
    expect(parseArgs(["--skip-returning"]).skip).toMatchObject({ returning: true, inp: false })
  })

  it("read the tag mode's runs per variant", () => {
    expect(parseArgs(["--tags", "--ab-runs=7"])).toMatchObject({ tags: true, abRuns: 7 })
  })

  it("refuse what they do not know", () => {
    expect(() => parseArgs(["--skip-everything"])).toThrow(/unknown/)
    expect(() => parseArgs(["--runs=0"])).toThrow(/unknown/)
    expect(() => parseArgs(["--pages=blog"])).toThrow(/unknown page blog/)
    expect(() => parseArgs(["--ab=deferral"])).toThrow(/unknown or malformed option --ab=deferral/)
  })
})

describe("load mode", () => {
  it("is off unless --load is given, and takes no value", () => {
    expect(parseArgs([]).load).toBe(false)
    expect(parseArgs(["--load"]).load).toBe(true)
    expect(() => parseArgs(["--load=1"])).toThrow(/unknown or malformed option --load=1/)
  })
})
