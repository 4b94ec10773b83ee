import { afterEach, describe, expect, it, vi } from "vitest"
import { onRequestGet } from "../../functions/__third-party-proxy"
import { nginxProxiedScript, proxiedScript } from "./proxy"
import { thirdPartyProxyPath } from "../../src/lib/analytics"

const tag = "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9"
const request = (url: string) =>
  new Request(`https://www.example.com${thirdPartyProxyPath}?url=${encodeURIComponent(url)}`)

describe("the third-party script proxy", () => {
  afterEach(() => vi.unstubAllGlobals())

  it("proxies Google's tag for a measurement id, and nothing else", () => {
    expect(proxiedScript(tag)).toBe(tag)
    expect(proxiedScript(tag, "http://127.0.0.1:9300/")).toBe(
      "http://127.0.0.1:9300/gtag/js?id=G-ABC123XYZ9"
    )
    for (const url of [
      null,
      "",
      "not a url",
      "https://evil.example/gtag/js?id=G-ABC123XYZ9",
      "http://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9",
      "https://www.googletagmanager.com/gtm.js?id=GTM-ABC123",
      "https://www.googletagmanager.com/gtag/js?id=UA-1234-1",
      "https://www.googletagmanager.com/gtag/js?id=G-ABC123XYZ9&l=x",
      "https://www.googletagmanager.com@evil.example/gtag/js?id=G-ABC123XYZ9",
    ])
      expect(proxiedScript(url), String(url)).toBeUndefined()
  })

  it("gives nginx the same rule for the encoded address", () => {
    const rule = new RegExp(nginxProxiedScript)
    expect(encodeURIComponent(tag).match(rule)?.[1]).toBe("G-ABC123XYZ9")
    expect(rule.test(encodeURIComponent("https://evil.example/gtag/js?id=G-ABC123XYZ9"))).toBe(
      false
    )
    expect(rule.test(encodeURIComponent(`${tag}&l=x`))).toBe(false)
  })

  it("answers the tag from upstream on Cloudflare, and refuses other addresses", async () => {
    const fetched: string[] = []
    vi.stubGlobal("fetch", async (url: string) => {
      fetched.push(url)
      return new Response("/* tag */", { headers: { "content-type": "application/javascript" } })
    })
    const ok = await onRequestGet({ request: request(tag), env: {} })
    expect(ok.status).toBe(200)
    expect(await ok.text()).toBe("/* tag */")
    expect(ok.headers.get("cache-control")).toBe("public, max-age=900")
    expect(fetched).toEqual([tag])
    const refused = await onRequestGet({ request: request("https://evil.example/x.js"), env: {} })
    expect(refused.status).toBe(400)
    expect(fetched).toHaveLength(1)
  })

  it("says so when the tag host does not answer", async () => {
    vi.stubGlobal("fetch", async () => {
      throw new TypeError("fetch failed")
    })
    expect((await onRequestGet({ request: request(tag), env: {} })).status).toBe(502)
  })
})
