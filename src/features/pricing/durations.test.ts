import { describe, expect, it } from "vitest"
import { languages } from "../../i18n/languages"
import { readLocale } from "../../i18n/locale-files"

/**
 * How long a project takes is pricing data (content/pricing.json, `weeksFrom`/`weeksTo`), which
 * the agency edits and the package cards show. Copy that states a duration of its own drifts from
 * it: "2–4 weeks" in a page's process beside "2–3 weeks" on its price card. Only the pricing
 * namespace's templates, filled from the data, may name weeks with a figure.
 */
const statedDuration = /\d+\s*(?:[–-]\s*\d+\s*)?(?:tygodni|tygodnie|tydzień|tyg\.|weeks?)\b/i

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

  it("would catch a figure in weeks in either language", () => {
    expect(statedDuration.test("trwa zwykle 6–12 tygodni")).toBe(true)
    expect(statedDuration.test("usually ready in 2-3 weeks")).toBe(true)
    expect(statedDuration.test("po pierwszych tygodniach kampanii")).toBe(false)
  })
})
