// @vitest-environment jsdom
import { createHash } from "crypto"
import { onRequest } from "./callback"
import { handshakeScript } from "../_shared/handshake"
import type { OAuthEnv } from "../_shared/settings"

const site = "https://www.example.com"
const secret = "client-secret-value"
const token = "gho_token<&\"'value"
const env: OAuthEnv = { GITHUB_OAUTH_CLIENT_ID: "client-id", GITHUB_OAUTH_CLIENT_SECRET: secret }
const state = "s".repeat(43)
const success = `authorization:github:success:${JSON.stringify({ token, provider: "github" })}`

type Call = { query?: string; cookie?: string; env?: OAuthEnv; method?: string; language?: string }

const callback = ({ query, cookie, env: settings, method, language }: Call = {}) => {
  const headers = new Headers({ "Accept-Language": language ?? "en" })
  if (cookie !== "") headers.set("Cookie", cookie ?? `other=1; cms_oauth_state=${state}`)
  return onRequest({
    request: new Request(`${site}/admin/callback${query ?? `?code=abc&state=${state}`}`, {
      method,
      headers,
    }),
    env: settings ?? env,
  })
}

const answer = (body: unknown, init?: ResponseInit) =>
  new Response(typeof body === "string" ? body : JSON.stringify(body), init)

const gitHub = vi.fn<typeof fetch>()
beforeEach(() => {
  gitHub.mockReset()
  gitHub.mockResolvedValue(answer({ access_token: token, token_type: "bearer", scope: "repo" }))
  vi.stubGlobal("fetch", gitHub)
})
afterEach(() => vi.unstubAllGlobals())

