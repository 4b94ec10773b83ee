/**
 * Writes the brand's image files from the one drawing of its mark
 * (src/components/layout/brand-mark.tsx): the app icon the manifest plugin cuts the favicons from,
 * and the fixed-size icon and logo the spec names (63×36 and 378×28, SVG and PNG), which the
 * structured data and the content manager use. Run it after changing the mark, its colours or the
 * brand's name: `npm run brand-images`. brand-images.test.ts fails while a committed SVG differs
 * from what it would write.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { renderToStaticMarkup } from "react-dom/server"
import { markSheet, markShapes, markSize } from "../src/components/layout/brand-mark"
import { company } from "../src/config/company"
import { palette } from "../src/styles/theme"
import { escapeXml, svgFont } from "./svg-text"

const svg = (width: number, height: number, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">\n${body}\n</svg>\n`

/** The mark at `size` px, its top left corner at x, y. */
const placedMark = (size: number, x = 0, y = 0) =>
  `<g transform="translate(${x} ${y}) scale(${size / markSize})">${renderToStaticMarkup(markShapes())}</g>`

/** Each file's path from the project's root and its SVG; a PNG twin where `png` is set. */
export const brandImages = () => [
  { file: "src/images/icon.svg", content: svg(512, 512, placedMark(512)), png: false },
  {
    // The spec's wide icon: the mark in the middle of a sheet of its green.
    file: "static/images/icon.svg",
    content: svg(
      63,
      36,
      `<rect width="63" height="36" rx="2" fill="${markSheet}"/>${placedMark(36, 13.5)}`
    ),
    png: true,
  },
  {
    // The spec's logo strip: the mark, then the name in a font every renderer has.
    file: "static/images/logo.svg",
    content: svg(
      378,
      28,
      `${placedMark(28)}<text x="38" y="21" font-family="${svgFont}" font-size="20" font-weight="700" fill="${palette.light.ink}">${escapeXml(company.brand)}</text>`
    ),
    png: true,
  },
]

const main = async () => {
  for (const { file, content, png } of brandImages()) {
    fs.writeFileSync(path.resolve(file), content)
    console.log(file)
    if (png) {
      const pngFile = file.replace(/\.svg$/, ".png")
      await sharp(Buffer.from(content)).png({ compressionLevel: 9 }).toFile(path.resolve(pngFile))
      console.log(pngFile)
    }
  }
}

if (require.main === module)
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
