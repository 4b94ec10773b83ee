/**
 * Puts each table of a post's HTML in its own scroll box: a wide table scrolls sideways inside it
 * (not the page), shows a shadow at the edge it can still scroll to, and the box takes keyboard
 * focus so it scrolls with the arrow keys. Named after its header row, for screen readers.
 */
export const wrapTables = (html: string): string =>
  html.replace(/<table>([\s\S]*?)<\/table>/g, (table, inner: string) => {
    const header = /<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? ""
    const name = [...header.matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)]
      .map(cell => cell[1].replace(/<[^>]+>/g, "").trim())
      .filter(Boolean)
      .join(" · ")
    const label = name ? ` role="region" aria-label="${name.replace(/"/g, "&quot;")}"` : ""
    return `<div class="table-scroll" tabindex="0"${label}>${table}</div>`
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
