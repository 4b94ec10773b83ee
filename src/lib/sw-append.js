/* global workbox */
// Appended to the service worker (gatsby-plugin-offline's `appendScript`): plain script, no build.
// A navigation that neither the network nor the cache can answer (offline, and the page was only
// ever opened inside the site, so its HTML was never stored) gets the offline app shell, which
// renders the page from its cached data and scripts.
workbox.routing.setCatchHandler(({ event }) => {
  if (event.request.mode !== "navigate") return Promise.resolve(Response.error())
  const shell = workbox.precaching.getCacheKeyForURL(
    "/offline-plugin-app-shell-fallback/index.html"
  )
  return caches.match(shell).then(response => response || Response.error())
})

// Requests to other origins (Google's tag and its hits among them) go straight to the network,
// never through this worker: none of them is cached here. While this worker controlled the page,
// Chromium lost most of the beacons a page sends as the visitor leaves for another site (INP, CLS
// and the engagement hit, sent when the page turns hidden): sendBeacon accepted them, but they
// never reached the network. With the worker skipped they arrive, as they do when the tab closes.
// The Service Worker Static Routing API (`addRoutes`, Chromium 123+) lets the browser skip it;
// where the API or the condition is missing, nothing changes.
self.addEventListener("install", event => {
  if (typeof event.addRoutes !== "function") return
  const { protocol, hostname, port } = self.location
  const sameOrigin = new URLPattern({ protocol: protocol.slice(0, -1), hostname, port })
  event.waitUntil(
    event
      .addRoutes({ condition: { not: { urlPattern: sameOrigin } }, source: "network" })
      .catch(() => undefined)
  )
})
