import fs from "fs"
import os from "os"
import path from "path"
import zlib from "zlib"
import { precompress } from "./precompress"

let dir: string
const file = (name: string, text: string) => {
  const target = path.join(dir, name)
  fs.writeFileSync(target, text)
  return target
}
const long = "<p>Strony i aplikacje internetowe dla firm.</p>\n".repeat(60)
/** Moves a file's time stamp `seconds` into the past. */
const age = (target: string, seconds: number) => {
  const then = new Date(Date.now() - seconds * 1000)
  fs.utimesSync(target, then, then)
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "precompress-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("precompressing the built site", () => {
  it("writes gzip and brotli copies of text files that decompress to the file", () => {
    const page = file("index.html", long)
    expect(precompress([page])).toBe(1)
    expect(zlib.gunzipSync(fs.readFileSync(`${page}.gz`)).toString()).toBe(long)
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString()).toBe(long)
  })

  it("leaves small files, images and source maps alone", () => {
    const files = [file("small.js", "x=1"), file("image.png", long), file("app.js.map", long)]
    expect(precompress(files)).toBe(0)
    for (const name of files) expect(fs.existsSync(`${name}.br`)).toBe(false)
  })

  it("does not compress a file again while its copies are newer", () => {
    const page = file("index.html", long)
    precompress([page])
    age(page, 60)
    expect(precompress([page])).toBe(0)
  })

  it("compresses a changed file again, and only refreshes the copies of one rewritten unchanged", () => {
    const page = file("index.html", long)
    precompress([page])
    age(`${page}.br`, 60)
    age(`${page}.gz`, 60)
    fs.writeFileSync(page, long)
    expect(precompress([page])).toBe(0)
    expect(fs.statSync(`${page}.br`).mtimeMs).toBeGreaterThanOrEqual(fs.statSync(page).mtimeMs)

    age(`${page}.br`, 60)
    fs.writeFileSync(page, `${long}<p>Nowy akapit.</p>`)
    expect(precompress([page])).toBe(1)
    expect(zlib.brotliDecompressSync(fs.readFileSync(`${page}.br`)).toString()).toContain(
      "Nowy akapit"
    )
  })
})
