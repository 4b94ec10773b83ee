import { precacheUrls } from "./precache-urls"

const sw = (list: string) => `importScripts("workbox-v4.3.1/workbox-sw.js");
self.__precacheManifest = ${list}.concat(self.__precacheManifest || []);
workbox.precaching.precacheAndRoute(self.__precacheManifest, {});`

describe("the files sw.js precaches", () => {
  it("reads every url of gatsby-plugin-offline's precache list", () => {
    const list = `[
  {
    "url": "app-9eb976d767bcb58fc9b0.js"
  },
  {
    "url": "offline-plugin-app-shell-fallback/index.html",
    "revision": "0b33d67d2fdceec61c72d24a831644db"
  }
]`
    expect(precacheUrls(sw(list))).toEqual([
      "app-9eb976d767bcb58fc9b0.js",
      "offline-plugin-app-shell-fallback/index.html",
    ])
  })

  it("fails, naming what to update, when the list is written another way", () => {
    const update = /update precacheUrls in scripts\/precache-urls\.ts/
    expect(() => precacheUrls("precacheAndRoute([{url:'app.js'}])")).toThrow(update)
    expect(() => precacheUrls(sw(`[{url:"app.js"}]`))).toThrow(update)
    expect(() => precacheUrls(sw(`[]`))).toThrow(update)
    expect(() => precacheUrls(sw(`[{"href": "app.js"}]`))).toThrow(update)
  })
})
