/**
 * The one source of the production serving rules. `_headers` and `_redirects` (Cloudflare Pages,
 * Netlify) and `deploy/nginx.conf` are all rendered from here, so they cannot drift apart.
 */

import { tagOrigin } from "../../src/lib/analytics"
import { shareImageDir } from "../../src/features/share-image/meta"

export const revalidate = "public, max-age=0, must-revalidate"
export const immutable = "public, max-age=31536000, immutable"

/** Hosts the site talks to beyond itself: the Google tag, Google Analytics and EmailJS. */
const analyticsHosts = ["https://*.google-analytics.com", "https://*.analytics.google.com"]
const mailerHost = "https://api.emailjs.com"

const join = (directives: string[]) => directives.map(d => d.replace(/\s+/g, " ")).join("; ")

/** What a page or the service worker may fetch, beyond its scripts. */
const fetchDirectives = [
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: ${tagOrigin} ${analyticsHosts.join(" ")}`,
  "font-src 'self'",
  `connect-src 'self' ${mailerHost} ${tagOrigin} ${analyticsHosts.join(" ")}`,
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'self'",
  "object-src 'none'",
]

/**
 * A page's own policy, carried by the page in a `<meta http-equiv>` tag: it lists that page's
 * inline scripts by hash, so its size depends on the page, not on how many pages the site has.
 * (A meta policy cannot carry `frame-ancestors`: the header below does.)
 */
export const documentPolicy = (scriptHashes: string[]): string =>
  join([
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map(hash => `'sha256-${hash}'`).join(" ")} ${tagOrigin}`,
    ...fetchDirectives,
    "base-uri 'self'",
    "form-action 'self'",
  ])

/**
 * Sent as a header with every response: what a meta policy cannot say, plus the directives that
 * restrict nothing a page loads. Short and the same for every page, however many there are.
 */
export const headerPolicy = join([
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
])

/** The service worker's policy: a worker takes its CSP from its own response header. */
export const workerPolicy = join([
  "default-src 'self'",
  "script-src 'self'",
  ...fetchDirectives,
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
])

export const serviceWorkerPath = "/sw.js"

/** The content manager (scripts/serving/admin-csp.ts): its own policy and headers. */
export const adminPrefix = "/admin/"

/**
 * Partytown's library (scripts/serving/partytown.ts). Its sandbox page is framed by the site's own
 * pages: Partytown's service worker answers it, but where that worker does not (not yet in
 * control, say) the file itself is served, and must be allowed in a frame of the same origin.
 */
export const partytownPrefix = "/partytown/"

export const partytownHeaders: [string, string][] = [
  [
    "Content-Security-Policy",
    join(["frame-ancestors 'self'", "object-src 'none'", "base-uri 'self'", "form-action 'self'"]),
  ],
  ["X-Frame-Options", "SAMEORIGIN"],
]

/** Sent with every response. */
export const securityHeaders: [string, string][] = [
  ["Strict-Transport-Security", "max-age=63072000; includeSubDomains; preload"],
  ["X-Content-Type-Options", "nosniff"],
  ["X-Frame-Options", "DENY"],
  ["Referrer-Policy", "strict-origin-when-cross-origin"],
  [
    "Permissions-Policy",
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), " +
      "magnetometer=(), microphone=(), midi=(), payment=(), usb=(), interest-cohort=()",
  ],
  ["Cross-Origin-Opener-Policy", "same-origin"],
]

/** A header's value for every response except the content manager's, which has its own. */
export const siteValue = (name: string): string =>
  securityHeaders.find(([header]) => header === name)?.[1] ?? ""

/** Gatsby's content-hashed bundles at the site's root, e.g. `/app-0123456789abcdef0123.js`. */
export const hashedBundle = /^\/[^/]+-[0-9a-f]{20}\.(js|css)$/

/**
 * Share images (src/features/share-image): each name carries a hash of what the image shows, so a
 * changed image has a new address and a file never changes.
 */
export const shareImagePrefix = `/${shareImageDir}/`

/** A hashed bundle's file in `public/`, or one that goes with it (source map, licences, compressed copies). */
export const isBundleFile = (name: string): boolean =>
  hashedBundle.test(`/${name.replace(/(\.map|\.LICENSE\.txt)?(\.br|\.gz)?$/, "")}`)

/** Unknown English paths get the English 404 page, every other unknown path the Polish one. */
export const notFoundPages = [
  { prefix: "/en/", page: "/en/404.html" },
  { prefix: "/", page: "/404.html" },
]

/**
 * `/x/index.html` is never an address of its own: it answers one redirect to the canonical
 * address, `/en/x/` for English pages (trailing slash) and `/x` for Polish ones (none).
 */
export const indexRedirects = [
  { from: "/en/index.html", to: "/en/" },
  { from: "/en/*/index.html", to: "/en/:splat/" },
  { from: "/*/index.html", to: "/:splat" },
]

/** Files whose text is worth precompressing. */
export const compressible = /\.(html|js|css|json|xml|svg|txt|webmanifest|map)$/

/** Cloudflare Pages' documented limits for `_headers` and `_redirects`. */
export const cdnLimits = {
  lineLength: 2000,
  headerRules: 100,
  staticRedirects: 2000,
  dynamicRedirects: 100,
  redirectLineLength: 1000,
  redirectStatuses: [200, 301, 302, 303, 307, 308],
}
