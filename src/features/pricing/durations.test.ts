import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { languages } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"
import { walk } from "../../lib/files"

/**
 * How long a project takes is pricing data (content/pricing.json, `weeksFrom`/`weeksTo`), which
 * the agency edits and the package cards show. Copy that states a duration of its own drifts from
 * it: "2–4 weeks" in a page's process beside "2–3 weeks" on its price card. Only the pricing
 * namespace's templates, filled from the data, may name weeks with a figure.
 */
const statedDuration = /\d+\s*(?:[–-]\s*\d+\s*)?(?:tygodni|tygodnie|tydzień|tyg\.|weeks?)\b/i

/** A span of months with figures ("2–4 miesiące"), the way a post would size a project. */
const statedMonths = /\d+\s*[–-]\s*\d+\s*(?:miesięcy|miesiące|months)\b/i

const strings = (value: unknown, path: string): [string, string][] =>
  typeof value === "string"
    ? [[path, value]]
    : Array.isArray(value)
      ? value.flatMap((item, index) => strings(item, `${path}.${index}`))
      : value && typeof value === "object"
        ? Object.entries(value).flatMap(([key, item]) => strings(item, `${path}.${key}`))
        : []

describe("durations", () => {
  it("come from the pricing data: no locale string states weeks of its own", () => {
    for (const language of languages) {
      const stated = Object.entries(readLocale(language))
        .filter(([ns]) => ns !== "pricing")
        .flatMap(([ns, content]) => strings(content, `${language}/${ns}`))
        .filter(([, text]) => statedDuration.test(text))
        .map(([path, text]) => `${path}: ${text}`)
      expect(stated).toEqual([])
    }
  })

  it("come from the pricing data in posts too: no post sizes a project in weeks or months", () => {
    // A reader takes the agency's blog for the agency's terms; the service pages state them.
    const stated = walk(path.resolve("content/blog"))
      .filter(file => file.endsWith(".md"))
      .flatMap(file =>
        fs
          .readFileSync(file, "utf8")
          .split("\n")
          .map((line, index) => ({ line, at: `${path.relative(".", file)}:${index + 1}` }))
      )
      .filter(({ line }) => statedDuration.test(line) || statedMonths.test(line))
      .map(({ line, at }) => `${at}: ${line}`)
    expect(stated).toEqual([])
  })

  it("would catch a figure in weeks in either language", () => {
    expect(statedDuration.test("trwa zwykle 6–12 tygodni")).toBe(true)
    expect(statedDuration.test("usually ready in 2-3 weeks")).toBe(true)
    expect(statedDuration.test("po pierwszych tygodniach kampanii")).toBe(false)
    expect(statedMonths.test("zwykle 2–4 miesiące na pierwszą wersję")).toBe(true)
    expect(statedMonths.test("usually a few months")).toBe(false)
  })
})
