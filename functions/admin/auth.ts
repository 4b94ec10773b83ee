/**
 * GET /admin/auth: the content manager's "Login with GitHub" opens this in a pop-up. It sends the
 * editor to GitHub's authorize page with the app's client id, the configured scope and a fresh
 * random `state`, which it also keeps in a cookie that only /admin/callback receives. Decap's
 * query (`provider`, `site_id`, `scope`) is not read: nothing the request brings decides where
 * the editor goes.
 */
import { baseHeaders, popUpOpenerPolicy, problemPage } from "../_shared/response"
import {
  callbackPath,
  readSettings,
  stateCookie,
  stateMaxAge,
  type OAuthContext,
} from "../_shared/settings"

/** 32 random bytes from Web Crypto, base64url. */
export const newState = (): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(32))
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "")
}

export const onRequest = async ({ request, env }: OAuthContext): Promise<Response> => {
  if (request.method !== "GET") return problemPage(request, "methodNotAllowed")
  const settings = readSettings(env)
  if (!settings) return problemPage(request, "notConfigured")

  const state = newState()
  const authorize = new URL("/login/oauth/authorize", settings.github)
  authorize.search = new URLSearchParams({
    client_id: settings.clientId,
    redirect_uri: new URL(callbackPath, request.url).href,
    scope: settings.scope,
    state,
    allow_signup: "false",
  }).toString()

  const headers = baseHeaders()
  headers.set("Location", authorize.href)
  // The pop-up's way to GitHub and back must keep its `window.opener`, the admin, which sends
  // `same-origin-allow-popups`: browsers weigh this policy on each redirect too, and `same-origin`
  // here would move the pop-up into a group of its own before it ever reaches GitHub.
  headers.set("Cross-Origin-Opener-Policy", popUpOpenerPolicy)
  headers.append(
    "Set-Cookie",
    `${stateCookie}=${state}; Path=${callbackPath}; Max-Age=${stateMaxAge}; HttpOnly; Secure; SameSite=Lax`
  )
  return new Response(null, { status: 302, headers })
}
