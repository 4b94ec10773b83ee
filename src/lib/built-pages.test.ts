import fs from "fs"
import os from "os"
import path from "path"
import {
  builtPagesOf,
  gatsbyFile,
  isListed,
  readBuiltPages,
  servedFile,
  writeBuiltPages,
} from "./built-pages"

const node = (pagePath: string, context: Record<string, unknown> = {}) => ({
  path: pagePath,
  componentChunkName: "component---src-templates-home-tsx",
  pageContext: { language: pagePath.startsWith("/en/") ? "en" : "pl", ...context },
})

describe("a page's files", () => {
  it("is where Gatsby writes it in public/", () => {
    expect(gatsbyFile("/")).toBe("index.html")
    expect(gatsbyFile("/kontakt")).toBe("kontakt/index.html")
    expect(gatsbyFile("/blog/a/b")).toBe("blog/a/b/index.html")
    expect(gatsbyFile("/en/")).toBe("en/index.html")
    expect(gatsbyFile("/en/contact/")).toBe("en/contact/index.html")
    expect(gatsbyFile("/404.html")).toBe("404.html")
    expect(gatsbyFile("/en/404.html")).toBe("en/404.html")
  })

  it("is served from where its address needs no redirect in dist/", () => {
    expect(servedFile("/")).toBe("index.html")
    expect(servedFile("/kontakt")).toBe("kontakt.html")
    expect(servedFile("/blog/a/b")).toBe("blog/a/b.html")
    expect(servedFile("/en/")).toBe("en/index.html")
    expect(servedFile("/en/contact/")).toBe("en/contact/index.html")
    expect(servedFile("/offline-plugin-app-shell-fallback/")).toBe(
      "offline-plugin-app-shell-fallback/index.html"
    )
    expect(servedFile("/404.html")).toBe("404.html")
  })
})

describe("the list of built pages", () => {
  it("keeps each of Gatsby's pages but its development 404, in address order", () => {
    expect(
      builtPagesOf([
        node("/kontakt"),
        node("/en/contact/"),
        node("/dev-404-page/"),
        node("/polityka-prywatnosci", { hidden: true }),
        { path: "/offline-plugin-app-shell-fallback/", componentChunkName: "shell" },
      ])
    ).toEqual([
      {
        address: "/en/contact/",
        language: "en",
        template: "component---src-templates-home-tsx",
        hidden: false,
      },
      {
        address: "/kontakt",
        language: "pl",
        template: "component---src-templates-home-tsx",
        hidden: false,
      },
      {
        address: "/offline-plugin-app-shell-fallback/",
        language: "pl",
        template: "shell",
        hidden: false,
      },
      {
        address: "/polityka-prywatnosci",
        language: "pl",
        template: "component---src-templates-home-tsx",
        hidden: true,
      },
    ])
  })

  it("lists in the sitemap no hidden page, 404 page, app shell or content manager", () => {
    const listed = [
      "/",
      "/kontakt",
      "/en/contact/",
      "/404.html",
      "/en/404.html",
      "/en/404/",
      "/admin/",
      "/offline-plugin-app-shell-fallback/",
    ].filter(address => isListed({ address }))
    expect(listed).toEqual(["/", "/kontakt", "/en/contact/"])
    expect(isListed({ address: "/wycena", hidden: true })).toBe(false)
  })

  it("is read back as written, and says how to get it when there is no build", () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "pages-"))
    try {
      expect(() => readBuiltPages(root)).toThrow(/pages\.json is missing.*npm run build/)
      const written = writeBuiltPages([node("/"), node("/en/")], root)
      expect(readBuiltPages(root)).toEqual(written)
      expect(written.map(page => page.address)).toEqual(["/", "/en/"])
      writeBuiltPages([], root)
      expect(() => readBuiltPages(root)).toThrow("lists no page")
    } finally {
      fs.rmSync(root, { recursive: true, force: true })
    }
  })
})
