/**
 * GET /admin/callback: where GitHub sends the editor back. It checks `state` against the cookie
 * /admin/auth set, exchanges the code for a token with the client secret, and hands the token to
 * the content manager through Decap's handshake (../_shared/handshake.ts). Any other outcome is a
 * short page that says what went wrong and sends nothing to the opener. The token and the secret
 * are never logged, and the answer is never stored.
 */
import {
  handshakeElementId,
  handshakeScript,
  scriptHash,
  successMessage,
} from "../_shared/handshake"
import {
  baseHeaders,
  escapeHtml,
  page,
  pagePolicy,
  popUpOpenerPolicy,
  problemPage,
} from "../_shared/response"
import {
  callbackPath,
  readSettings,
  stateCookie,
  type OAuthContext,
  type OAuthSettings,
} from "../_shared/settings"
import { strings, pageLanguage, type Problem } from "../_shared/strings"

/** The `state` cookie's value, if the request carries exactly one. */
export const cookieState = (request: Request): string | undefined => {
  const values = (request.headers.get("Cookie") ?? "")
    .split(";")
    .map(part => part.trim())
    .filter(part => part.startsWith(`${stateCookie}=`))
    .map(part => part.slice(stateCookie.length + 1))
  return values.length === 1 && values[0] ? values[0] : undefined
}

/** Compares every character, so the time taken says nothing about how much matched. */
const sameText = (a: string, b: string) => {
  if (a.length !== b.length) return false
  let difference = 0
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i)
  return difference === 0
}

/** The state is used once: every answer of the callback clears it. */
const clearState = () => {
  const headers = new Headers()
  headers.append(
    "Set-Cookie",
    `${stateCookie}=; Path=${callbackPath}; Max-Age=0; HttpOnly; Secure; SameSite=Lax`
  )
  return headers
}

/** GitHub's token for the code, or the problem. Nothing GitHub says is passed on or logged. */
const exchange = async (
  settings: OAuthSettings,
  code: string,
  redirectUri: string
): Promise<{ token: string } | { problem: Problem }> => {
  try {
    const response = await fetch(new URL("/login/oauth/access_token", settings.github), {
      method: "POST",
      headers: { Accept: "application/json", "Content-Type": "application/json" },
      body: JSON.stringify({
        client_id: settings.clientId,
        client_secret: settings.clientSecret,
        code,
        redirect_uri: redirectUri,
      }),
      // A redirect is not an answer: it counts as a failure (not `ok`).
      redirect: "manual",
      signal: AbortSignal.timeout(10_000),
    })
    if (!response.ok) return { problem: "exchangeFailed" }
    const body: unknown = await response.json()
    const token =
      typeof body === "object" && body !== null && "access_token" in body
        ? body.access_token
        : undefined
    return typeof token === "string" && token ? { token } : { problem: "exchangeFailed" }
  } catch {
    return { problem: "exchangeFailed" }
  }
}

export const onRequest = async ({ request, env }: OAuthContext): Promise<Response> => {
  if (request.method !== "GET") return problemPage(request, "methodNotAllowed")
  const fail = (problem: Problem) => problemPage(request, problem, clearState())
  const settings = readSettings(env)
  if (!settings) return fail("notConfigured")

  const query = new URL(request.url).searchParams
  const expected = cookieState(request)
  const state = query.get("state") ?? ""
  if (!expected || !sameText(state, expected)) return fail("badState")
  const error = query.get("error")
  if (error) return fail(error === "access_denied" ? "denied" : "gitHubError")
  const code = query.get("code")
  if (!code) return fail("noCode")

  const result = await exchange(settings, code, new URL(callbackPath, request.url).href)
  if ("problem" in result) return fail(result.problem)

  const headers = baseHeaders(pagePolicy(await scriptHash()))
  clearState().forEach((value, name) => headers.append(name, value))
  headers.set("Content-Type", "text/html; charset=utf-8")
  // As on the way out (auth.ts): with `same-origin` the browser would cut `window.opener`, and
  // the token could not be handed over. The refusal pages keep `same-origin`: they send nothing.
  headers.set("Cross-Origin-Opener-Policy", popUpOpenerPolicy)
  const message = escapeHtml(successMessage(result.token))
  const extra = `<div id="${handshakeElementId}" data-message="${message}" hidden></div>
<script>${handshakeScript}</script>
`
  return new Response(page(request, strings[pageLanguage(request)].signingIn, extra), {
    status: 200,
    headers,
  })
}
