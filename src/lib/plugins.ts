import { theme } from "../styles/theme"
import { company } from "../config/company"

/** gatsby-plugin-manifest: favicon and install data, Polish by default with an English variant. */
export const manifestOptions = {
  name: `${company.brand} – strony i aplikacje internetowe`,
  short_name: company.brand,
  description: "Projektujemy i tworzymy strony oraz aplikacje internetowe dla firm.",
  lang: "pl",
  start_url: "/",
  display: "standalone",
  background_color: theme.colors.white,
  theme_color: theme.colors.primary,
  icon: "src/images/icon.svg",
  legacy: true,
  cache_busting_mode: "query",
  crossOrigin: "anonymous",
  localize: [
    {
      start_url: "/en/",
      lang: "en",
      name: `${company.brand} – websites and web applications`,
      short_name: company.brand,
      description: "We design and build websites and web applications for businesses.",
    },
  ],
}

/**
 * gatsby-plugin-offline: page data, slice data and app data are fetched from the network first and the
 * cache is only the offline fallback, so a returning visitor gets a new deploy on the next
 * navigation instead of a stale page (the plugin's default serves them stale-while-revalidate).
 */
export const offlineOptions = {
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
    ],
  },
}

/** gatsby-plugin-google-gtag, added only when a tracking id is configured. */
export const gtagOptions = (trackingId: string) => ({
  trackingIds: [trackingId],
  gtagConfig: { anonymize_ip: true },
  pluginConfig: { head: false, respectDNT: true, delayOnRouteUpdate: 0 },
})
