/**
 * A local HTTPS stand-in for Google's tag host and collection endpoint, so the benchmark can
 * measure the site as built for production (with a tracking id) on machines that cannot reach
 * Google. Chromium is pointed at it with `tagHostFlags` (host-resolver rules, and the self-signed
 * certificate accepted).
 */
import https from "https"
import type { AddressInfo } from "net"
import zlib from "zlib"
import { standInTag } from "./tag-script"
import { selfSignedCertificate } from "../tests/e2e/certificate"

/** The tracking id the benchmark builds with. */
export const benchTrackingId = "G-BENCH00001"

export const tagHost = "www.googletagmanager.com"
const collectHostPattern = "*.google-analytics.com"

/** Chromium flags that send the tag's hosts to the stand-in on 127.0.0.1:port. */
export const tagHostFlags = (port: number): string[] => [
  `--host-resolver-rules=MAP ${tagHost}:443 127.0.0.1:${port},MAP ${collectHostPattern}:443 127.0.0.1:${port}`,
  "--ignore-certificate-errors",
]

/**
 * Flags as one string for Lighthouse's `--chrome-flags`, which it parses like a command line:
 * a value with spaces is quoted, or it is split and silently ignored.
 */
export const chromeFlagsString = (flags: string[]): string =>
  flags
    .map(flag => {
      const [name, ...rest] = flag.split("=")
      const value = rest.join("=")
      return /\s/.test(value) ? `${name}="${value}"` : flag
    })
    .join(" ")

export type TagServer = {
  port: number
  /** Requests served so far: the tag (and with which encoding) and the beacons. */
  hits: { tag: number; tagBrotli: number; collect: number }
  tagBytes: { raw: number; brotli: number }
  close: () => Promise<void>
}

/** Starts the stand-in on a free port of 127.0.0.1. */
export const startTagServer = async (): Promise<TagServer> => {
  const raw = Buffer.from(standInTag())
  const brotli = zlib.brotliCompressSync(raw, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
    },
  })
  const hits = { tag: 0, tagBrotli: 0, collect: 0 }
  const server = https.createServer(
    selfSignedCertificate([tagHost, collectHostPattern]),
    (request, response) => {
      const url = new URL(request.url ?? "/", `https://${request.headers.host ?? tagHost}`)
      if (url.pathname === "/gtag/js" && url.hostname === tagHost) {
        hits.tag++
        const br = /\bbr\b/.test(String(request.headers["accept-encoding"] ?? ""))
        if (br) hits.tagBrotli++
        // As Google serves it.
        response.writeHead(200, {
          "content-type": "application/javascript; charset=UTF-8",
          "cache-control": "private, max-age=900",
          vary: "Accept-Encoding",
          "cross-origin-resource-policy": "cross-origin",
          ...(br ? { "content-encoding": "br" } : {}),
          "content-length": String(br ? brotli.length : raw.length),
        })
        response.end(br ? brotli : raw)
      } else if (url.pathname === "/g/collect" && url.hostname.endsWith(".google-analytics.com")) {
        hits.collect++
        request.resume()
        response.writeHead(204, {
          "access-control-allow-origin": String(request.headers.origin ?? "*"),
          "access-control-allow-credentials": "true",
          "cache-control": "no-cache, no-store, must-revalidate",
        })
        response.end()
      } else {
        response.writeHead(404).end()
      }
    }
  )
  await new Promise<void>(resolve => server.listen(0, "127.0.0.1", resolve))
  return {
    port: (server.address() as AddressInfo).port,
    hits,
    tagBytes: { raw: raw.length, brotli: brotli.length },
    close: () =>
      new Promise(resolve => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}
