import type { Metric } from "web-vitals"

/**
 * Google Analytics 4 under Consent Mode "basic": nothing of Google's loads, runs or is stored
 * until the visitor accepts analytics, and never under Do-Not-Track. gatsby-plugin-google-gtag
 * sends a page view with the page path on each later route change through `window.gtag`, which
 * exists only from here on.
 */
type GtagWindow = Window & {
  dataLayer?: unknown[]
  gtag?: (...args: unknown[]) => void
  doNotTrack?: string
} & Record<string, unknown>

/** Google's tag host. */
export const tagOrigin = "https://www.googletagmanager.com"

/**
 * GA4's collection domains: the tag's beacons go to hosts under them (the content security
 * policy allows `https://*.<domain>`; the privacy policy names them).
 */
export const collectDomains = ["google-analytics.com", "analytics.google.com"] as const

/** The page-view event this code sends (at load and on each route change, the plugin's). */
export const pageViewEvent = "page_view"

/** The Core Web Vitals reported as events of the same names, once per page load. */
export const vitalsMetrics = ["LCP", "INP", "CLS"] as const

/**
 * The events GA4 collects by itself and no setting turns off (besides the page views above):
 * the privacy policy names them. Enhanced measurement adds more, so the property keeps it off
 * (docs/analytics-and-consent.md).
 */
export const automaticEvents = ["first_visit", "session_start", "user_engagement"] as const

export const tagUrl = (trackingId: string): string =>
  `${tagOrigin}/gtag/js?id=${encodeURIComponent(trackingId)}`

export const doNotTrack = (win: Window = window): boolean =>
  win.navigator.doNotTrack === "1" || (win as GtagWindow).doNotTrack === "1"

const pagePath = (win: Window) => win.location.pathname + win.location.search + win.location.hash

/**
 * What the tag is told first, for a visitor who granted analytics: consent (advertising storage
 * stays denied), configuration, and the current page's view.
 */
const initialCommands = (trackingId: string, path: string): unknown[][] => [
  [
    "consent",
    "default",
    {
      analytics_storage: "denied",
      ad_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
    },
  ],
  ["consent", "update", { analytics_storage: "granted" }],
  ["js", new Date()],
  ["config", trackingId, { send_page_view: false }],
  ["event", pageViewEvent, { page_path: path }],
]

/**
 * Sets up the tag's command queue for a visitor who granted analytics: consent (advertising
 * storage stays denied), configuration and the current page's view. Once per page load; the tag
 * itself (`tagUrl`) is loaded by the layout, and reads the queue when it arrives, so nothing queued
 * before is lost. Returns whether it set anything up.
 */
export const configureAnalytics = (trackingId: string, win: Window = window): boolean => {
  const w = win as GtagWindow
  if (!trackingId || doNotTrack(win)) return false
  w[`ga-disable-${trackingId}`] = false
  if (w.gtag) {
    w.gtag("consent", "update", { analytics_storage: "granted" })
    return true
  }
  const dataLayer = (w.dataLayer = w.dataLayer ?? [])
  // The tag reads `arguments` objects from the queue, not arrays.
  w.gtag = function gtag() {
    // eslint-disable-next-line prefer-rest-params -- the format gtag.js expects
    dataLayer.push(arguments)
  }
  for (const command of initialCommands(trackingId, pagePath(win))) w.gtag(...command)
  return true
}

/** Withdrawn consent: the tag stops sending and its cookies go. */
export const revokeAnalytics = (trackingId: string, win: Window = window): void => {
  const w = win as GtagWindow
  w.gtag?.("consent", "update", { analytics_storage: "denied" })
  if (trackingId) w[`ga-disable-${trackingId}`] = true
  const doc = win.document
  const names = doc.cookie
    .split(";")
    .map(cookie => cookie.split("=")[0].trim())
    .filter(name => name === "_ga" || name.startsWith("_ga_"))
  const host = win.location.hostname
  // The tag sets its cookies on the widest domain it can: try each level of the host name.
  const domains = host.split(".").map((_, index, parts) => parts.slice(index).join("."))
  for (const name of names)
    for (const domain of ["", ...domains.map(d => `; domain=${d}`)])
      doc.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`
}

/** A Core Web Vitals measurement as a GA4 event (Google's recommended form), with the page. */
export const vitalsEvent = (
  metric: Pick<Metric, "name" | "value" | "delta" | "id" | "rating">,
  path: string
): [string, string, Record<string, string | number>] => [
  "event",
  metric.name,
  {
    // CLS is a small fraction: scaled, as Google recommends, so sums stay meaningful.
    value: Math.round(metric.name === "CLS" ? metric.delta * 1000 : metric.delta),
    metric_id: metric.id,
    metric_value: metric.value,
    metric_delta: metric.delta,
    metric_rating: metric.rating,
    page_path: path,
  },
]

/**
 * The path of the page as the browser loaded it. LCP, INP and CLS measure that load, also when
 * they are reported after the visitor has moved on within the site (LCP becomes final at the first
 * click, the others when the page is hidden), so they carry this path, as Chrome's field data does.
 */
const landingPath = (win: Window) => {
  const [entry] = win.performance.getEntriesByType("navigation")
  if (!entry) return pagePath(win)
  const url = new URL(entry.name)
  return url.pathname + url.search
}

/** Reports LCP, INP and CLS of real visits, while analytics stays granted. */
export const reportWebVitals = async (trackingId: string, win: Window = window): Promise<void> => {
  const { onCLS, onINP, onLCP } = await import("web-vitals")
  const path = landingPath(win)
  const send = (metric: Metric) => {
    const w = win as GtagWindow
    if (w.gtag && !w[`ga-disable-${trackingId}`]) w.gtag(...vitalsEvent(metric, path))
  }
  const reporters = { LCP: onLCP, INP: onINP, CLS: onCLS } satisfies Record<
    (typeof vitalsMetrics)[number],
    unknown
  >
  for (const name of vitalsMetrics) reporters[name](send)
}
