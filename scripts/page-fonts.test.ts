import { pageFonts, visibleText } from "./page-fonts"

const face = (file: string, range: string) =>
  `@font-face{font-family:"F";src:url(/static/${file}) format("woff2");unicode-range:${range}}`

const page = (body: string, preloads: string[]) =>
  `<html><head>${preloads.map(file => `<link rel="preload" href="/static/${file}" as="font">`).join("")}<style>${face("core.woff2", "U+0020-007E")}${face("polish.woff2", "U+0105,U+0142")}${face("rest.woff2", "U+0100-0104,U+0106-0141,U+0143-017F")}@font-face{font-family:"Fallback";src:local("Arial")}</style></head><body>${body}</body></html>`

describe("pageFonts", () => {
  it("lists the files whose range holds a character of the page's text", () => {
    expect(pageFonts(page("<p>Zażółć</p>", ["core.woff2"]))).toEqual({
      faces: ["/static/core.woff2", "/static/polish.woff2", "/static/rest.woff2"],
      used: ["/static/core.woff2", "/static/polish.woff2", "/static/rest.woff2"],
      preloads: ["/static/core.woff2"],
    })
    expect(pageFonts(page("<p>Mała</p>", [])).used).toEqual([
      "/static/core.woff2",
      "/static/polish.woff2",
    ])
  })

  it("reads text in alt and aria-label attributes and character references, not in scripts", () => {
    expect(pageFonts(page('<img alt="ł"><script>"ř"</script>', [])).used).toEqual([
      "/static/core.woff2",
      "/static/polish.woff2",
    ])
    expect(visibleText("<body><p>&#x105;&#322;&amp;</p></body>")).toContain("ął&")
  })
})
