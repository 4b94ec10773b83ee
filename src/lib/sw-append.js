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
