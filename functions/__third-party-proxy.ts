/**
 * Cloudflare Pages Function for the third-party script proxy (scripts/serving/proxy.ts): Google's
 * tag, fetched for Partytown's worker through the site's own origin. `TAG_ORIGIN` (a binding)
 * replaces Google's origin, for tests.
 */
import { proxiedCacheControl, proxiedScript } from "../scripts/serving/proxy"

type Context = { request: Request; env: { TAG_ORIGIN?: string } }

const plainText = (status: number, text: string) =>
  new Response(`${text}\n`, { status, headers: { "content-type": "text/plain; charset=utf-8" } })

export const onRequestGet = async ({ request, env }: Context): Promise<Response> => {
  const target = proxiedScript(new URL(request.url).searchParams.get("url"), env.TAG_ORIGIN)
  if (!target) return plainText(400, "Only Google's tag is proxied here.")
  let upstream: Response
  try {
    upstream = await fetch(target)
  } catch {
    return plainText(502, "The tag host did not answer.")
  }
  return new Response(upstream.body, {
    status: upstream.status,
    headers: {
      "content-type": upstream.headers.get("content-type") ?? "application/javascript",
      "cache-control": upstream.ok ? proxiedCacheControl : "no-store",
      "x-content-type-options": "nosniff",
    },
  })
}
