/** Text of the post's HTML (its entities already escaped) as an attribute's value. */
const attribute = (text: string) => text.replace(/"/g, "&quot;")

/**
 * Gives each body cell its column's heading (`data-label`), which a phone shows above the value
 * when the rows stack as cards (post-layout.ts). The table keeps its own elements' semantics: the
 * HTML check forbids ARIA roles on them, and Chromium and Firefox keep a table a table whatever
 * its CSS display (the end-to-end test reads it as one on a phone).
 */
const labelCells = (inner: string, headings: string[]): string =>
  inner.replace(/<tbody>([\s\S]*?)<\/tbody>/, (body: string) =>
    body.replace(/<tr>([\s\S]*?)<\/tr>/g, (row: string) => {
      let column = 0
      return row.replace(/<td(?=[\s>])/g, () => {
        const label = headings[column]
        column += 1
        return label ? `<td data-label="${attribute(label)}"` : "<td"
      })
    })
  )

/**
 * Puts each table of a post's HTML in its own scroll box: a wide table scrolls sideways inside it
 * (not the page), shows a shadow at the edge it can still scroll to, and the box takes keyboard
 * focus so it scrolls with the arrow keys. Named after its header row, for screen readers. On a
 * phone the rows stack as cards instead, each value under its column's heading.
 */
export const wrapTables = (html: string): string =>
  html.replace(/<table>([\s\S]*?)<\/table>/g, (_table, inner: string) => {
    const header = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? ""
    const headings = [...header.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map(cell =>
      cell[1].replace(/<[^>]+>/g, "").trim()
    )
    const name = headings.filter(Boolean).join(" · ")
    const label = name ? ` role="region" aria-label="${attribute(name)}"` : ""
    return `<div class="table-scroll" tabindex="0"${label}><table>${labelCells(inner, headings)}</table></div>`
  })

/**
 * Keeps words with a one- or two-letter prefix ("e-mail", "e-maila", "e-sklep") whole: a browser
 * may break a line after any hyphen, which leaves "e-" alone at a line's end. Only text between
 * tags changes, never an attribute.
 */
export const keepPrefixedWordsWhole = (html: string): string =>
  html
    .split(/(<[^>]*>)/)
    .map(part =>
      part.startsWith("<")
        ? part
        : part.replace(
            /(^|[^\p{L}\d-])(\p{L}{1,2}-\p{L}+)(?![\p{L}-])/gu,
            '$1<span class="nowrap">$2</span>'
          )
    )
    .join("")
