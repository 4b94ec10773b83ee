/**
 * Renders the portfolio illustrations (hand-written SVG in content/portfolio/images) to the PNG
 * files the site's image pipeline reads: gatsby-plugin-sharp takes raster sources only.
 * Run after changing an SVG: `npx tsx scripts/render-illustrations.ts`.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"

const dir = path.resolve("content/portfolio/images")

const main = async () => {
  for (const file of fs.readdirSync(dir).filter(name => name.endsWith(".svg"))) {
    const target = path.join(dir, file.replace(/\.svg$/, ".png"))
    await sharp(path.join(dir, file)).png({ compressionLevel: 9, palette: true }).toFile(target)
    console.log(`${file} -> ${path.basename(target)}`)
  }
}

void main()
