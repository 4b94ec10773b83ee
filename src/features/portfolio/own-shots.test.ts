import fs from "fs"
import { describe, expect, it } from "vitest"
import { languages } from "../../i18n/languages"
import { readNamespace } from "../../i18n/locale-files"
import { headingWords, ownShotsDeployProblem, ownShotsFile, type OwnShots } from "./own-shots"

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

  // The pictures show the pages as they read when taken: the home page's headline changed once
  // after they were taken, and the study showed the old one.
  it("were taken of the pages as they read now: each picture's heading is the page's current one", () => {
    const { headings } = JSON.parse(fs.readFileSync(ownShotsFile, "utf8")) as OwnShots
    const current = (language: (typeof languages)[number]) => {
      const home = readNamespace(language, "home") as { hero: { title: string } }
      const estimate = readNamespace(language, "estimate") as { header: { title: string } }
      const websites = readNamespace(language, "websites") as { offersTitle: string }
      return {
        home: home.hero.title,
        estimate: estimate.header.title,
        websites: websites.offersTitle,
      }
    }
    for (const language of languages)
      for (const [route, heading] of Object.entries(current(language)))
        expect(headings?.[`${route} ${language}`], `${route} ${language}: npm run own-shots`).toBe(
          headingWords(heading)
        )
  })
})
