import { canonicalFile, gatsbyFile } from "./canonical"

const page = (href: string) =>
  `<html><head><link rel="canonical" href="${href}"/></head><body></body></html>`

describe("a page's file", () => {
  it("moves to where its canonical address is served without a redirect", () => {
    expect(canonicalFile("kontakt/index.html", page("https://example.pl/kontakt"))).toBe(
      "kontakt.html"
    )
    expect(canonicalFile("en/contact/index.html", page("https://example.pl/en/contact/"))).toBe(
      null
    )
    expect(canonicalFile("index.html", page("https://example.pl/"))).toBe(null)
    expect(canonicalFile("404.html", "<html></html>")).toBe(null)
  })

  it("goes back to where Gatsby wrote it, and only a moved page does", () => {
    expect(gatsbyFile("kontakt.html", page("https://example.pl/kontakt"))).toBe(
      "kontakt/index.html"
    )
    expect(gatsbyFile("blog/a/b.html", page("https://example.pl/blog/a/b"))).toBe(
      "blog/a/b/index.html"
    )
    expect(gatsbyFile("kontakt/index.html", page("https://example.pl/kontakt"))).toBe(null)
    expect(gatsbyFile("en/contact/index.html", page("https://example.pl/en/contact/"))).toBe(null)
    expect(gatsbyFile("404.html", "<html></html>")).toBe(null)
    expect(gatsbyFile("_gatsby/slices/x.html", "<div></div>")).toBe(null)
  })

  it("makes the round trip", () => {
    const html = page("https://example.pl/uslugi/strony-internetowe/landing-page")
    const moved = canonicalFile("uslugi/strony-internetowe/landing-page/index.html", html)!
    expect(gatsbyFile(moved, html)).toBe("uslugi/strony-internetowe/landing-page/index.html")
  })
})
