import { describe, expect, it } from "vitest"
import { markExternalLinks } from "./external-links"

describe("markExternalLinks", () => {
  it("opens links that leave the site safely in a new tab", () => {
    expect(
      markExternalLinks('<a href="https://web.dev/">web.dev</a>', "https://www.example.com")
    ).toBe('<a href="https://web.dev/" target="_blank" rel="noopener noreferrer">web.dev</a>')
  })

  it("leaves links within the site alone", () => {
    const html =
      '<a href="/en/contact/">contact</a> <a href="https://www.example.com/blog">blog</a>'
    expect(markExternalLinks(html, "https://www.example.com")).toBe(html)
  })
})
