import { directoryPages, flatPages, immutableFiles } from "./cdn-addresses"

const pages = [
  "/index.html",
  "/kontakt.html",
  "/blog/aplikacje.html",
  "/offline-plugin-app-shell-fallback/index.html",
  "/en/index.html",
  "/en/contact/index.html",
  "/404.html",
  "/en/404.html",
  "/_gatsby/slices/post-body-1.html",
]

describe("the CDN's view of the built site", () => {
  it("redirects /x/index.html to /x for each Polish page served from x.html, and nothing else", () => {
    expect(flatPages(pages)).toEqual(["/blog/aplikacje", "/kontakt"])
  })

  it("keeps Polish pages that live in a folder at their address with a slash", () => {
    expect(directoryPages(pages)).toEqual(["/offline-plugin-app-shell-fallback/"])
  })

  it("caches for good only the bundles whose names carry their hash", () => {
    expect(
      immutableFiles([
        "/sw.js",
        "/app-d65f2874324d16a0e2db.js",
        "/index.html",
        "/framework-302bb1d723402ccbbec4.js",
      ])
    ).toEqual(["/app-d65f2874324d16a0e2db.js", "/framework-302bb1d723402ccbbec4.js"])
  })
})
