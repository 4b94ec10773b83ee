import { withoutNulBytes } from "./nul-bytes"

describe("withoutNulBytes", () => {
  it("joins a character that a NUL byte split back together", () => {
    const [first, second] = Buffer.from("ó")
    const page = Buffer.from([...Buffer.from("<p>Kr"), first, 0, second, ...Buffer.from("l</p>")])
    expect(withoutNulBytes(page)).toBe("<p>Król</p>")
  })

  it("gives a page without NUL bytes back as it is", () => {
    expect(withoutNulBytes(Buffer.from("<p>Zażółć gęślą jaźń</p>"))).toBe(
      "<p>Zażółć gęślą jaźń</p>"
    )
  })
})
