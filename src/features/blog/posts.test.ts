import { describe, expect, it } from "vitest"
import {
  findCollisions,
  imageProblems,
  postPath,
  readingMinutes,
  relatedPosts,
  translations,
  validatePost,
  type PostEntry,
} from "./posts"
import { samplePost } from "../../test/sample-post"

const good = samplePost
const file = "content/blog/en/websites/types-of-websites.md"

describe("validatePost", () => {
  it("accepts a complete post and derives language, category and slug from its place", () => {
    expect(validatePost(file, good)).toEqual({
      problems: [],
      language: "en",
      category: "websites",
      slug: "types-of-websites",
    })
  })

  it("names the file and the missing field", () => {
    const { title: _title, ...rest } = good
    expect(validatePost(file, rest).problems).toEqual([
      `${file}: frontmatter "title" is missing or empty`,
    ])
    expect(validatePost(file, { ...good, translationKey: " " }).problems).toEqual([
      `${file}: frontmatter "translationKey" is missing or empty`,
    ])
  })

  it("rejects an unknown category", () => {
    expect(validatePost(file, { ...good, category: "news" }).problems).toEqual([
      `${file}: frontmatter "category" is "news", expected one of apps, technologies, web-design, websites`,
    ])
  })

  it("rejects a category that does not match the folder", () => {
    expect(validatePost(file, { ...good, category: "apps" }).problems[0]).toContain(
      'but the post is in the "websites" folder'
    )
  })

  it("rejects an invalid or missing date, and accepts a YAML date", () => {
    expect(validatePost(file, { ...good, date: "2025-02-30" }).problems[0]).toBe(
      `${file}: frontmatter "date" is not a valid date (YYYY-MM-DD): 2025-02-30`
    )
    expect(validatePost(file, { ...good, date: "soon" }).problems).toHaveLength(1)
    expect(validatePost(file, { ...good, date: undefined }).problems).toEqual([
      `${file}: frontmatter "date" is missing`,
    ])
    expect(validatePost(file, { ...good, date: new Date("2025-04-08") }).problems).toEqual([])
    expect(validatePost(file, { ...good, updated: "yesterday" }).problems[0]).toContain('"updated"')
  })

  it("holds the description to 140–160 characters", () => {
    expect(good.description).toHaveLength(150)
    expect(validatePost(file, { ...good, description: "A guide" }).problems).toEqual([
      `${file}: frontmatter "description" has 7 characters, expected 140–160`,
    ])
    expect(validatePost(file, { ...good, description: "x".repeat(161) }).problems).toHaveLength(1)
    expect(validatePost(file, { ...good, description: "x".repeat(140) }).problems).toEqual([])
  })

  it("takes the address from the frontmatter slug when given, else from the file name", () => {
    const polish = "content/blog/pl/websites/types-of-websites.md"
    expect(validatePost(polish, { ...good, slug: "rodzaje-stron-internetowych" })).toMatchObject({
      problems: [],
      language: "pl",
      slug: "rodzaje-stron-internetowych",
    })
    expect(validatePost(polish, { ...good, slug: "Rodzaje stron" }).problems).toEqual([
      `${polish}: frontmatter "slug" is "Rodzaje stron"; it must be lowercase letters, digits and hyphens`,
    ])
    expect(validatePost(polish, { ...good, slug: "" }).problems).toHaveLength(1)
  })

  it("rejects a year in the address, from the file name or the slug, but not a number", () => {
    const dated = "content/blog/en/technologies/best-technologies-2025.md"
    expect(validatePost(dated, { ...good, category: "technologies" }).problems).toEqual([
      `${dated}: the address "best-technologies-2025" (the file name) carries a year; addresses stay undated, so an updated post keeps a current address: leave the year out`,
    ])
    const polish = "content/blog/pl/websites/types-of-websites.md"
    expect(
      validatePost(polish, { ...good, slug: "trendy-2026-w-projektowaniu" }).problems[0]
    ).toMatch(/"trendy-2026-w-projektowaniu" \(frontmatter "slug"\) carries a year/)
    for (const slug of ["top-10-tips", "http2-and-http3", "a-1000-word-guide", "web-3000"])
      expect(validatePost(polish, { ...good, slug }).problems, slug).toEqual([])
  })

  it("rejects a post outside a language folder", () => {
    expect(validatePost("content/blog/de/websites/x.md", good).problems[0]).toContain(
      'the folder "de" is not a language'
    )
  })
})

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
