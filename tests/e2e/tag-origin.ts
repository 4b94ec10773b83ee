/**
 * The local stand-in for Google's tag host and GA4's collection hosts during the end-to-end
 * suite (see tag-stand-in.ts), on https://127.0.0.1:PORT with a self-signed certificate. Chromium
 * reaches it under Google's host names (`standInFlags`). It answers:
 *   - `/gtag/js?id=…` on the tag host: the stand-in tag;
 *   - `/g/collect` on a collection host: records the hit in the ledger (204, as Google answers);
 *   - `/ledger?cid=…`: the hits received for that client id, as JSON;
 *   - `/` on the site elsewhere (`elsewhereHost`): a page of another site;
 *   - `/`: the readiness check. Anything else is 404.
 */
import https from "https"
import { selfSignedCertificate } from "./certificate"
import {
  collectHost,
  elsewhereHost,
  hitFromQuery,
  standInTag,
  tagHost,
  type Hit,
} from "./tag-stand-in"

const port = Number(process.env.PORT ?? 9300)
const hits: Hit[] = []
const tag = standInTag()

https
  .createServer(selfSignedCertificate([tagHost, "*.google-analytics.com"]), (request, response) => {
    const host = (request.headers.host ?? "").replace(/:\d+$/, "")
    const url = new URL(request.url ?? "/", `https://${host || "127.0.0.1"}`)
    request.resume()
    if (request.method === "GET" && host === tagHost && url.pathname === "/gtag/js") {
      response.writeHead(200, { "content-type": "application/javascript; charset=UTF-8" })
      response.end(tag)
    } else if (
      url.pathname === "/g/collect" &&
      (host === collectHost || host.endsWith(".google-analytics.com"))
    ) {
      hits.push(hitFromQuery(url.searchParams))
      response.writeHead(204, {
        "access-control-allow-origin": String(request.headers.origin ?? "*"),
        "access-control-allow-credentials": "true",
      })
      response.end()
    } else if (url.pathname === "/ledger") {
      const cid = url.searchParams.get("cid")
      response.writeHead(200, { "content-type": "application/json" })
      response.end(JSON.stringify(hits.filter(hit => hit.cid === cid)))
    } else if (host === elsewhereHost && url.pathname === "/") {
      response.writeHead(200, { "content-type": "text/html; charset=utf-8" })
      response.end(
        '<!doctype html><html lang="en"><title>Elsewhere</title><h1>Another site</h1></html>'
      )
    } else if (url.pathname === "/") response.writeHead(200).end("ready\n")
    else response.writeHead(404).end()
  })
  .listen(port, "127.0.0.1", () =>
    console.log(`Google's hosts stand-in on https://127.0.0.1:${port}`)
  )
