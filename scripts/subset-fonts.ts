/**
 * Cuts the preloaded font files (src/styles/font-subsets.ts) from fontsource's variable files
 * with HarfBuzz's subsetter, and writes them into src/styles/fonts/. Run it after changing a
 * subset's characters or upgrading @fontsource-variable/plus-jakarta-sans: `npm run fonts`.
 * subset-fonts.test.ts fails while the committed files differ from what it would write.
 */
import fs from "fs"
import path from "path"
import subsetFont from "subset-font"
import { preloadedSubsets, weightRange } from "../src/styles/font-subsets"
import { tightenLeftSides } from "./font-spacing"

export const fontsDir = path.resolve("src/styles/fonts")

/** fontsource's variable file of a subset. */
const sourceFile = (subset: string) =>
  require.resolve(
    `@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-${subset}-wght-normal.woff2`
  )

/**
 * Each preloaded file's name and content, as cut from the installed fontsource package: first to
 * a TrueType file, whose punctuation is then spaced (scripts/font-spacing.ts), then to woff2.
 */
export const cutSubsets = async (): Promise<{ file: string; content: Buffer }[]> =>
  Promise.all(
    preloadedSubsets.map(async subset => {
      const cut = await subsetFont(fs.readFileSync(sourceFile(subset.source)), subset.characters, {
        targetFormat: "sfnt",
        variationAxes: { wght: weightRange },
      })
      const spaced = subset.tighten ? tightenLeftSides(cut, subset.tighten) : cut
      return {
        file: subset.file,
        content: await subsetFont(spaced, subset.characters, { targetFormat: "woff2" }),
      }
    })
  )

const main = async () => {
  fs.mkdirSync(fontsDir, { recursive: true })
  for (const { file, content } of await cutSubsets()) {
    fs.writeFileSync(path.join(fontsDir, file), content)
    console.log(`${file}: ${content.length} bytes`)
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
