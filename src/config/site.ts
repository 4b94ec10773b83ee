/**
 * Build-time settings read from the environment. Gatsby inlines `process.env.GATSBY_*`
 * into the browser bundle only when written out literally, hence no dynamic lookup here.
 * See the README's table of environment variables.
 */
const clean = (value: string | undefined): string => (value ?? "").trim()

export const siteUrl = (clean(process.env.GATSBY_SITE_URL) || "https://www.example.com").replace(
  /\/+$/,
  ""
)

export const gaTrackingId = clean(process.env.GATSBY_GA_TRACKING_ID)

/**
 * How Google's tag loads once a visitor accepts analytics, always on the main thread: `settled`
 * (production: once the page has loaded and settled, or after the visitor's first interaction),
 * or Gatsby's `idle`. The `GATSBY_TAG_STRATEGY` switch stays only because the benchmark's tag mode
 * (`npm run bench -- --tags`) still builds both and compares them; production leaves it unset.
 */
export const tagStrategies = ["settled", "idle"] as const
type TagStrategy = (typeof tagStrategies)[number]
const strategySetting = clean(process.env.GATSBY_TAG_STRATEGY)
export const tagStrategy: TagStrategy = tagStrategies.find(s => s === strategySetting) ?? "settled"

/**
 * How long after the page has loaded and the browser gone idle the `settled` strategy waits
 * before it loads the tag: none. A wait kept the tag's start-up out of Lighthouse's trace (3 s
 * did), but every visit that ended within it sent nothing at all, not even its page view, and
 * complete data comes first (docs/analytics-and-consent.md).
 */
export const tagSettleDelayMs = 0

export type EmailJsConfig = { serviceId: string; templateId: string; publicKey: string }

export const emailjsConfig: EmailJsConfig = {
  serviceId: clean(process.env.GATSBY_EMAILJS_SERVICE_ID),
  templateId: clean(process.env.GATSBY_EMAILJS_TEMPLATE_ID),
  publicKey: clean(process.env.GATSBY_EMAILJS_PUBLIC_KEY),
}

export const absoluteUrl = (path: string): string => `${siteUrl}${path}`

export const isConfigured = (config: EmailJsConfig) =>
  Boolean(config.serviceId && config.templateId && config.publicKey)
