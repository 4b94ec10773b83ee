import crypto from "crypto"
import { withPolicy } from "./page-policy"

const sha256 = (text: string) => crypto.createHash("sha256").update(text, "utf8").digest("base64")

const page =
  '<html><head><meta charSet="utf-8"/><title>Kontakt</title></head><body>' +
  "<script>window.a=1</script>" +
  '<script type="application/ld+json">{"@type":"Organization"}</script>' +
  '<script src="/app-0123456789abcdef0123.js"></script></body></html>'

const policyOf = (html: string) =>
  /<meta http-equiv="Content-Security-Policy" content="([^"]*)"\/>/.exec(html)?.[1] ?? ""

describe("withPolicy", () => {
  it("puts the page's policy right after its charset, before any script", () => {
    expect(withPolicy(page)).toMatch(
      /^<html><head><meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="[^"]+"\/><title>/
    )
  })

  it("allows the page's inline scripts by hash, but not its JSON-LD, which is data", () => {
    const policy = policyOf(withPolicy(page))
    expect(policy).toContain(`'sha256-${sha256("window.a=1")}'`)
    expect(policy).not.toContain(sha256('{"@type":"Organization"}'))
  })

  it("writes the policy of a page that has one anew, once", () => {
    const once = withPolicy(page)
    const changed = once.replace("window.a=1", "window.a=2")
    const again = withPolicy(changed)
    expect(again.match(/Content-Security-Policy/g)).toHaveLength(1)
    expect(policyOf(again)).toContain(sha256("window.a=2"))
    expect(withPolicy(once)).toBe(once)
  })
})
