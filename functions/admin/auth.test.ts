import { onRequest } from "./auth"
import type { OAuthEnv } from "../_shared/settings"

const site = "https://www.example.com"
const env: OAuthEnv = { GITHUB_OAUTH_CLIENT_ID: "client-id", GITHUB_OAUTH_CLIENT_SECRET: "secret" }

const signIn = (options: { env?: OAuthEnv; query?: string; init?: RequestInit } = {}) =>
  onRequest({
    request: new Request(`${site}/admin/auth${options.query ?? ""}`, options.init),
    env: options.env ?? env,
  })

const cookieOf = (response: Response) => response.headers.get("Set-Cookie") ?? ""

describe("GET /admin/auth", () => {
  it("sends the editor to GitHub's authorize page with the app, the scope and a fresh state", async () => {
    const response = await signIn()
    expect(response.status).toBe(302)
    const location = new URL(response.headers.get("Location")!)
    expect(`${location.origin}${location.pathname}`).toBe(
      "https://github.com/login/oauth/authorize"
    )
    expect(location.searchParams.get("client_id")).toBe("client-id")
    expect(location.searchParams.get("scope")).toBe("repo")
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/admin/callback`)
    const state = location.searchParams.get("state")!
    expect(state).toMatch(/^[\w-]{43}$/)
    expect(cookieOf(response)).toBe(
      `cms_oauth_state=${state}; Path=/admin/callback; Max-Age=600; HttpOnly; Secure; SameSite=Lax`
    )
  })

  it("keeps the pop-up's link to the admin that opened it on the way to GitHub", async () => {
    // With the site's `same-origin`, a redirect would cut `window.opener` (see response.ts).
    expect((await signIn()).headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none")
    expect((await signIn({ env: {} })).headers.get("Cross-Origin-Opener-Policy")).toBe(
      "same-origin"
    )
  })

  it("draws a new state every time", async () => {
    const states = await Promise.all(
      [1, 2, 3].map(async () =>
        new URL((await signIn()).headers.get("Location")!).searchParams.get("state")
      )
    )
    expect(new Set(states).size).toBe(3)
  })

  it("asks for public_repo when the site is set to, and goes to a GitHub Enterprise server", async () => {
    const response = await signIn({
      env: {
        ...env,
        GITHUB_OAUTH_SCOPE: "public_repo",
        GITHUB_OAUTH_BASE_URL: "https://git.example.com/",
      },
    })
    const location = new URL(response.headers.get("Location")!)
    expect(location.origin).toBe("https://git.example.com")
    expect(location.searchParams.get("scope")).toBe("public_repo")
  })

  it("lets no parameter choose where the editor goes or what is asked for", async () => {
    const response = await signIn({
      query:
        "?provider=github&site_id=evil.example&scope=admin:org&redirect_uri=https://evil.example/&base_url=//evil.example",
    })
    const location = new URL(response.headers.get("Location")!)
    expect(location.origin).toBe("https://github.com")
    expect(location.searchParams.get("scope")).toBe("repo")
    expect(location.searchParams.get("redirect_uri")).toBe(`${site}/admin/callback`)
    expect(response.headers.get("Location")).not.toContain("evil")
  })

  it.each([
    ["no client id", { GITHUB_OAUTH_CLIENT_SECRET: "secret" }],
    ["no client secret", { GITHUB_OAUTH_CLIENT_ID: "client-id" }],
    ["an unknown scope", { ...env, GITHUB_OAUTH_SCOPE: "admin:org" }],
    ["a GitHub address with a path", { ...env, GITHUB_OAUTH_BASE_URL: "https://github.com/x" }],
    ["plain HTTP to another host", { ...env, GITHUB_OAUTH_BASE_URL: "http://github.com" }],
  ])("says in one sentence that sign-in is not set up, with %s", async (_, settings) => {
    const response = await signIn({
      env: settings,
      init: { headers: { "Accept-Language": "en-GB,en;q=0.9" } },
    })
    expect(response.status).toBe(503)
    expect(response.headers.get("Location")).toBeNull()
    expect(response.headers.get("Set-Cookie")).toBeNull()
    const html = await response.text()
    expect(html).toContain(
      "<p>GitHub sign-in is not set up yet: add the GITHUB_OAUTH_CLIENT_ID and GITHUB_OAUTH_CLIENT_SECRET secrets in the Cloudflare Pages settings.</p>"
    )
    expect(html).not.toContain("secret\n")
  })

  it("says it in Polish to an editor whose browser prefers Polish", async () => {
    const response = await signIn({
      env: {},
      init: { headers: { "Accept-Language": "pl-PL,pl;q=0.9,en;q=0.8" } },
    })
    const html = await response.text()
    expect(html).toContain('<html lang="pl">')
    expect(html).toContain("Logowanie przez GitHub nie jest jeszcze skonfigurowane")
  })

  it.each(["POST", "PUT", "DELETE", "HEAD", "OPTIONS"])(
    "answers %s with 405 and Allow: GET",
    async method => {
      const response = await signIn({ init: { method } })
      expect(response.status).toBe(405)
      expect(response.headers.get("Allow")).toBe("GET")
      expect(response.headers.get("Location")).toBeNull()
      expect(response.headers.get("Set-Cookie")).toBeNull()
    }
  )

  it("is never stored, and carries the site's security headers and a policy without scripts", async () => {
    for (const response of [await signIn(), await signIn({ env: {} })]) {
      expect(response.headers.get("Cache-Control")).toBe("no-store")
      expect(response.headers.get("X-Frame-Options")).toBe("DENY")
      expect(response.headers.get("X-Content-Type-Options")).toBe("nosniff")
      expect(response.headers.get("Strict-Transport-Security")).toMatch(/^max-age=\d+/)
      expect(response.headers.get("Content-Security-Policy")).toBe(
        "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"
      )
    }
  })
})
