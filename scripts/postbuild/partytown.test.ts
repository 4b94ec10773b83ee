import fs from "fs"
import os from "os"
import path from "path"
import { partytownDir, partytownFolder } from "./partytown"

let dir: string
const write = (name: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
  fs.writeFileSync(path.join(dir, name), "x")
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "partytown-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("Partytown's library, which the deploy leaves out", () => {
  it("is the folder Gatsby copies it into, which stays as Gatsby wrote it", () => {
    write(`${partytownDir}/partytown.js`)
    write(`${partytownDir}/debug/partytown-sw.js`)
    write("index.html")
    expect(partytownFolder(dir)).toBe(partytownDir)
    expect(fs.readdirSync(dir).sort()).toEqual(["index.html", partytownDir])
  })

  it("fails, naming what to update, when Gatsby no longer writes the folder", () => {
    write("index.html")
    expect(() => partytownFolder(dir)).toThrow(/did not copy Partytown's library.*run\.ts/)
  })

  it("fails, naming what to update, when Gatsby writes the library somewhere else as well", () => {
    write(`${partytownDir}/partytown.js`)
    write("_partytown/partytown.js")
    expect(() => partytownFolder(dir)).toThrow(
      "_partytown/partytown.js): update partytownDir in scripts/postbuild/partytown.ts"
    )
  })
})
