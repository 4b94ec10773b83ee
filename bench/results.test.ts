import { markdownTable, parseResults, previousRows, renderResults } from "./results"

const header = ["page", "visitor", "goals"]

describe("the results file", () => {
  it("reads a file from before the sections had headings", () => {
    const legacy = [
      "# Benchmark",
      "",
      "2026-11-23, Lighthouse.",
      "",
      "| page | perf |",
      "|---|---|",
      "| home | 1.00 |",
      "",
      "Page data with 30 portfolio projects per language: build checks passed.",
      "",
      "| page | page data KB |",
      "|---|---|",
      "",
      "| posts per language | pages |",
      "|---|---|",
      "| 10 | 67 |",
      "",
    ].join("\n")
    const parsed = parseResults(legacy)
    expect(parsed.lighthouse).toMatch(/^2026-11-23, Lighthouse\.[\s\S]*\| home \| 1\.00 \|$/)
    expect(parsed.portfolio).toMatch(/^Page data with[\s\S]*page data KB \|\n\|---\|---\|$/)
    expect(parsed.scaling).toBe("| posts per language | pages |\n|---|---|\n| 10 | 67 |")
    expect(parsed.inp).toBeUndefined()
  })

  it("keeps every section through a write and a read", () => {
    const parts = { lighthouse: "L", inp: "I", warm: "W\n\n| a |\n| --- |" }
    const text = renderResults(parts)
    expect(text).toBe(
      "# Benchmark\n\n## Lighthouse\n\nL\n\n## Interaction latency\n\nI\n\n## Warm rebuild and CDN check\n\nW\n\n| a |\n| --- |\n"
    )
    expect(parseResults(text)).toEqual(parts)
  })

  it("pads tables as prettier does", () => {
    expect(markdownTable(["a", "bb"], [["long", "1"]])).toBe(
      "| a    | bb  |\n| ---- | --- |\n| long | 1   |"
    )
  })

  it("carries over the rows of one visitor from a table of the same layout only", () => {
    const table = markdownTable(header, [
      ["home", "first visit", "met"],
      ["home", "consented", "missed"],
    ])
    expect(previousRows(`Text.\n\n${table}\n\nSummary.`, header, "visitor", "consented")).toEqual([
      ["home", "consented", "missed"],
    ])
    expect(previousRows(table, ["page", "goals"], "visitor", "consented")).toEqual([])
    expect(previousRows(undefined, header, "visitor", "consented")).toEqual([])
  })
})
