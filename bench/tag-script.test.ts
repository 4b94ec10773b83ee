import zlib from "zlib"
import { collectUrl, standInTag } from "./tag-script"

const source = standInTag()

/** Runs the stand-in with a minimal window; returns the beacons it sent. */
const run = (dataLayer: unknown[]) => {
  const beacons: string[] = []
  const win: Record<string, unknown> = {
    navigator: { sendBeacon: (url: string) => beacons.push(url) },
    location: { href: "https://example.test/en/" },
    dataLayer,
  }
  const doc = {
    currentScript: { src: "https://www.googletagmanager.com/gtag/js?id=G-TEST0001" },
    title: "Home",
  }
  new Function("window", "document", "performance", source)(win, doc, performance)
  return { beacons, win }
}

// gtag() queues `arguments` objects, not arrays.
const args = (...values: unknown[]) =>
  (function (..._: unknown[]) {
    // eslint-disable-next-line prefer-rest-params
    return arguments
  })(...values)

describe("the gtag stand-in", () => {
  it("is the same every time", () => {
    expect(standInTag()).toBe(source)
  })

  it("is about the real tag's size: about 300 KB, about 99 KB with brotli", () => {
    const brotli = zlib.brotliCompressSync(source, {
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 },
    })
    expect(source.length / 1024).toBeGreaterThan(280)
    expect(source.length / 1024).toBeLessThan(330)
    expect(brotli.length / 1024).toBeGreaterThan(94)
    expect(brotli.length / 1024).toBeLessThan(104)
  })

  it("reads the queue and sends a page view with the tracking id once consent is granted", () => {
    const { beacons, win } = run([
      args("consent", "default", { analytics_storage: "denied" }),
      args("consent", "update", { analytics_storage: "granted" }),
      args("config", "G-TEST0001", { send_page_view: false }),
      args("event", "page_view", { page_path: "/en/" }),
    ])
    expect(beacons).toHaveLength(1)
    expect(beacons[0].startsWith(`${collectUrl}?`)).toBe(true)
    const params = new URL(beacons[0]).searchParams
    expect(params.get("tid")).toBe("G-TEST0001")
    expect(params.get("en")).toBe("page_view")
    expect(params.get("ep.page_path")).toBe("/en/")
    // Later pushes go through the tag too.
    ;(win.dataLayer as { push: (entry: unknown) => void }).push(args("event", "LCP", { value: 1 }))
    expect(beacons).toHaveLength(2)
  })

  it("sends nothing while analytics storage is denied", () => {
    const { beacons } = run([
      args("consent", "default", { analytics_storage: "denied" }),
      args("event", "page_view", {}),
    ])
    expect(beacons).toHaveLength(0)
  })
})
