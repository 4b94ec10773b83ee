import { describe, expect, it } from "vitest"
import { lintAmounts, type LocaleFile } from "./amounts"
import { formatFinding } from "./rules"

const sentence = (count: number) => Array.from({ length: count }, () => "word").join(" ")
const items = (count: number) => Array.from({ length: count }, () => ({ title: "A", text: "b" }))

/** A website sub-page's locale file with `steps` steps and about `bodyWords` words besides seo. */
const websiteType = (type: string, { steps = 7, bodyWords = 500, lists = 4 } = {}): LocaleFile => ({
  file: `locales/en/websites-${type}.json`,
  language: "en",
  ns: `websites-${type}`,
  json: {
    seo: { title: sentence(1000) },
    header: { title: sentence(Math.max(0, bodyWords - steps * 2 - lists * 4)) },
    steps: { steps: items(steps) },
    benefits: items(lists),
    advantages: items(lists),
  },
})

const messages = (files: LocaleFile[]) => lintAmounts(files).map(formatFinding)

describe("content lint: amount of copy", () => {
  it("accepts website sub-pages that say enough", () => {
    expect(messages(["a", "b", "c"].map(type => websiteType(type)))).toEqual([])
  })

  it("wants 400 words on a website sub-page, its seo texts aside", () => {
    expect(messages([websiteType("seo", { bodyWords: 399 })])).toEqual([
      "locales/en/websites-seo.json › (every key but seo): „399 words” – a website sub-page needs at least 400 words of copy besides its seo texts",
    ])
  })

  it("wants five steps, three benefits and three advantages, naming the key", () => {
    const findings = lintAmounts([
      websiteType("seo", { steps: 4, lists: 2 }),
      websiteType("one-page"),
      websiteType("creative"),
    ])
    expect(findings.map(finding => `${finding.where}: ${finding.text}`)).toEqual([
      "steps.steps: 4 steps",
      "benefits: 2 items",
      "advantages: 2 items",
    ])
  })

  it("wants the seven steps on most website sub-pages of a language", () => {
    const pages = ["a", "b", "c", "d", "e", "f"]
    const withSeven = (count: number) =>
      pages.map((type, i) => websiteType(type, { steps: i < count ? 7 : 6 }))
    expect(lintAmounts(withSeven(4))).toEqual([])
    const findings = lintAmounts(withSeven(3))
    expect(findings.map(finding => finding.file)).toEqual([
      "locales/en/websites-d.json",
      "locales/en/websites-e.json",
      "locales/en/websites-f.json",
    ])
    expect(findings[0].message).toBe(
      "only 3 of the 6 website sub-pages in locales/en/ have the seven steps, fewer than the 4 that should"
    )
  })

  it("wants 120 words in each blog category's introduction", () => {
    const file: LocaleFile = {
      file: "locales/pl/blog-categories.json",
      language: "pl",
      ns: "blog-categories",
      json: {
        "intro.apps": { title: sentence(10), text: [sentence(110)] },
        "intro.websites": { title: sentence(10), text: [sentence(50), sentence(59)] },
        "services.title": "Usługi",
      },
    }
    expect(messages([file])).toEqual([
      "locales/pl/blog-categories.json › intro.websites: „119 words” – a category introduction needs at least 120 words (title and text)",
    ])
  })
})
