import fs from "fs"
import { describe, expect, it } from "vitest"
import {
  allowScriptsName,
  packagesWithInstallScripts,
  staleAllowScripts,
  undecidedInstallScripts,
  type AllowScripts,
  type LockFile,
} from "./install-scripts"

const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as LockFile
const { allowScripts } = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  allowScripts: AllowScripts
}
const guide = fs.readFileSync("docs/install-and-build.md", "utf8")

const fixture: LockFile = {
  packages: {
    "": { name: "site", hasInstallScript: true },
    "node_modules/sharp": { version: "0.34.5", hasInstallScript: true },
    "node_modules/@parcel/cache/node_modules/lmdb": { version: "2.5.2", hasInstallScript: true },
    "node_modules/react": { version: "18.3.1" },
  },
}

describe("install scripts", () => {
  it("lists the lock file's packages that ask to run one, by name and version", () => {
    expect(packagesWithInstallScripts(fixture)).toEqual([
      { name: "sharp", version: "0.34.5" },
      { name: "lmdb", version: "2.5.2" },
    ])
  })

  it("reads the package name out of plain, pinned and scoped allowScripts keys", () => {
    expect(
      ["sharp", "sharp@0.34.5", "@parcel/watcher", "@parcel/watcher@2.6.0"].map(allowScriptsName)
    ).toEqual(["sharp", "sharp", "@parcel/watcher", "@parcel/watcher"])
  })

  it("reports a package that asks to run one without a decision, and an entry nothing needs", () => {
    const allow = { sharp: false, "left-over": true }
    expect(undecidedInstallScripts(fixture, allow)).toEqual([{ name: "lmdb", version: "2.5.2" }])
    expect(undecidedInstallScripts(fixture, { "lmdb@2.5.2": false, sharp: false })).toEqual([])
    expect(undecidedInstallScripts(fixture, { "lmdb@2.5.3": true, sharp: false })).toHaveLength(1)
    expect(staleAllowScripts(fixture, allow)).toEqual(["left-over"])
  })

  it("has a decision in package.json's allowScripts for every package in the lock file that asks", () => {
    // A new or updated dependency wants to run an install script. Decide it in package.json
    // (`npm install-scripts ls`, then approve or deny) and give the reason in
    // docs/install-and-build.md.
    expect(packagesWithInstallScripts(lock).length).toBeGreaterThan(0)
    expect(undecidedInstallScripts(lock, allowScripts)).toEqual([])
    expect(staleAllowScripts(lock, allowScripts)).toEqual([])
  })

  it("gives the reason for every decision in docs/install-and-build.md", () => {
    const keys = Object.keys(allowScripts)
    expect(keys.length).toBeGreaterThan(0)
    expect(keys.filter(key => !guide.includes(`\`${key}\``))).toEqual([])
  })
})
