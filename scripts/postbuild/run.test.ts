import fs from "fs"
import os from "os"
import path from "path"
import { writeBuiltPages } from "../../src/lib/built-pages"
import { postBuild } from "./run"

let root: string
const write = (file: string, text: string | Uint8Array) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true })
  fs.writeFileSync(path.join(root, file), text)
}
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")
const exists = (file: string) => fs.existsSync(path.join(root, file))

const bundle = "app-0123456789abcdef0123.js"
const page = (title: string) =>
  `<!DOCTYPE html><html lang="pl"><head><meta charSet="utf-8"/><title>${title}</title></head>` +
  `<body><div id="___gatsby"></div><script>window.x=1</script>` +
  `<script src="/${bundle}" async=""></script></body></html>`
const node = (address: string) => ({
  path: address,
  componentChunkName: "component---src-templates-home-tsx",
  pageContext: { language: address.startsWith("/en/") ? "en" : "pl" },
})

/** A `public/` as Gatsby writes it, with its page list. */
const gatsbyBuild = (addresses: string[]) => {
  write("public/index.html", page("Strona główna"))
  write("public/kontakt/index.html", page("Kontakt"))
  write("public/en/contact/index.html", page("Contact"))
  write("public/404.html", page("404"))
  write("public/admin/index.html", "<!DOCTYPE html><html><head></head><body></body></html>")
  write("public/_gatsby/slices/_gatsby-scripts-1.html", "<div></div>")
  write(`public/${bundle}`, `//# allFunctionsCalledOnLoad\n${"console.log(1);".repeat(100)}`)
  write("public/webpack.stats.json", "{}")
  write("public/chunk-map.json", "{}")
  write("public/~partytown/partytown.js", "x")
  write("public/page-data/app-data.json", "{}")
  writeBuiltPages(addresses.map(node), root)
}

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "postbuild-"))
})
afterEach(() => fs.rmSync(root, { recursive: true, force: true }))

describe("the post-build step", () => {
  it("writes the deployable site to dist/ and leaves public/ as Gatsby wrote it", async () => {
    gatsbyBuild(["/", "/kontakt", "/en/contact/", "/404.html"])
    const before = fs.readdirSync(path.join(root, "public"), { recursive: true }).sort()
    const report = await postBuild(root)

    expect(fs.readdirSync(path.join(root, "public"), { recursive: true }).sort()).toEqual(before)
    expect(read("public/kontakt/index.html")).toBe(page("Kontakt"))
    // Each page where its address needs no redirect, with its policy and the bundle loader.
    for (const file of ["dist/index.html", "dist/kontakt.html", "dist/en/contact/index.html"]) {
      expect(read(file)).toContain('<meta http-equiv="Content-Security-Policy"')
      expect(read(file)).toContain("<script data-bundle-loader>")
      expect(read(file)).not.toContain(`async=""`)
    }
    expect(exists("dist/kontakt/index.html")).toBe(false)
    expect(read("dist/admin/index.html")).not.toContain("Content-Security-Policy")
    for (const left of ["webpack.stats.json", "chunk-map.json", "~partytown"])
      expect(exists(`dist/${left}`), left).toBe(false)
    expect(read("dist/_redirects")).toContain("/kontakt/index.html  /kontakt  301")
    expect(read("dist/_redirects")).toContain("/admin/index.html  /admin/  301")
    expect(read("dist/_headers")).toContain(`/${bundle}`)
    expect(exists(`dist/${bundle}.br`)).toBe(true)
    expect(report).toMatchObject({ pages: 4, immutable: 1, removed: 0 })
  })

  it("writes again only what changed, and removes what the build no longer has", async () => {
    gatsbyBuild(["/", "/kontakt", "/en/contact/", "/404.html"])
    await postBuild(root)
    expect((await postBuild(root)).written).toBe(0)

    // Gatsby rewrites one page and drops another.
    write("public/index.html", page("Strona główna, nowa"))
    fs.rmSync(path.join(root, "public/kontakt"), { recursive: true })
    writeBuiltPages(["/", "/en/contact/", "/404.html"].map(node), root)
    const report = await postBuild(root)
    expect(report).toMatchObject({ written: 1, removed: 1 })
    expect(read("dist/index.html")).toContain("Strona główna, nowa")
    expect(exists("dist/kontakt.html")).toBe(false)
    expect(read("dist/_redirects")).not.toContain("/kontakt")
  })

  it("serves a page from Gatsby's file, never from a stale one at the page's served place", async () => {
    gatsbyBuild(["/", "/kontakt", "/en/contact/", "/404.html"])
    // Where an older post-build step moved the page, in a public/ kept from then.
    write("public/kontakt.html", page("Kontakt, stary"))
    await postBuild(root)
    expect(read("dist/kontakt.html")).toContain("<title>Kontakt</title>")
  })

  it("removes the NUL bytes React's renderer can leave in a page", async () => {
    gatsbyBuild(["/", "/kontakt", "/en/contact/", "/404.html"])
    const html = Buffer.from(page("Zażółć"))
    const at = html.indexOf("ż")
    write(
      "public/kontakt/index.html",
      Buffer.concat([html.subarray(0, at), Buffer.from([0]), html.subarray(at)])
    )
    expect((await postBuild(root)).repaired).toBe(1)
    expect(read("dist/kontakt.html")).toContain("<title>Zażółć</title>")
  })

  it("stops, naming the page, when Gatsby's list names a page public/ lacks", async () => {
    gatsbyBuild(["/", "/kontakt", "/o-nas"])
    await expect(postBuild(root)).rejects.toThrow(
      "Gatsby's page list names /o-nas, but public/o-nas/index.html is missing"
    )
  })
})
