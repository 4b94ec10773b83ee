import { wrapTables } from "./scrollable-tables"

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
