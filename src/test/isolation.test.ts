import { execFileSync } from "child_process"
import fs from "fs"
import { describe, expect, it } from "vitest"
import { mockingFiles } from "./mocking-files"

const testFiles = execFileSync(
  "git",
  ["ls-files", "-co", "--exclude-standard", "*.test.ts", "*.test.tsx"],
  {
    encoding: "utf8",
  }
)
  .split("\n")
  .filter(file => file && fs.existsSync(file))

describe("test files that mock a module", () => {
  it("run with modules of their own, and the list names no other file", () => {
    const mocking = testFiles.filter(file => /\bvi\.mock\(/.test(fs.readFileSync(file, "utf8")))
    expect(mocking.length).toBeGreaterThan(0)
    expect([...mocking].sort()).toEqual([...mockingFiles].sort())
  })
})
