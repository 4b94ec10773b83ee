import { keepPrefixedWordsWhole, wrapTables } from "./scrollable-tables"

describe("wrapTables", () => {
  it("puts a table in a focusable scroll region named after its header row", () => {
    const html =
      "<p>x</p><table><thead><tr><th>Obszar</th><th>Strona</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>"
    expect(wrapTables(html)).toBe(
      '<p>x</p><div class="table-scroll" tabindex="0" role="region" aria-label="Obszar · Strona"><table><thead><tr><th>Obszar</th><th>Strona</th></tr></thead><tbody><tr><td data-label="Obszar">a</td><td data-label="Strona">b</td></tr></tbody></table></div>'
    )
  })

  it("labels every body cell with its column's heading, as a phone shows it above the value", () => {
    const html =
      '<table><thead><tr><th align="left">Typ &amp; cel</th><th>Kiedy „warto”</th></tr></thead><tbody><tr><td>a</td><td align="left">b</td></tr><tr><td>c</td><td>d</td></tr></tbody></table>'
    const out = wrapTables(html)
    expect(out.match(/data-label="Typ &amp; cel"/g)).toHaveLength(2)
    expect(out.match(/data-label="Kiedy „warto”"/g)).toHaveLength(2)
    expect(out).toContain('<td data-label="Kiedy „warto”" align="left">b</td>')
    expect(out).toContain('<th align="left">Typ &amp; cel</th>')
  })

  it("leaves HTML without tables as it is", () => {
    expect(wrapTables("<p>text</p>")).toBe("<p>text</p>")
  })
})

describe("keepPrefixedWordsWhole", () => {
  it("wraps e-mail and its forms in a no-wrap span, in text only", () => {
    expect(
      keepPrefixedWordsWhole(
        '<p title="e-mail">Wyślij e-maila, a nie e-mail.</p><a href="/e-mail">x</a>'
      )
    ).toBe(
      '<p title="e-mail">Wyślij <span class="nowrap">e-maila</span>, a nie <span class="nowrap">e-mail</span>.</p><a href="/e-mail">x</a>'
    )
  })

  it("leaves longer hyphenated words and dashes alone", () => {
    expect(keepPrefixedWordsWhole("<p>front-end – B2B-portal</p>")).toBe(
      "<p>front-end – B2B-portal</p>"
    )
  })
})
