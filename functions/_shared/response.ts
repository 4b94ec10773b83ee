import { pageLanguage, strings, type Problem } from "./strings"

/**
 * The site's security headers (serving/rules.ts `securityHeaders`; a unit test keeps the two
 * equal). Cloudflare Pages does not apply `_headers` to a Function's answer, so each answer sets
 * them itself. Copied rather than imported: the functions bundle stays free of the site's code.
 */
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

/**
 * The sign-in pop-up's opener policy on its way to GitHub and back. The admin sends
 * `same-origin-allow-popups`, which keeps its reference to a pop-up only while the pop-up's pages
 * send `unsafe-none`; anything else gives the pop-up a `window.opener` of null.
 */
export const popUpOpenerPolicy = "unsafe-none"

/**
 * The answers' policy: nothing may load, and no script runs but, on the handshake page, the one
 * inline script whose hash is given.
 */
export const pagePolicy = (scriptHash?: string): string =>
  [
    "default-src 'none'",
    ...(scriptHash ? [`script-src 'sha256-${scriptHash}'`] : []),
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ")

const status: Record<Problem, number> = {
  notConfigured: 503,
  badState: 400,
  noCode: 400,
  denied: 403,
  gitHubError: 400,
  exchangeFailed: 502,
  methodNotAllowed: 405,
}

/** Headers every answer carries: never stored by a cache, never indexed, the site's protection. */
export const baseHeaders = (policy: string = pagePolicy()): Headers => {
  const headers = new Headers(securityHeaders)
  headers.set("Cache-Control", "no-store")
  headers.set("X-Robots-Tag", "noindex")
  headers.set("Content-Security-Policy", policy)
  return headers
}

export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    c => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c] ?? c
  )

/** A short page: a heading and one sentence, plus what the caller adds inside <body>. */
export const page = (request: Request, sentence: string, extra = "") => {
  const language = pageLanguage(request)
  const { title } = strings[language]
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
<p>${escapeHtml(sentence)}</p>
</main>
${extra}</body>
</html>
`
}

/**
 * What went wrong, in the editor's language, and nothing else: no detail from GitHub, no stack,
 * no script (so nothing reaches the window that opened the sign-in). `headers` adds to the base
 * set, for example the cookie that clears `state`.
 */
export const problemPage = (request: Request, problem: Problem, headers?: Headers): Response => {
  const all = baseHeaders()
  all.set("Content-Type", "text/html; charset=utf-8")
  if (problem === "methodNotAllowed") all.set("Allow", "GET")
  headers?.forEach((value, name) => all.append(name, value))
  const sentence = strings[pageLanguage(request)].problems[problem]
  return new Response(page(request, sentence), { status: status[problem], headers: all })
}
