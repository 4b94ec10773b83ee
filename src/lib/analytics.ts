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

export const tagUrl = (trackingId: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(trackingId)}`

export const doNotTrack = (win: Window = window): boolean =>
  win.navigator.doNotTrack === "1" || (win as GtagWindow).doNotTrack === "1"

const pagePath = (win: Window) => win.location.pathname + win.location.search + win.location.hash

/**
 * Sets up the tag's command queue for a visitor who granted analytics: consent (advertising
 * storage stays denied), configuration and the current page's view. Once per page load; the tag
 * itself (`tagUrl`) is loaded by the layout. Returns whether it set anything up.
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
  w.gtag("consent", "default", {
    analytics_storage: "denied",
    ad_storage: "denied",
    ad_user_data: "denied",
    ad_personalization: "denied",
  })
  w.gtag("consent", "update", { analytics_storage: "granted" })
  w.gtag("js", new Date())
  w.gtag("config", trackingId, { anonymize_ip: true, send_page_view: false })
  w.gtag("event", "page_view", { page_path: pagePath(win) })
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

/** Reports LCP, INP and CLS of real visits, while analytics stays granted. */
export const reportWebVitals = async (trackingId: string, win: Window = window): Promise<void> => {
  const { onCLS, onINP, onLCP } = await import("web-vitals")
  const send = (metric: Metric) => {
    const w = win as GtagWindow
    if (w.gtag && !w[`ga-disable-${trackingId}`]) w.gtag(...vitalsEvent(metric, pagePath(win)))
  }
  onLCP(send)
  onINP(send)
  onCLS(send)
}
