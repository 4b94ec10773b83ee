import { directoryPages, flatPages, immutableFiles } from "./cdn-addresses"

const addresses = [
  "/",
  "/kontakt",
  "/blog/aplikacje",
  "/offline-plugin-app-shell-fallback/",
  "/admin/",
  "/en/",
  "/en/contact/",
  "/404.html",
  "/en/404.html",
]

describe("the CDN's view of the built site", () => {
  it("redirects /x/index.html to /x for each Polish page served from x.html, and nothing else", () => {
    expect(flatPages(addresses)).toEqual(["/blog/aplikacje", "/kontakt"])
  })

  it("keeps Polish pages that live in a folder at their address with a slash", () => {
    expect(directoryPages(addresses)).toEqual(["/admin/", "/offline-plugin-app-shell-fallback/"])
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
