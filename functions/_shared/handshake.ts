/**
 * Decap's pop-up protocol for an external OAuth client (decap-cms-lib-auth, `Authenticator`):
 * the pop-up tells its opener `authorizing:github`; the opener, if the message comes from the
 * `base_url` it was configured with, echoes it back; the pop-up then sends
 * `authorization:github:success:{"token":…,"provider":"github"}` and the opener closes it.
 *
 * Both messages go to the page's own origin only, never `*`: a window that is not the site's
 * content manager (an attacker's page that opened the sign-in) gets nothing. The token sits in a
 * data attribute, so the script is the same on every answer and its hash can be stated.
 */
export const provider = "github"

export const successMessage = (token: string) =>
  `authorization:${provider}:success:${JSON.stringify({ token, provider })}`

export const handshakeElementId = "handshake"

export const handshakeScript = `(() => {
  const origin = window.location.origin
  const opener = window.opener
  const message = document.getElementById("${handshakeElementId}").dataset.message
  if (!opener || !message) return
  window.addEventListener("message", event => {
    if (event.origin === origin && event.source === opener && event.data === "authorizing:${provider}")
      opener.postMessage(message, origin)
  })
  opener.postMessage("authorizing:${provider}", origin)
})()`

/** The script's SHA-256 as a CSP source expects it: base64 of the digest of its UTF-8 text. */
export const scriptHash = async (script: string = handshakeScript): Promise<string> => {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(script))
  return btoa(String.fromCharCode(...new Uint8Array(digest)))
}
