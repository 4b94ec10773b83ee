import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { renderHeaders, renderNginx, renderRedirects } from "./render"
import {
  documentPolicy,
  headerPolicy,
  movedRedirects,
  unsafeRedirectTarget,
  workerPolicy,
} from "./rules"
import { headerProblems, redirectProblems } from "./limits"
import { adminCspHeader } from "./admin-csp"

describe("serving rules", () => {
  it("deploy/nginx.conf is the rendering of the rules (run `npm run serving:generate`)", () => {
    const committed = fs.readFileSync(path.resolve(__dirname, "../deploy/nginx.conf"), "utf8")
    expect(committed).toBe(renderNginx())
  })

  it("allows a page's inline scripts by hash only", () => {
    const csp = documentPolicy(["abc="])
    expect(csp).toContain("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com")
    expect(csp).not.toContain("'unsafe-inline' https://www.googletagmanager.com")
    expect(csp).toContain("object-src 'none'")
    // A meta policy cannot carry it: browsers ignore it there and say so in the console.
    expect(csp).not.toContain("frame-ancestors")
  })

  it("sends a short policy header with everything, the worker's own with sw.js", () => {
    const headers = renderHeaders(["/app-0123456789abcdef0123.js"])
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: frame-ancestors 'none'/)
    expect(headerPolicy).not.toContain("script-src")
    expect(headers).toContain(
      `/sw.js\n  ! Content-Security-Policy\n  Content-Security-Policy: ${workerPolicy}`
    )
    expect(headers).toContain("  X-Content-Type-Options: nosniff")
    expect(headers).toContain("  Cache-Control: public, max-age=0, must-revalidate")
    expect(headers).toContain(
      "/app-0123456789abcdef0123.js\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable"
    )
    expect(headers).toContain("/static/*\n  ! Cache-Control")
  })

  it("serves share images as immutable: their names carry a hash of what they show", () => {
    expect(renderHeaders([])).toContain(
      "/og/*\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable"
    )
    expect(renderNginx()).toContain('"~^/og/" "public, max-age=31536000, immutable";')
  })

  it("gives the content manager its own policy, opener policy and noindex", () => {
    const headers = renderHeaders([])
    expect(headers).toContain(
      `/admin/*\n  ! Content-Security-Policy\n  ! Cross-Origin-Opener-Policy\n  ! X-Robots-Tag\n  Content-Security-Policy: ${adminCspHeader}`
    )
    expect(headers).toContain(
      "  Cross-Origin-Opener-Policy: same-origin-allow-popups\n  X-Robots-Tag: noindex"
    )
  })

  it("redirects /x/index.html to the canonical address in one hop", () => {
    expect(
      renderRedirects(["/offline-plugin-app-shell-fallback/"], ["/kontakt", "/blog/a/b"])
    ).toBe(
      "/offline-plugin-app-shell-fallback/index.html  /offline-plugin-app-shell-fallback/  301\n" +
        "/kontakt/index.html  /kontakt  301\n/blog/a/b/index.html  /blog/a/b  301\n" +
        "/en/index.html  /en/  301\n/en/*/index.html  /en/:splat/  301\n" +
        movedRedirects()
          .map(({ from, to }) => `${from}  ${to}  301\n`)
          .join("")
    )
    const nginx = renderNginx()
    expect(nginx).toContain('"~^/en/" /en/404.html;')
    expect(nginx).toContain("default /404.html;")
    expect(nginx).toContain("error_page 404 $not_found_page;")
  })

  it("renders rules within the CDN's limits for any number of pages", () => {
    const bundles = Array.from({ length: 40 }, (_, i) => `/component-${i}-0123456789abcdef0123.js`)
    expect(headerProblems(renderHeaders(bundles))).toEqual([])
    expect(redirectProblems(renderRedirects(["/admin/"], ["/kontakt"]))).toEqual([])
  })

  it("sends every index.html address of an unknown folder to no other site", () => {
    // What the rules do with a hostile path, as the CDN matches them: only a pattern rule whose
    // target starts with a placeholder could carry `//evil.example` into the target.
    const rules = renderRedirects(["/admin/"], ["/kontakt"])
    expect(rules).not.toMatch(/\s\/:/)
    expect(rules.split("\n").filter(line => line.includes("*"))).toEqual([
      "/en/*/index.html  /en/:splat/  301",
    ])
  })
})

describe("redirect targets", () => {
  it.each(["/", "/kontakt", "/en/", "/en/:splat/", "/blog/:slug", "/x?y=1"])(
    "accepts %s, whose first segment is fixed",
    target => expect(unsafeRedirectTarget(target)).toBe(false)
  )

  it.each([
    "/:splat",
    "/*",
    "/:lang/x",
    "//evil.example",
    "/\\evil.example",
    "\\\\evil.example",
    ":splat",
    "https://evil.example/",
    "/ x",
  ])("rejects %s, which a request could make protocol-relative", target =>
    expect(unsafeRedirectTarget(target)).toBe(true)
  )

  it("fails the CDN check on a rule whose target could leave the site, naming the line", () => {
    expect(redirectProblems("/en/index.html  /en/  301\n/*/index.html  /:splat  301\n")).toEqual([
      "_redirects:2: the target /:splat does not start with a fixed path segment, so a request " +
        "could make it protocol-relative (//other.host) and send visitors to another site",
    ])
  })
})

describe("CDN limits", () => {
  it("names the line and the limit a rule breaks", () => {
    const long = `/*\n  Content-Security-Policy: ${"x".repeat(2000)}\n`
    expect(headerProblems(long)).toEqual([
      "_headers:2: 2027 characters, over the limit of 2000 a line",
    ])
    const rules = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-A: b\n`).join("\n")
    expect(headerProblems(rules)).toEqual(["_headers: 101 rules, over the limit of 100"])
    expect(redirectProblems("/*  /404.html  404\n")).toEqual([
      "_redirects:1: status 404 is not one of 200, 301, 302, 303, 307, 308",
    ])
    const dynamic = Array.from({ length: 101 }, (_, i) => `/a${i}/*  /b/:splat  301`).join("\n")
    expect(redirectProblems(dynamic)).toEqual([
      "_redirects: 101 dynamic rules, over the limit of 100",
    ])
    expect(redirectProblems(`/a  /${"b".repeat(1000)}  301`)[0]).toMatch(
      /^_redirects:1: 1010 characters, over the limit of 1000 a rule$/
    )
  })
})
