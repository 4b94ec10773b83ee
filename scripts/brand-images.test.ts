import fs from "fs"
import path from "path"
import sharp from "sharp"
import { brandImages } from "./brand-images"

describe("the brand's image files", () => {
  it("are what `npm run brand-images` draws from the mark", () => {
    for (const { file, content } of brandImages())
      expect(
        fs.readFileSync(path.resolve(file), "utf8"),
        `${file} is out of date: run \`npm run brand-images\``
      ).toBe(content)
  })

  it("have PNG twins of the SVGs' sizes", async () => {
    for (const { file, content } of brandImages().filter(image => image.png)) {
      const [, width, height] = /width="(\d+)" height="(\d+)"/.exec(content)!
      const meta = await sharp(path.resolve(file.replace(/\.svg$/, ".png"))).metadata()
      expect({ width: meta.width, height: meta.height }, file).toEqual({
        width: Number(width),
        height: Number(height),
      })
    }
  })
})
