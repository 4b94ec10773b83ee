import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { describe, expect, it } from "vitest"
import { homeScriptBudgetKb } from "../../config/budgets"
import { languages } from "../../i18n/languages"

const root = path.resolve(__dirname, "../../..")
const study = (language: string) =>
  matter(fs.readFileSync(path.join(root, "content/portfolio", language, "this-site.md"), "utf8"))
    .data as Record<string, unknown>

// The case study of the site itself is the one real project: its text quotes the script budget
// check:build enforces, and each figure says where it comes from and when it was measured.
describe("the case study of this site", () => {
  it.each(languages)(
    "(%s) is real, quotes the build's script budget and dates its figures",
    language => {
      const data = study(language)
      expect(data.real).toBe(true)
      expect(String(data.result)).toContain(`${homeScriptBudgetKb} KB`)
      const results = data.results as { value: string; source: string }[]
      expect(results.length).toBeGreaterThan(0)
      for (const { source } of results.filter(result => /Lighthouse/.test(result.source)))
        expect(source).toMatch(/20\d\d/)
    }
  )

  it("shows screenshots of the site, not illustrations, its card each in its own language", () => {
    const cards = languages.map(language => String(study(language).image))
    expect(new Set(cards).size).toBe(languages.length)
    for (const [index, language] of languages.entries()) {
      expect(path.extname(cards[index])).toBe(".webp")
      expect(fs.existsSync(path.join(root, "content/portfolio", language, cards[index]))).toBe(true)
      const gallery = study(language).gallery as { image: string; dark?: string }[]
      expect(gallery.map(shot => path.extname(shot.image))).not.toContain(".svg")
      for (const shot of gallery)
        for (const file of [shot.image, shot.dark].filter(Boolean) as string[])
          expect(fs.existsSync(path.join(root, "content/portfolio", language, file))).toBe(true)
    }
  })
})
