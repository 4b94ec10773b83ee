import { describe, expect, it } from "vitest"
import { readPrefill, sanitizeBrief } from "./prefill"
import { maxLengths } from "./values"

describe("readPrefill", () => {
  it("preselects a known service and brings the brief", () => {
    expect(readPrefill("?service=websites-seo&brief=Strona%20dla%20kliniki")).toEqual({
      need: "websites-seo",
      message: "Strona dla kliniki",
    })
    expect(readPrefill("?service=care")).toEqual({ need: "care" })
    expect(readPrefill("?service=other")).toEqual({ need: "other" })
  })

  it("ignores an unknown service, an empty brief and no query at all", () => {
    expect(readPrefill("?service=__proto__&brief=%20%20")).toEqual({})
    expect(readPrefill("?service=WEBSITES")).toEqual({})
    expect(readPrefill("")).toEqual({})
  })

  it("keeps a hostile brief as harmless plain text, capped to the message's maximum", () => {
    const hostile = `<img src=x onerror=alert(1)>\u202Egnp.exe\u0000\u0007${"a".repeat(6000)}`
    const { message } = readPrefill(`?brief=${encodeURIComponent(hostile)}`)
    expect(message).toBeDefined()
    expect(message).not.toMatch(/[\u202E]/)
    expect(message).not.toContain("\u0000")
    expect(message).not.toContain("\u0007")
    expect([...message!]).toHaveLength(maxLengths.message)
    // Markup stays text: the field shows it, nothing runs it.
    expect(message!.startsWith("<img src=x onerror=alert(1)>gnp.exe")).toBe(true)
  })

  it("keeps line breaks and counts characters as the field does", () => {
    expect(sanitizeBrief("Rozmiar: 5 stron\r\nTermin: 2 miesiące\r")).toBe(
      "Rozmiar: 5 stron\nTermin: 2 miesiące"
    )
    expect([...sanitizeBrief("🙂".repeat(maxLengths.message + 10))]).toHaveLength(
      maxLengths.message
    )
  })
})
