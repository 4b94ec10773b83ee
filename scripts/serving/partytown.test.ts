import fs from "fs"
import os from "os"
import path from "path"
import { describe, expect, it } from "vitest"
import { alsoSkipped, copyPartytown, sandboxFiles, skipFencedFrame } from "./partytown"

describe("Partytown's library", () => {
  it("adds the fenced frame to the members the sandbox skips", () => {
    const text = 'a=new Set(["sharedStorage","SharedStorage"]),b=1'
    const patched = skipFencedFrame(text, "x.js")
    expect(patched).toBe(
      'a=new Set(["fence","HTMLFencedFrameElement","sharedStorage","SharedStorage"]),b=1'
    )
  })

  it("fails, naming the file, when the set is not there", () => {
    expect(() => skipFencedFrame("a=new Set([])", "lib/partytown-sw.js")).toThrow(
      /lib\/partytown-sw\.js: .*found 0 times/
    )
  })

  it("copies the installed version, patched, and removes Gatsby's copy", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "partytown-"))
    try {
      fs.mkdirSync(path.join(dir, "~partytown"))
      await copyPartytown(dir, "G-TEST12345")
      expect(fs.readFileSync(path.join(dir, "partytown", "gtag-queue.js"), "utf8")).toContain(
        'gtag("config", "G-TEST12345"'
      )
      expect(fs.existsSync(path.join(dir, "~partytown"))).toBe(false)
      expect(fs.existsSync(path.join(dir, "partytown", "partytown.js"))).toBe(true)
      expect(fs.existsSync(path.join(dir, "partytown", "debug"))).toBe(false)
      for (const name of sandboxFiles) {
        const text = fs.readFileSync(path.join(dir, "partytown", name), "utf8")
        for (const member of alsoSkipped) expect(text, name).toContain(`"${member}",`)
      }
    } finally {
      fs.rmSync(dir, { recursive: true, force: true })
    }
  })
})
