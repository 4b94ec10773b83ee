import fs from "fs"
import path from "path"
import { cutSubsets, fontsDir } from "./subset-fonts"
import { codePointsOf, fontsourceRanges, preloadedSubsets } from "../src/styles/font-subsets"

describe("the preloaded font files", () => {
  it("are what `npm run fonts` cuts from the installed fontsource package", async () => {
    for (const { file, content } of await cutSubsets()) {
      const committed = fs.readFileSync(path.join(fontsDir, file))
      expect(
        Buffer.compare(committed, content),
        `src/styles/fonts/${file} is out of date: run \`npm run fonts\``
      ).toBe(0)
    }
  })

  it("hold only characters their fontsource file has", () => {
    for (const subset of preloadedSubsets) {
      const range = new Set(codePointsOf(fontsourceRanges[subset.source]))
      const missing = [...subset.characters].filter(c => !range.has(c.codePointAt(0)!))
      expect(missing, subset.file).toEqual([])
    }
  })
})
