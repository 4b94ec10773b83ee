import { describe, expect, it } from "vitest"
import { readNamespace } from "../../i18n/locale-files"
import { languages } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import { routeIds } from "../../routes"
import { postSharePage, projectSharePage, routeSharePage, type LocaleReader } from "./pages"
import { shareImagePath } from "./share-images"

const read: LocaleReader = (language, ns) =>
  readNamespace(language, ns) as unknown as Namespaces[typeof ns]
const brand = "Webnova Studio"

describe("share image of each page", () => {
  it("gives every page of the route table a title and a section in both languages", () => {
    for (const language of languages)
      for (const id of routeIds) {
        const { title, section } = routeSharePage(id, language, read, brand)
        expect(title.trim(), `${language} ${id}`).not.toBe("")
        expect(section.trim(), `${language} ${id}`).not.toBe("")
      }
  })

  it("gives every page, in each language, an image of its own", () => {
    const paths = languages.flatMap(language =>
      routeIds.map(id => shareImagePath(routeSharePage(id, language, read, brand)))
    )
    expect(new Set(paths).size).toBe(paths.length)
  })

  it("names the section in the page's language", () => {
    expect(routeSharePage("blog-apps", "pl", read, brand).section).toBe("Blog · Aplikacje")
    expect(routeSharePage("blog-apps", "en", read, brand).section).toBe("Blog · Apps")
    expect(routeSharePage("websites", "pl", read, brand).section).toBe("Usługi")
    expect(routeSharePage("websites-seo", "en", read, brand).section).toBe("Services · Websites")
    expect(routeSharePage("portfolio", "pl", read, brand)).toMatchObject({
      section: "Portfolio",
      title: read("pl", "portfolio").seo.title,
      pagePath: "/portfolio",
    })
  })

  it("shows a post's title under its blog category, a project's name under the portfolio", () => {
    const post = {
      title: "Rodzaje aplikacji",
      category: "apps",
      language: "pl",
      path: "/x",
    } as const
    expect(postSharePage(post, read, brand)).toEqual({
      title: "Rodzaje aplikacji",
      section: "Blog · Aplikacje",
      brand,
      language: "pl",
      pagePath: "/x",
    })
    const project = { name: "Booking system", language: "en", path: "/en/portfolio/b/" } as const
    expect(projectSharePage(project, read, brand)).toMatchObject({
      title: "Booking system",
      section: "Portfolio",
    })
  })
})
