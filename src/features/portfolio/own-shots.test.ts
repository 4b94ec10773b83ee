import fs from "fs"
import { describe, expect, it } from "vitest"
import { ownShotsDeployProblem, ownShotsFile } from "./own-shots"

describe("the site's own screenshots' record", () => {
  it("lets a deploy through once they were taken with the agency's own prices", () => {
    expect(ownShotsDeployProblem({ taken: "2026-12-01", examplePrices: false })).toBeNull()
  })

  it("stops a deploy while they show example prices, naming the file, the day and the field", () => {
    const problem = ownShotsDeployProblem({ taken: "2026-11-29", examplePrices: true }, "x.json")
    expect(problem).toContain("(x.json, taken 2026-11-29)")
    expect(problem).toMatch(/^ {2}examplePrices: true$/m)
  })

  it("stops a deploy when the record cannot say what they show", () => {
    for (const broken of [
      null,
      {},
      { taken: "soon", examplePrices: false },
      { taken: "2026-11-29" },
    ])
      expect(ownShotsDeployProblem(broken)).toContain(
        "does not say what the site's own screenshots show"
      )
  })

  it("is shipped, and says the shipped screenshots carry the shipped example prices", () => {
    const shipped = JSON.parse(fs.readFileSync(ownShotsFile, "utf8")) as unknown
    expect(shipped).toMatchObject({ examplePrices: true })
    expect(ownShotsDeployProblem(shipped)).not.toBeNull()
  })
})