const inlineScripts = (html: string) =>
  [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(match => match[1])

type Message = { data: string; origin: string; source: unknown }

/**
 * Runs the page's script as a pop-up opened by `opener` would, with the page parsed by the
 * browser's own parser (the token travels in an attribute). Returns what reaches its listener.
 */
const openAsPopUp = (html: string, opener: { postMessage: (...args: unknown[]) => void }) => {
  const listeners: ((event: Message) => void)[] = []
  const popUp = {
    location: { origin: site },
    opener,
    addEventListener: (type: string, listener: (event: Message) => void) => {
      if (type === "message") listeners.push(listener)
    },
  }
  const document = new DOMParser().parseFromString(html, "text/html")
  for (const script of inlineScripts(html))
    new Function("window", "document", script)(popUp, document)
  return { popUp, send: (event: Message) => listeners.forEach(listener => listener(event)) }
}

describe("GET /admin/callback", () => {
  it("exchanges the code for a token with the client secret, at GitHub's token address", async () => {
    await callback()
    expect(gitHub).toHaveBeenCalledTimes(1)
    const [url, init] = gitHub.mock.calls[0]
    expect(String(url)).toBe("https://github.com/login/oauth/access_token")
    expect(init?.method).toBe("POST")
    expect(new Headers(init?.headers).get("Accept")).toBe("application/json")
    expect(JSON.parse(String(init?.body))).toEqual({
      client_id: "client-id",
      client_secret: secret,
      code: "abc",
      redirect_uri: `${site}/admin/callback`,
    })
  })

  it("asks the configured GitHub (Enterprise or the test's stand-in) for the token", async () => {
    await callback({ env: { ...env, GITHUB_OAUTH_BASE_URL: "http://127.0.0.1:9999" } })
    expect(String(gitHub.mock.calls[0][0])).toBe("http://127.0.0.1:9999/login/oauth/access_token")
  })

  it("hands the token over by Decap's handshake, to the site's own origin only", async () => {
    const response = await callback()
    expect(response.status).toBe(200)
    const opener = { postMessage: vi.fn() }
    const { popUp, send } = openAsPopUp(await response.text(), opener)
    expect(opener.postMessage.mock.calls).toEqual([["authorizing:github", site]])

    send({ data: "authorizing:github", origin: "https://evil.example", source: opener })
    send({ data: "authorizing:github", origin: site, source: popUp })
    send({ data: "authorization:github:success:{}", origin: site, source: opener })
    expect(opener.postMessage).toHaveBeenCalledTimes(1)

    send({ data: "authorizing:github", origin: site, source: opener })
    expect(opener.postMessage.mock.calls[1]).toEqual([success, site])
  })

  it("allows only the handshake's script, by its hash, and keeps the opener reachable", async () => {
    const response = await callback()
    const scripts = inlineScripts(await response.text())
    expect(scripts).toEqual([handshakeScript])
    const hash = createHash("sha256").update(handshakeScript).digest("base64")
    expect(response.headers.get("Content-Security-Policy")).toBe(
      `default-src 'none'; script-src 'sha256-${hash}'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'`
    )
    expect(response.headers.get("Cross-Origin-Opener-Policy")).toBe("unsafe-none")
    expect(response.headers.get("Cache-Control")).toBe("no-store")
    expect(response.headers.get("X-Frame-Options")).toBe("DENY")
  })

  it("uses the state once: every answer clears its cookie", async () => {
    for (const response of [await callback(), await callback({ cookie: "" })])
      expect(response.headers.get("Set-Cookie")).toBe(
        "cms_oauth_state=; Path=/admin/callback; Max-Age=0; HttpOnly; Secure; SameSite=Lax"
      )
  })

  const refusals: [string, Call, number, string][] = [
    ["no state cookie", { cookie: "" }, 400, "This sign-in has expired"],
    ["a wrong state", { query: "?code=abc&state=forged" }, 400, "This sign-in has expired"],
    ["no state", { query: "?code=abc" }, 400, "This sign-in has expired"],
    ["an empty state", { query: "?code=abc&state=", cookie: "cms_oauth_state=" }, 400, "expired"],
    [
      "two state cookies",
      { cookie: `cms_oauth_state=${state}; cms_oauth_state=forged` },
      400,
      "This sign-in has expired",
    ],
    ["no code", { query: `?state=${state}` }, 400, "GitHub did not send a sign-in code."],
    [
      "the editor's refusal on GitHub",
      { query: `?error=access_denied&error_description=<b>x</b>&state=${state}` },
      403,
      "The sign-in was cancelled on GitHub.",
    ],
    [
      "another GitHub error",
      { query: `?error=redirect_uri_mismatch&state=${state}` },
      400,
      "GitHub refused the sign-in.",
    ],
    ["missing secrets", { env: { GITHUB_OAUTH_CLIENT_ID: "x" } }, 503, "not set up yet"],
  ]

  it.each(refusals)(
    "refuses %s without asking GitHub or sending anything to the opener",
    async (_, call, status, sentence) => {
      const response = await callback(call)
      expect(response.status).toBe(status)
      const html = await response.text()
      expect(html).toContain(sentence)
      expect(inlineScripts(html)).toEqual([])
      expect(html).not.toMatch(/postMessage|<script/)
      expect(html).not.toContain("<b>")
      expect(gitHub).not.toHaveBeenCalled()
      expect(response.headers.get("Content-Security-Policy")).not.toContain("script-src")
      expect(response.headers.get("Cache-Control")).toBe("no-store")
    }
  )

  const failures: [string, () => void][] = [
    ["GitHub answers an error status", () => gitHub.mockResolvedValue(answer({}, { status: 500 }))],
    [
      "GitHub refuses the code",
      () =>
        gitHub.mockResolvedValue(
          answer({ error: "bad_verification_code", error_description: `bad ${secret}` })
        ),
    ],
    ["GitHub answers no JSON", () => gitHub.mockResolvedValue(answer("<html>oops</html>"))],
    [
      "GitHub redirects",
      () =>
        gitHub.mockResolvedValue(
          answer("", { status: 302, headers: { Location: "https://evil.example/" } })
        ),
    ],
    ["GitHub cannot be reached", () => gitHub.mockRejectedValue(new Error(`down ${secret}`))],
  ]

  it.each(failures)("says the sign-in failed when %s, and leaks nothing", async (_, setUp) => {
    setUp()
    const response = await callback()
    expect(response.status).toBe(502)
    const html = await response.text()
    expect(html).toContain(
      "<p>GitHub did not confirm the sign-in. Close this window and try again shortly.</p>"
    )
    for (const leak of [secret, "bad_verification_code", "oops", "evil", "Error", "at "])
      expect(html).not.toContain(leak)
    expect(inlineScripts(html)).toEqual([])
  })

  it("says what went wrong in Polish to an editor whose browser prefers Polish", async () => {
    const response = await callback({ query: "?code=abc&state=forged", language: "pl,en;q=0.5" })
    const html = await response.text()
    expect(html).toContain('<html lang="pl">')
    expect(html).toContain("To logowanie wygasło albo nie zostało rozpoczęte w panelu tej strony.")
  })

  it.each(["POST", "PUT", "PATCH", "HEAD"])("answers %s with 405 and Allow: GET", async method => {
    const response = await callback({ method })
    expect(response.status).toBe(405)
    expect(response.headers.get("Allow")).toBe("GET")
    expect(gitHub).not.toHaveBeenCalled()
  })

  it("logs neither the token nor the secret, nor anything else", async () => {
    const spies = (["log", "info", "warn", "error", "debug"] as const).map(name =>
      vi.spyOn(console, name).mockImplementation(() => undefined)
    )
    await callback()
    gitHub.mockRejectedValue(new Error(secret))
    await callback()
    for (const spy of spies) expect(spy).not.toHaveBeenCalled()
  })
})
