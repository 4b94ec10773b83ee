/**
 * The one source of the production serving rules. `_headers` and `_redirects` (Cloudflare Pages,
 * Netlify) and `deploy/nginx.conf` are all rendered from here, so they cannot drift apart.
 */

export const revalidate = "public, max-age=0, must-revalidate"
export const immutable = "public, max-age=31536000, immutable"

/** Hosts the site talks to beyond itself: the Google tag, Google Analytics and EmailJS. */
const tagHost = "https://www.googletagmanager.com"
const analyticsHosts = ["https://*.google-analytics.com", "https://*.analytics.google.com"]
const mailerHost = "https://api.emailjs.com"

/** Content-Security-Policy; inline scripts are allowed by their hashes only. */
export const contentSecurityPolicy = (scriptHashes: string[]): string =>
  [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map(hash => `'sha256-${hash}'`).join(" ")} ${tagHost}`,
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: ${tagHost} ${analyticsHosts.join(" ")}`,
    "font-src 'self'",
    `connect-src 'self' ${mailerHost} ${tagHost} ${analyticsHosts.join(" ")}`,
    "manifest-src 'self'",
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]
    .map(directive => directive.replace(/\s+/g, " "))
    .join("; ")

/**
 * Responses that are never a document: the hashed bundles and the page and slice data. A CSP
 * governs documents and workers only, and with this site's script hashes it is about 4 KB, which
 * would otherwise travel with every script and data file (on HTTP/1.1, each time).
 */
export const notDocuments = {
  nginx: "^/([^/]+-[0-9a-f]{20}\\.(js|css)|(page|slice)-data/.+\\.json)$",
  cdn: ["/page-data/*", "/slice-data/*"],
}

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

/** Long-lived, content-hashed files: `/static/**` and the hashed bundles at the root. */
export const immutablePatterns = {
  /** For nginx and tests. */
  regex: "^/(static/.+|[^/]+-[0-9a-f]{20}\\.(js|css))$",
}

/** Unknown English paths get the English 404 page, every other unknown path the Polish one. */
export const notFoundPages = [
  { prefix: "/en/", page: "/en/404.html" },
  { prefix: "/", page: "/404.html" },
]

/** Files whose text is worth precompressing. */
export const compressible = /\.(html|js|css|json|xml|svg|txt|webmanifest|map)$/
