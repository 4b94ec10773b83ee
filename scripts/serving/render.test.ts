import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { renderCspMap, renderHeaders, renderNginx, renderRedirects } from "./render"
import { contentSecurityPolicy, notDocuments } from "./rules"

describe("serving rules", () => {
  it("deploy/nginx.conf is the rendering of the rules (run `npm run serving:generate`)", () => {
    const committed = fs.readFileSync(path.resolve(__dirname, "../../deploy/nginx.conf"), "utf8")
    expect(committed).toBe(renderNginx())
  })

  it("allows inline scripts by hash only", () => {
    const csp = contentSecurityPolicy(["abc="])
    expect(csp).toContain("script-src 'self' 'sha256-abc=' https://www.googletagmanager.com")
    expect(csp).not.toContain("'unsafe-inline' https://www.googletagmanager.com")
    expect(csp).toContain("object-src 'none'")
    expect(csp).toContain("frame-ancestors 'none'")
  })

  it("writes _headers with the security headers everywhere and immutable hashed files", () => {
    const headers = renderHeaders(["abc="], ["/app-0123456789abcdef0123.js"])
    expect(headers).toMatch(/^\/\*\n {2}Content-Security-Policy: default-src 'self'/)
    expect(headers).toContain("  X-Content-Type-Options: nosniff")
    expect(headers).toContain("  Cache-Control: public, max-age=0, must-revalidate")
    expect(headers).toContain(
      "/app-0123456789abcdef0123.js\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable"
    )
    expect(headers).toContain("/static/*\n  ! Cache-Control")
  })

  it("sends the CSP with documents only, not with scripts and data", () => {
    const headers = renderHeaders(["abc="], ["/app-0123456789abcdef0123.js"])
    expect(headers).toContain(
      "/app-0123456789abcdef0123.js\n  ! Cache-Control\n  Cache-Control: public, max-age=31536000, immutable\n  ! Content-Security-Policy"
    )
    expect(headers).toContain("/page-data/*\n  ! Content-Security-Policy")
    expect(headers).toContain("/slice-data/*\n  ! Content-Security-Policy")
    expect(headers).not.toMatch(/\/static\/\*\n[^/]*Content-Security-Policy/)

    const map = renderCspMap(["abc="])
    expect(map).toContain(`default "${contentSecurityPolicy(["abc="])}";`)
    const notDocument = new RegExp(notDocuments.nginx)
    for (const uri of [
      "/app-0123456789abcdef0123.js",
      "/styles-0123456789abcdef0123.css",
      "/page-data/kontakt/page-data.json",
      "/page-data/app-data.json",
      "/slice-data/post-body-1.json",
    ])
      expect(uri).toMatch(notDocument)
    for (const uri of [
      "/",
      "/kontakt",
      "/en/404.html",
      "/sw.js",
      "/static/icon.svg",
      "/manifest.webmanifest",
    ])
      expect(uri).not.toMatch(notDocument)
  })

  it("sends unknown English paths to the English 404 page, the rest to the Polish one", () => {
    expect(renderRedirects()).toBe("/en/*  /en/404.html  404\n/*  /404.html  404\n")
    expect(renderNginx()).toContain("location ^~ /en/ {\n      error_page 404 /en/404.html;")
    expect(renderNginx()).toContain("error_page 404 /404.html;")
  })
})
