import { describe, expect, it } from "vitest"
import { mainCopyWords } from "./main-copy"

describe("mainCopyWords", () => {
  it("counts the words inside main only, without markup, scripts or symbols", () => {
    const html = `<html><body><nav>Menu items here</nav><main id="main"><h1>Two words</h1>
      <p>Three <a href="/x">more</a> words &ndash; and&nbsp;two.</p><script>var a = 1</script>
      <style>p { color: red }</style></main><footer>Footer text</footer></body></html>`
    expect(mainCopyWords(html)).toBe(7)
  })

  it("counts nothing on a page without main", () => {
    expect(mainCopyWords("<p>Loose text</p>")).toBe(0)
  })
})
