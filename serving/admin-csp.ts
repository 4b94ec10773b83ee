/**
 * The Content-Security-Policy of the content manager at /admin/, which differs from the site's:
 * Decap CMS compiles its configuration schema with ajv (`new Function`, hence 'unsafe-eval'),
 * styles itself with emotion (inline styles), talks to GitHub's API, shows media as blob: URLs and
 * renders previews in a srcdoc frame. Its script is one file from this site; no inline script.
 *
 * The admin page carries `adminCspMeta` in a <meta> tag (scripts/build-cms.ts), so it is protected
 * wherever it is served. The serving layer should send `adminCspHeader` as the header for
 * `/admin/*` instead of the site's policy (two policies both apply, and the site's forbids what
 * Decap needs), plus `adminHeaders`.
 */

/** decap-server, which `npm run cms` starts for editing on one's own machine. */
export const localBackend = "http://localhost:8081"

const github = {
  api: "https://api.github.com",
  avatars: "https://avatars.githubusercontent.com",
  raw: "https://raw.githubusercontent.com",
}

/** Directives a <meta> tag can carry. */
const adminCspDirectives: string[] = [
  "default-src 'self'",
  "script-src 'self' 'unsafe-eval'",
  "style-src 'self' 'unsafe-inline'",
  `img-src 'self' data: blob: ${github.avatars} ${github.raw}`,
  "media-src 'self' blob:",
  "font-src 'self' data:",
  `connect-src 'self' ${github.api} ${localBackend}`,
  "frame-src 'self' blob:",
  "worker-src 'self' blob:",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

/** Directives a <meta> tag cannot carry (browsers ignore them there): headers only. */
const adminCspHeaderOnlyDirectives: string[] = ["frame-ancestors 'none'"]

export const adminCspMeta = adminCspDirectives.join("; ")

export const adminCspHeader = [...adminCspDirectives, ...adminCspHeaderOnlyDirectives].join("; ")

/**
 * Other headers /admin/* needs besides the site's security headers: the GitHub sign-in opens a
 * pop-up (functions/admin/, or an external OAuth client) that reports back through
 * `window.opener`, which the site's `Cross-Origin-Opener-Policy: same-origin` would cut; and
 * search engines should not index it.
 */
export const adminHeaders: [string, string][] = [
  ["Content-Security-Policy", adminCspHeader],
  ["Cross-Origin-Opener-Policy", "same-origin-allow-popups"],
  ["X-Robots-Tag", "noindex"],
]
