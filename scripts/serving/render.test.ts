import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { renderHeaders, renderNginx, renderRedirects } from "./render"
import { contentSecurityPolicy } from "./rules"

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

  it("sends unknown English paths to the English 404 page, the rest to the Polish one", () => {
    expect(renderRedirects()).toBe("/en/*  /en/404.html  404\n/*  /404.html  404\n")
    expect(renderNginx()).toContain("location ^~ /en/ {\n      error_page 404 /en/404.html;")
    expect(renderNginx()).toContain("error_page 404 /404.html;")
  })
})
