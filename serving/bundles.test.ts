import { hashedScriptName, isBundleFile } from "./bundles"

describe("isBundleFile", () => {
  it("knows a hashed bundle and the files that go with it", () => {
    for (const name of [
      "app-b3b6ec547d3a60346bd3.js",
      "237-87a3fd1f4720b7238181.js.map",
      "component---src-templates-contact-tsx-cf5dfd42099b86a41446.js.LICENSE.txt",
      "framework-72a425f584a45b3ccad2.js.br",
      "styles-0123456789abcdef0123.css.gz",
    ])
      expect(isBundleFile(name), name).toBe(true)
  })

  it("leaves every other file alone", () => {
    for (const name of ["sw.js", "workbox-v4.3.1/workbox-sw.js", "index.html", "chunk-map.json"])
      expect(isBundleFile(name), name).toBe(false)
  })
})

describe("hashedScriptName", () => {
  it("names a hashed script without its hash", () => {
    expect(hashedScriptName("/app-b3b6ec547d3a60346bd3.js")).toBe("app")
    expect(hashedScriptName("/webpack-runtime-0123456789abcdef0123.js")).toBe("webpack-runtime")
    expect(hashedScriptName("/component---src-templates-contact-tsx-cf5dfd42099b86a41446.js")).toBe(
      "component---src-templates-contact-tsx"
    )
  })

  it("has no name for a stylesheet, a file in a folder or an unhashed script", () => {
    for (const pathname of [
      "/styles-0123456789abcdef0123.css",
      "/admin/cms-0123456789abcdef0123.js",
      "/sw.js",
      "/app-1.js",
    ])
      expect(hashedScriptName(pathname), pathname).toBeUndefined()
  })
})
