import fs from "fs"
import os from "os"
import path from "path"
import { partytownDir, removePartytown } from "./partytown"

let dir: string
const write = (name: string) => {
  fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true })
  fs.writeFileSync(path.join(dir, name), "x")
}

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "partytown-"))
})
afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

describe("removing Partytown's library from the built site", () => {
  it("removes the folder Gatsby copies it into and leaves the site's files", () => {
    write(`${partytownDir}/partytown.js`)
    write(`${partytownDir}/debug/partytown-sw.js`)
    write("index.html")
    removePartytown(dir)
    expect(fs.readdirSync(dir)).toEqual(["index.html"])
  })

  it("fails, naming what to update, when Gatsby no longer writes the folder", () => {
    write("index.html")
    expect(() => removePartytown(dir)).toThrow(/did not copy Partytown's library.*run\.ts/)
  })

  it("fails, naming what to update, when Gatsby writes the library somewhere else as well", () => {
    write(`${partytownDir}/partytown.js`)
    write("_partytown/partytown.js")
    expect(() => removePartytown(dir)).toThrow(
      "_partytown/partytown.js): update partytownDir in scripts/postbuild/partytown.ts"
    )
  })
})
