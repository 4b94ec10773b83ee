import { palette } from "../styles/theme"
import { company } from "../config/company"
import { routes } from "../routes"

/** gatsby-plugin-manifest: favicon and install data, Polish by default with an English variant. */
export const manifestOptions = {
  name: `${company.brand} – strony i aplikacje internetowe`,
  short_name: company.brand,
  description: "Projektujemy i tworzymy strony oraz aplikacje internetowe dla firm.",
  lang: "pl",
  start_url: routes.home.pl,
  display: "standalone",
  background_color: palette.light.page,
  theme_color: palette.light.primary,
  icon: "src/images/icon.svg",
  legacy: true,
  cache_busting_mode: "query",
  crossOrigin: "anonymous",
  localize: [
    {
      start_url: routes.home.en,
      lang: "en",
      name: `${company.brand} – websites and web applications`,
      short_name: company.brand,
      description: "We design and build websites and web applications for businesses.",
    },
  ],
}

/**
 * A page's own address on this site: a path without a file extension, with or without a query.
 * The pattern cannot match at the start of a URL, so Workbox applies it to same-origin requests
 * only (it takes a cross-origin match only from the URL's first character).
 */
const pageAddress = /\/\/[^/]+\/[^.?#]*(\?[^#]*)?$/

/**
 * gatsby-plugin-offline, with everything a returning visitor sees fetched from the network first
 * and the cache only as the offline fallback:
 * - pages: the server-rendered HTML, so the content shows as fast as on a first visit (the
 *   plugin would answer with its empty app shell, which shows nothing until the scripts run);
 *   a page that was never loaded whole gets the app shell offline (src/lib/sw-append.js);
 * - page data, slice data and app data, so a new deploy shows on the next navigation (the
 *   plugin's default serves them stale-while-revalidate).
 * Routes are matched in order, and these come before the plugin's own navigation route.
 */
export const offlineOptions = {
  appendScript: "src/lib/sw-append.js",
  workboxConfig: {
    runtimeCaching: [
      { urlPattern: /(\.js$|\.css$|static\/)/, handler: "CacheFirst" },
      {
        // Page data, and slice data (a post's article text) likewise.
        urlPattern: /^https?:.*\/(page|slice)-data\/.*\.json/,
        handler: "NetworkFirst",
        options: { networkTimeoutSeconds: 5 },
      },
      {
        urlPattern: /^https?:.*\.(png|jpg|jpeg|webp|avif|svg|gif|woff|woff2)$/,
        handler: "StaleWhileRevalidate",
      },
      { urlPattern: pageAddress, handler: "NetworkFirst" },
    ],
  },
}

/**
 * How long after a route change the plugin sends its page view, on top of its two animation
 * frames. Gatsby writes the new page's title from its Head API one render later (a passive effect
 * renders the Head into a root of its own, whose effect then copies it into the document), and
 * the two frames alone sometimes came before it: the hit ledger saw page views with an empty
 * title in about 1 in 12 route changes. A visit that leaves within this time of a link's click
 * loses that page's view.
 */
const routePageViewDelayMs = 300

/** gatsby-plugin-google-gtag, added only when a tracking id is configured. */
export const gtagOptions = (trackingId: string) => ({
  trackingIds: [trackingId],
  pluginConfig: { head: false, respectDNT: true, delayOnRouteUpdate: routePageViewDelayMs },
})
