import { keepPrefixedWordsWhole, wrapTables } from "./scrollable-tables"

describe("wrapTables", () => {
  it("puts a table in a focusable scroll region named after its header row", () => {
    const html =
      "<p>x</p><table><thead><tr><th>Obszar</th><th>Strona</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table>"
    expect(wrapTables(html)).toBe(
      '<p>x</p><div class="table-scroll" tabindex="0" role="region" aria-label="Obszar · Strona"><table><thead><tr><th>Obszar</th><th>Strona</th></tr></thead><tbody><tr><td>a</td><td>b</td></tr></tbody></table></div>'
    )
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
