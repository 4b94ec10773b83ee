/**
 * The one source of the production serving rules. `_headers` and `_redirects` (Cloudflare Pages,
 * Netlify) and `deploy/nginx.conf` are all rendered from here, so they cannot drift apart.
 */

import { collectDomains, tagOrigin } from "../src/lib/analytics"
import { postPath } from "../src/features/blog/posts"
import { projectPath } from "../src/features/portfolio/projects"
import { shareImageDir } from "../src/config/share-image"

export const revalidate = "public, max-age=0, must-revalidate"
export const immutable = "public, max-age=31536000, immutable"

/**
 * Hosts the site talks to beyond itself: Google's tag host (its script only, loaded on the page
 * for a visitor who accepted analytics), GA4's collection hosts (the tag's beacons) and EmailJS.
 */
const collectHosts = collectDomains.map(domain => `https://*.${domain}`)
const mailerHost = "https://api.emailjs.com"

const join = (directives: string[]) => directives.map(d => d.replace(/\s+/g, " ")).join("; ")

/** What a page or the service worker may fetch, beyond its scripts. */
const fetchDirectives = [
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self'",
  `connect-src 'self' ${mailerHost} ${collectHosts.join(" ")}`,
  "manifest-src 'self'",
  "worker-src 'self'",
  "frame-src 'none'",
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

/** The content manager (serving/admin-csp.ts): its own policy and headers. */
export const adminPrefix = "/admin/"

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

/**
 * Share images (src/features/share-image): each name carries a hash of what the image shows, so a
 * changed image has a new address and a file never changes.
 */
export const shareImagePrefix = `/${shareImageDir}/`

/** Unknown English paths get the English 404 page, every other unknown path the Polish one. */
export const notFoundPages = [
  { prefix: "/en/", page: "/en/404.html" },
  { prefix: "/", page: "/404.html" },
]

/**
 * `/x/index.html` is never an address of its own: it answers one redirect to the canonical
 * address, `/en/x/` for English pages (trailing slash) and `/x` for Polish ones (none). The
 * Polish pages get one static rule each (render.ts): a pattern rule (any folder's `index.html` to `/:splat`) would send
 * `//evil.example/index.html` to `//evil.example`, which a browser reads as another site. A
 * target must start with a fixed path segment, so that no request can make it protocol-relative
 * (`unsafeRedirectTarget`).
 */
export const indexRedirects = [
  { from: "/en/index.html", to: "/en/" },
  { from: "/en/*/index.html", to: "/en/:splat/" },
]

/**
 * A redirect target that a request could turn into another origin: one that does not start with
 * a fixed first segment (`/:splat`, `/` and a star), or that starts with two slashes or a backslash
 * (browsers read `/\` as `//`), or names a scheme.
 */
export const unsafeRedirectTarget = (target: string): boolean =>
  !/^\/[^/\\:*\s]/.test(target) && target !== "/"

/** Files the build writes for itself or for the CDN, never served: `_headers`, `_redirects`. */
export const cdnRuleFiles = ["_headers", "_redirects"]

/**
 * Gatsby's records of its bundles, which it writes into `public/` but no page ever fetches (the
 * runtime gets its chunk map inlined in each page). The post-build step leaves them out of the
 * deploy; `check:build` reads them in `public/`.
 */
export const buildRecords = ["webpack.stats.json", "chunk-map.json"]

/**
 * Pages whose address changed: the old address, in both trailing-slash forms, answers one 301 to
 * the page's address now. Add an entry whenever a published slug changes, and keep it while links
 * to the old address may exist (tests check that each target is a page and no source is one).
 */
export const movedPages: { from: string; to: string }[] = [
  // Addresses without a year: a post stays current when it is updated.
  {
    from: "/blog/technologie/najlepsze-technologie-do-tworzenia-stron-i-aplikacji-2025",
    to: postPath("pl", "technologies", "najlepsze-technologie-do-tworzenia-stron-i-aplikacji"),
  },
  {
    from: "/en/blog/technologies/best-technologies-for-websites-and-apps-2025/",
    to: postPath("en", "technologies", "best-technologies-for-websites-and-apps"),
  },
  // Polish case studies at Polish addresses; they shared the English file names before.
  ...[
    ["b2b-portal-packaging-wholesaler", "portal-b2b-dla-hurtowni-opakowan"],
    ["booking-system-physiotherapy", "system-rezerwacji-dla-gabinetu-fizjoterapii"],
    ["company-website-construction-firm", "strona-firmowa-dla-firmy-budowlanej"],
    ["creative-website-architecture-studio", "kreatywna-strona-dla-pracowni-architektonicznej"],
    ["headless-cms-dental-clinics", "serwis-dla-sieci-gabinetow-stomatologicznych"],
    ["landing-page-language-school", "landing-page-dla-szkoly-jezykowej"],
  ].map(([from, to]) => ({ from: projectPath("pl", from), to: projectPath("pl", to) })),
]

/** Both trailing-slash forms of each moved page's old address, each with its target. */
export const movedRedirects = (): { from: string; to: string }[] =>
  movedPages.flatMap(({ from, to }) => {
    const bare = from.replace(/\/$/, "")
    return [
      { from: bare, to },
      { from: `${bare}/`, to },
    ]
  })

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
