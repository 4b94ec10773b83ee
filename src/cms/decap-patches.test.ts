import fs from "fs"
import { describe, expect, it } from "vitest"
import { decapPatches, patchDecap } from "./decap-patches"

const bundle = fs.readFileSync(require.resolve("decap-cms-app/dist/decap-cms-app.js"), "utf8")

describe("patchDecap", () => {
  it("applies each patch to the installed decap-cms-app exactly once", () => {
    const patched = patchDecap(bundle, ["pl", "en"])
    for (const patch of decapPatches) {
      expect(patched).not.toContain(patch.find)
      expect(patched).toContain(patch.replace(["pl", "en"]))
    }
  })

  it("finds the language anywhere in the path and keeps the parent-folder rule otherwise", () => {
    const replaced = decapPatches[0].replace(["pl", "en"])
    const body = /\{const e=n\.split\("\/"\);[^}]*\}/.exec(replaced)?.[0] ?? ""
    const localeOf = new Function("n", body) as (path: string) => string
    expect(localeOf("content/blog/pl/apps/types-of-websites.md")).toBe("pl")
    expect(localeOf("content/portfolio/en/shop.md")).toBe("en")
    expect(localeOf("content/other/de/page.md")).toBe("de")
  })

  it("names the patch when the package changed", () => {
    expect(() => patchDecap("not decap", ["pl", "en"])).toThrow(
      /getLocaleFromPath.*matches 0 times/
    )
  })
})
