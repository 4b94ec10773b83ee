import { describe, expect, it } from "vitest"
import {
  blogListIds,
  isLaterListPage,
  pageAddressCollision,
  pageCountOf,
  pageNumbers,
  planListPages,
} from "./pagination"
import { findCollisions, type PostEntry } from "./posts"
import { blogCategories, type BlogCategory } from "../../routes"
import type { Language } from "../../i18n/languages"

/** `count` posts of one language in one category, as the planner sees them. */
const posts = (language: Language, category: BlogCategory, count: number) =>
  Array.from({ length: count }, () => ({ language, category }))

describe("planListPages", () => {
  // 30 English posts (25 apps, 5 websites), 13 Polish ones (all apps): as a grown blog might be.
  const plan = planListPages([
    ...posts("en", "apps", 25),
    ...posts("en", "websites", 5),
    ...posts("pl", "apps", 13),
  ])
  const pagesOf = (routeId: string, language: Language) =>
    plan.filter(page => page.routeId === routeId && page.language === language)

  it("splits each list into pages of 12 posts, at the route table's addresses", () => {
    expect(pagesOf("blog", "en").map(page => page.path)).toEqual([
      "/en/blog/",
      "/en/blog/page/2/",
      "/en/blog/page/3/",
    ])
    expect(pagesOf("blog", "pl").map(page => page.path)).toEqual(["/blog", "/blog/strona/2"])
    expect(pagesOf("blog-apps", "pl").map(page => page.path)).toEqual([
      "/blog/aplikacje",
      "/blog/aplikacje/strona/2",
    ])
    expect(pagesOf("blog-apps", "en").map(page => page.path)).toEqual([
      "/en/blog/apps/",
      "/en/blog/apps/page/2/",
      "/en/blog/apps/page/3/",
    ])
    expect(pagesOf("blog", "en").map(({ skip, limit }) => [skip, limit])).toEqual([
      [0, 12],
      [12, 12],
      [24, 12],
    ])
    expect(pagesOf("blog", "en").every(page => page.pageCount === 3)).toBe(true)
    expect(plan.some(page => /\/(page|strona)\/1\/?$/.test(page.path))).toBe(false)
  })

  it("gives a list without posts one page, for its 'No posts available'", () => {
    expect(pagesOf("blog-web-design", "en")).toEqual([
      expect.objectContaining({ path: "/en/blog/web-design/", page: 1, pageCount: 1 }),
    ])
    expect(pagesOf("blog-websites", "pl").map(page => page.path)).toEqual([
      "/blog/strony-internetowe",
    ])
    // Every list's first page in both languages, and the later pages: all posts 2 + 1, apps 2 + 1.
    expect(plan).toHaveLength(blogListIds.length * 2 + 6)
  })

  it("pairs a page with the same page number in the other language, only where it exists", () => {
    const [first, second, third] = pagesOf("blog", "en")
    expect(first.alternates).toEqual({ pl: "/blog", en: "/en/blog/" })
    expect(second.alternates).toEqual({ pl: "/blog/strona/2", en: "/en/blog/page/2/" })
    expect(third.alternates).toEqual({ en: "/en/blog/page/3/" })
    expect(pagesOf("blog-web-design", "pl")[0].alternates).toEqual({
      pl: "/blog/projektowanie-stron",
      en: "/en/blog/web-design/",
    })
  })

  it("tells each category's page its category, and the list of all posts none", () => {
    expect(new Set(pagesOf("blog", "pl").map(page => page.category))).toEqual(new Set([null]))
    for (const category of blogCategories)
      expect(pagesOf(`blog-${category}`, "en")[0].category).toBe(category)
  })

  it("keeps 1,000 posts a language to pages of 12", () => {
    const big = planListPages([...posts("en", "apps", 1000), ...posts("pl", "apps", 1000)])
    expect(big.filter(page => page.routeId === "blog" && page.language === "pl")).toHaveLength(84)
    expect(Math.max(...big.map(page => page.limit))).toBe(12)
  })
})

describe("pageCountOf", () => {
  it("counts whole pages, one at least", () => {
    expect([0, 1, 12, 13, 24, 25].map(count => pageCountOf(count))).toEqual([1, 1, 1, 2, 2, 3])
  })
})

describe("pageNumbers", () => {
  it("shows every number of a short list", () => {
    expect(pageNumbers(1, 1)).toEqual([1])
    expect(pageNumbers(2, 4)).toEqual([1, 2, 3, 4])
  })

  it("shows the first, the last and the current page's neighbours, with gaps", () => {
    expect(pageNumbers(1, 84)).toEqual([1, 2, null, 84])
    expect(pageNumbers(40, 84)).toEqual([1, null, 39, 40, 41, null, 84])
    expect(pageNumbers(84, 84)).toEqual([1, null, 83, 84])
    // A gap of a single number shows that number.
    expect(pageNumbers(4, 8)).toEqual([1, 2, 3, 4, 5, null, 8])
  })
})

describe("a post where the list's pages are", () => {
  const entry = (language: Language, category: BlogCategory, slug: string, path: string) =>
    ({
      id: slug,
      file: `content/blog/${language}/${category}/${slug}.md`,
      language,
      category,
      slug,
      path,
      translationKey: slug,
      date: "2026-01-01",
    }) satisfies PostEntry

  it("stops the build, naming the file, for the Polish and the English page word", () => {
    const polish = entry("pl", "apps", "strona", "/blog/aplikacje/strona")
    expect(pageAddressCollision(polish)).toBe(
      "content/blog/pl/apps/strona.md: its address /blog/aplikacje/strona is where the list's pages are (/blog/aplikacje/strona/2, …); choose another slug or file name"
    )
    const english = entry("en", "websites", "page", "/en/blog/websites/page/")
    expect(findCollisions([english])).toEqual([
      "content/blog/en/websites/page.md: its address /en/blog/websites/page/ is where the list's pages are (/en/blog/websites/page/2/, …); choose another slug or file name",
    ])
  })

  it("lets the other language's page word and longer slugs be", () => {
    expect(pageAddressCollision(entry("pl", "apps", "page", "/blog/aplikacje/page"))).toBeNull()
    expect(pageAddressCollision(entry("en", "apps", "strona", "/en/blog/apps/strona/"))).toBeNull()
    expect(
      pageAddressCollision(entry("en", "apps", "page-speed", "/en/blog/apps/page-speed/"))
    ).toBeNull()
  })
})

describe("isLaterListPage", () => {
  it("knows a list's numbered pages in both languages, and nothing else", () => {
    for (const path of ["/blog/strona/2", "/en/blog/page/12/", "/blog/aplikacje/strona/3"])
      expect(isLaterListPage(path), path).toBe(true)
    for (const path of ["/blog", "/en/blog/", "/en/blog/apps/page-speed/", "/blog/strona/x"])
      expect(isLaterListPage(path), path).toBe(false)
  })
})
