/**
 * bench/results/results.md: one section per part of the benchmark, each with the date it was
 * measured. A part left out of a run (a --skip-* flag) keeps its section from the previous run.
 */

export const sections = {
  lighthouse: "Lighthouse",
  inp: "Interaction latency",
  returning: "Returning visitors",
  portfolio: "Portfolio page data",
  blogLists: "Blog list page data",
  scaling: "Cold builds",
  warm: "Warm rebuild and CDN check",
  ab: "Start-up machinery A/B",
  tags: "Analytics tag strategies",
  load: "Load",
} as const

type SectionId = keyof typeof sections
export type Sections = Partial<Record<SectionId, string>>

const ids = Object.keys(sections) as SectionId[]

/**
 * The sections of a results file. A file from before the sections had headings holds the
 * Lighthouse table, then "Page data with …", then the build-time table; it is read that way.
 */
export const parseResults = (markdown: string): Sections => {
  const parsed: Sections = {}
  if (!/^## /m.test(markdown)) {
    const portfolio = markdown.indexOf("Page data with ")
    const scaling = markdown.indexOf("| posts per language")
    const ends = [portfolio, scaling].filter(index => index >= 0)
    const lighthouse = markdown.slice(0, ends.length ? Math.min(...ends) : undefined)
    const body = lighthouse.replace(/^# Benchmark\s*/, "").trim()
    if (body) parsed.lighthouse = body
    if (portfolio >= 0)
      parsed.portfolio = markdown.slice(portfolio, scaling > portfolio ? scaling : undefined).trim()
    if (scaling >= 0) parsed.scaling = markdown.slice(scaling).trim()
    return parsed
  }
  for (const part of markdown.split(/^## /m).slice(1)) {
    const newline = part.indexOf("\n")
    const title = (newline < 0 ? part : part.slice(0, newline)).trim()
    const id = ids.find(key => sections[key] === title)
    if (id) parsed[id] = part.slice(newline + 1).trim()
  }
  return parsed
}

export const renderResults = (parts: Sections): string =>
  [
    "# Benchmark",
    ...ids.filter(id => parts[id]).map(id => `## ${sections[id]}\n\n${parts[id]!.trim()}`),
  ].join("\n\n") + "\n"

/** A Markdown table with its columns padded, as prettier writes it. */
export const markdownTable = (header: string[], rows: string[][]): string => {
  const widths = header.map((cell, column) =>
    Math.max(3, cell.length, ...rows.map(row => (row[column] ?? "").length))
  )
  const line = (cells: string[]) =>
    `| ${cells.map((cell, column) => cell.padEnd(widths[column])).join(" | ")} |`
  return [line(header), line(widths.map(width => "-".repeat(width))), ...rows.map(line)].join("\n")
}

/** The cells of a Markdown table's rows (header and separator left out). */
const tableCells = (markdown: string): { header: string[]; rows: string[][] } => {
  const lines = markdown.split("\n").filter(line => line.trim().startsWith("|"))
  const cells = (line: string) =>
    line
      .trim()
      .replace(/^\||\|$/g, "")
      .split("|")
      .map(cell => cell.trim())
  if (lines.length < 2) return { header: [], rows: [] }
  return { header: cells(lines[0]), rows: lines.slice(2).map(cells) }
}

/**
 * The rows of a previous table whose `column` holds `value`, when that table has the same
 * columns as `header` (an older layout is not carried over).
 */
export const previousRows = (
  markdown: string | undefined,
  header: string[],
  column: string,
  value: string
): string[][] => {
  if (!markdown) return []
  const table = tableCells(markdown)
  if (table.header.join("|") !== header.join("|")) return []
  const index = header.indexOf(column)
  return table.rows.filter(row => row[index] === value)
}
