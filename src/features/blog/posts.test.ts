import { describe, expect, it } from "vitest"
import {
  findCollisions,
  imageProblems,
  postPath,
  readingMinutes,
  relatedPosts,
  translations,
  type PostEntry,
} from "./posts"
const file = "content/blog/en/websites/types-of-websites.md"

const post = (over: Partial<PostEntry>): PostEntry => ({
  id: "a",
  file: "content/blog/en/apps/a.md",
  language: "en",
  category: "apps",
  slug: "a",
  path: "/en/blog/apps/a/",
  translationKey: "a",
  date: "2025-01-01",
  ...over,
})

describe("posts together", () => {
  it("builds the spec's English path and our Polish one", () => {
    expect(postPath("en", "web-design", "what-is-web-design")).toBe(
      "/en/blog/web-design/what-is-web-design/"
    )
    expect(postPath("pl", "web-design", "czym-jest")).toBe("/blog/projektowanie-stron/czym-jest")
  })

  it("reports two posts at one address, naming both files", () => {
    const problems = findCollisions([
      post({ id: "1", file: "content/blog/en/apps/a.md" }),
      post({ id: "2", file: "content/blog/en/apps/A.md" }),
    ])
    expect(problems).toEqual([
      "content/blog/en/apps/A.md: slug collides with content/blog/en/apps/a.md (both at /en/blog/apps/a/)",
    ])
  })

  it("pairs translations by translationKey and warns about a post without a partner", () => {
    const en = post({ id: "en", translationKey: "k" })
    const pl = post({ id: "pl", language: "pl", path: "/blog/aplikacje/a", translationKey: "k" })
    const lonely = post({ id: "x", path: "/en/blog/apps/x/", translationKey: "x", file: "x.md" })
    const { alternates, warnings } = translations([en, pl, lonely])
    expect(alternates.get("en")).toEqual({ en: "/en/blog/apps/a/", pl: "/blog/aplikacje/a" })
    expect(alternates.get("x")).toEqual({ en: "/en/blog/apps/x/" })
    expect(warnings).toEqual(['x.md: no pl translation with translationKey "x"'])
  })
})

describe("relatedPosts", () => {
  /** An English post in a category, on a day of January 2025, its id and slug the same. */
  const dated = (id: string, category: PostEntry["category"], day: number) =>
    post({
      id,
      category,
      path: `/en/blog/${category}/${id}/`,
      date: `2025-01-${String(day).padStart(2, "0")}`,
    })

  it("shows the next newer and the next older post of the same category", () => {
    const apps = [10, 11, 12, 13, 14].map(day => dated(`a${day}`, "apps", day))
    const related = relatedPosts([...apps, dated("w", "websites", 12)])
    expect(related.get("a12")).toEqual(["a13", "a11"])
    expect(related.get("a13")).toEqual(["a14", "a12"])
  })

  it("takes the two nearest at either end of the category", () => {
    const apps = [10, 11, 12, 13].map(day => dated(`a${day}`, "apps", day))
    const related = relatedPosts(apps)
    expect(related.get("a13")).toEqual(["a12", "a11"])
    expect(related.get("a10")).toEqual(["a12", "a11"])
  })

  it("fills up with the other categories' posts nearest in date", () => {
    const related = relatedPosts([
      dated("a", "apps", 10),
      dated("b", "apps", 20),
      dated("old", "websites", 11),
      dated("near", "technologies", 19),
      dated("far", "web-design", 28),
    ])
    expect(related.get("b")).toEqual(["a", "near"])
    expect(related.get("old")).toEqual(["a", "near"])
  })

  it("keeps to the post's language and shows none when the post is alone", () => {
    const en = dated("en", "apps", 10)
    const pl = post({ id: "pl", language: "pl", path: "/blog/aplikacje/pl", date: "2025-01-11" })
    const related = relatedPosts([en, pl])
    expect(related.get("en")).toEqual([])
    expect(related.get("pl")).toEqual([])
  })

  it("spreads the cards: no post is shown on more than a few pages", () => {
    const apps = Array.from({ length: 50 }, (_, i) => dated(`a${i}`, "apps", (i % 28) + 1))
    const shownOn = new Map<string, number>()
    for (const ids of relatedPosts(apps).values())
      for (const id of ids) shownOn.set(id, (shownOn.get(id) ?? 0) + 1)
    expect(Math.max(...shownOn.values())).toBeLessThanOrEqual(4)
  })
})

describe("reading time", () => {
  it("rounds up at 200 words a minute and is never zero", () => {
    expect(readingMinutes(0)).toBe(1)
    expect(readingMinutes(200)).toBe(1)
    expect(readingMinutes(201)).toBe(2)
    expect(readingMinutes(1300)).toBe(7)
  })
})

describe("imageProblems", () => {
  it("asks for images with their size", () => {
    expect(imageProblems(file, "Text ![A chart](./chart.png) more")).toEqual([
      `${file}: image ![A chart](./chart.png) has no size; write it as <img src="…" alt="…" width="…" height="…">`,
    ])
    expect(imageProblems(file, '<img src="a.png" alt="A" width="640">')).toEqual([
      `${file}: image <img src="a.png" alt="A" width="640"> has no height attribute`,
    ])
    expect(imageProblems(file, '<img src="a.png" alt="A chart" width="640" height="400">')).toEqual(
      []
    )
  })
})
