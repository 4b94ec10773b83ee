import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { describe, expect, it } from "vitest"
import { homeScriptBudgetKb } from "../../config/budgets"
import { languages } from "../../i18n/languages"
import { readNamespace } from "../../i18n/locale-files"
import { blogCategories, routes, websiteTypes, type Route } from "../../routes"

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

  // The site map is the site's own: each page it names is a page of the route table, and every page
  // a visitor can reach from the menu or the footer is on it, the website types and the blog's
  // categories as their subpages, named as the menu names them.
  it.each(languages)("(%s) maps the site's real pages, every one of them", language => {
    const sitemap = study(language).sitemap as { address: string; subpages?: string[] }[]
    const table: Route[] = Object.values(routes)
    const mapped = (route: Route) => route[language]
    const topLevel = table.filter(
      route =>
        !route.hidden &&
        route.template !== "not-found" &&
        route.template !== "website-type" &&
        !route.category
    )
    expect(sitemap.map(page => page.address).sort()).toEqual(topLevel.map(mapped).sort())
    expect(sitemap[0].address).toBe(routes.home[language])
    const subpagesOf = (route: Route) =>
      sitemap.find(page => page.address === mapped(route))?.subpages ?? []
    const common = readNamespace(language, "common") as Record<string, string>
    expect([...subpagesOf(routes.websites)].sort()).toEqual(
      websiteTypes.map(type => common[`nav.websites.${type}`]).sort()
    )
    expect([...subpagesOf(routes.blog)].sort()).toEqual(
      blogCategories.map(category => common[`blog.category.${category}`]).sort()
    )
  })
})
