import fs from "fs"
import os from "os"
import path from "path"
import { walk } from "./files"

describe("walk", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "walk-"))
    for (const file of [
      "a.html",
      "en/b/index.html",
      "_gatsby/slices/c.html",
      "en/_gatsby/d.html",
    ]) {
      fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
      fs.writeFileSync(path.join(dir, file), "")
    }
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  const relative = (files: string[]) => files.map(file => path.relative(dir, file)).sort()

  it("lists every file at any depth, as paths below the folder", () => {
    expect(relative(walk(dir))).toEqual([
      "_gatsby/slices/c.html",
      "a.html",
      "en/_gatsby/d.html",
      "en/b/index.html",
    ])
  })

  it("leaves out the folders it is told to skip, by their path, not their name", () => {
    expect(relative(walk(dir, ["_gatsby"]))).toEqual([
      "a.html",
      "en/_gatsby/d.html",
      "en/b/index.html",
    ])
  })
})
