/**
 * `npm run contact-sheet`: the home page's first screen in both colour schemes, side by side, as
 * docs/home-contact-sheet.png: 1366 px light and dark, then 390 px light and dark. Reads the PNGs
 * `npm run screenshots -- home --viewport` wrote (run that first, on a fresh build).
 *
 *   npm run contact-sheet -- en    the English page (Polish by default)
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"

const language = process.argv[2] ?? "pl"
const shots = [
  ["1366", "light"],
  ["1366", "dark"],
  ["390", "light"],
  ["390", "dark"],
].map(([width, scheme]) => path.resolve("screenshots", `home.${language}.${width}.${scheme}.png`))

const gap = 32
const height = 900

const main = async () => {
  for (const file of shots)
    if (!fs.existsSync(file)) throw new Error(`${file} is missing: run npm run screenshots first`)
  const tiles = await Promise.all(
    shots.map(async file => {
      const image = sharp(file).resize({ height, fit: "inside" })
      const { data, info } = await image.png().toBuffer({ resolveWithObject: true })
      return { data, width: info.width, height: info.height }
    })
  )
  let left = gap
  const composite = tiles.map(tile => {
    const placed = { input: tile.data, left, top: gap }
    left += tile.width + gap
    return placed
  })
  const out = path.resolve("docs", "home-contact-sheet.png")
  fs.mkdirSync(path.dirname(out), { recursive: true })
  await sharp({
    create: {
      width: left,
      height: height + 2 * gap,
      channels: 3,
      background: { r: 128, g: 132, b: 140 },
    },
  })
    .composite(composite)
    .png({ compressionLevel: 9, palette: true })
    .toFile(out)
  console.log(`${path.relative(process.cwd(), out)}: ${shots.length} screens, ${left} px wide`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
