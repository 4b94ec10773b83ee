/**
 * The proxy path for third-party scripts (Gatsby's `/__third-party-proxy?url=…`): Partytown's
 * worker fetches Google's tag through the site's own origin, since a worker's fetch needs CORS,
 * which the tag host does not promise. It proxies one script only, Google's tag for a GA4
 * measurement id; any other `url` is refused. Served by a Cloudflare Pages Function
 * (functions/__third-party-proxy.ts) and by nginx (render.ts); the upstream origin can be changed
 * (`TAG_ORIGIN`) so that tests and the benchmark answer it locally. The path itself is
 * `thirdPartyProxyPath` (src/lib/analytics.ts), where the page builds the proxied address.
 */
import { tagOrigin } from "../../src/lib/analytics"

/** A GA4 measurement id, as the proxy accepts it. */
const measurementIdPattern = "G-[A-Z0-9]{4,20}"
const measurementId = new RegExp(`^${measurementIdPattern}$`)

/** Google's tag host, as the proxy's upstream is told it (Host, TLS server name). */
export const tagHost = new URL(tagOrigin).host

/**
 * The upstream address for a proxied `url`, or undefined when it is not Google's tag. `origin`
 * replaces Google's, for a local stand-in.
 */
export const proxiedScript = (url: string | null, origin = tagOrigin): string | undefined => {
  if (!url) return undefined
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return undefined
  }
  const id = parsed.searchParams.get("id") ?? ""
  const only = [...parsed.searchParams.keys()].length === 1
  if (
    parsed.origin !== tagOrigin ||
    parsed.pathname !== "/gtag/js" ||
    !only ||
    !measurementId.test(id) ||
    parsed.hash
  )
    return undefined
  return `${origin.replace(/\/+$/, "")}/gtag/js?id=${id}`
}

/** The same rule for nginx: the encoded `url` argument, with the id captured first. */
const encodedTagPrefix = encodeURIComponent(`${tagOrigin}/gtag/js?id=`).replace(/\./g, "\\.")
export const nginxProxiedScript = `^${encodedTagPrefix}(${measurementIdPattern})$`

/** How long browsers and the CDN may keep the proxied tag (Google serves it for 15 minutes). */
export const proxiedCacheControl = "public, max-age=900"
