import { describe, expect, it } from "vitest"
import { languages } from "./languages"
import { localeNamespaces as namespaces, readNamespace as read } from "./locale-files"
import { findRoute, isRouteLink, localizedPath } from "./paths"
import { routeIds, routes } from "../routes"

type Leaf = { path: string; key: string; value: unknown }

/** Every leaf of a JSON value with its path and its own key; array items keep their index. */
const leaves = (value: unknown, at = "", key = ""): Leaf[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`, key))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([name, item]) =>
      leaves(item, at ? `${at}.${name}` : name, name)
    )
  return [{ path: at, key, value }]
}

/**
 * A link is the value of a key named `link` or `…Link` inside an entry (`header.link`,
 * `hero.ctaLink`); top-level keys such as `skipLink` and `cookies.link` hold a link's text.
 */
const isLink = ({ path, key }: Leaf) => path !== key && /^(link|[a-z]+Link)$/.test(key)

describe("locale files", () => {
  it("have the same namespaces in every language", () => {
    expect(namespaces("en").sort()).toEqual(namespaces("pl").sort())
  })

  it.each(namespaces("pl"))("%s has the same keys and list lengths in pl and en", file => {
    const pl = leaves(read("pl", file)).map(leaf => leaf.path)
    const en = leaves(read("en", file)).map(leaf => leaf.path)
    expect(en).toEqual(pl)
  })

  it.each(namespaces("pl"))("%s has no empty value in either language", file => {
    for (const language of languages) {
      const empty = leaves(read(language, file)).filter(
        leaf => typeof leaf.value !== "string" || leaf.value.trim() === ""
      )
      expect(empty.map(leaf => `${language}/${file}: ${leaf.path}`)).toEqual([])
    }
  })

  it.each(namespaces("pl"))("%s links only to pages of its own language", file => {
    for (const language of languages)
      for (const leaf of leaves(read(language, file))) {
        const { path: at, value } = leaf
        const where = `${language}/${file}: ${at} -> ${String(value)}`
        // Links name a route id (src/routes.ts), never an address.
        expect(typeof value === "string" && /^\/(?!\/)/.test(value), where).toBe(false)
        if (!isLink(leaf)) continue
        expect(typeof value === "string" && isRouteLink(value), where).toBe(true)
        if (typeof value === "string" && isRouteLink(value))
          expect(findRoute(localizedPath(value, language))?.language, where).toBe(language)
      }
  })

  // A route's own namespace describes its page. Shared ones (common, the category introductions)
  // and the project pages' labels do not: a project's title and description are its own.
  const pageNamespaces = new Set<string>(routeIds.map(id => routes[id].ns))

  it.each(namespaces("pl"))("%s gives its page an seo title and description", file => {
    if (!pageNamespaces.has(file)) return
    for (const language of languages) {
      const seo = (read(language, file) as { seo?: { title?: string; description?: string } }).seo
      expect(seo?.title, `${language}/${file}`).toBeTruthy()
      expect(seo?.description, `${language}/${file}`).toBeTruthy()
    }
  })
})

describe("page seo entries", () => {
  it("give every page a distinct title in each language", () => {
    for (const language of languages) {
      const titles = namespaces(language)
        .map(file => (read(language, file) as { seo?: { title: string } }).seo?.title)
        .filter(Boolean)
      expect(new Set(titles).size, language).toBe(titles.length)
    }
  })
})

describe("the way of working", () => {
  // Said once on the home page's band; the about page's principles add to it rather than repeat
  // it, which reviewers read as filler on a phone's long scroll.
  const titles = (items: readonly { title: string }[]) =>
    items.map(item => item.title.toLowerCase().split(/\s+/).slice(0, 2).join(" "))

  it.each(languages)(
    "in %s, the about page's principles repeat none of the home page's",
    language => {
      const home = read(language, "home") as { services: { principles: { title: string }[] } }
      const about = read(language, "about") as { principles: { items: { title: string }[] } }
      const said = new Set(titles(home.services.principles))
      expect(titles(about.principles.items).filter(title => said.has(title))).toEqual([])
    }
  )
})

describe("a website type's lists", () => {
  // On a phone the seven steps and whom the type suits stand one under another (they were a
  // sideways rail, which hid all but the first): each text must read in a few lines there.
  const websiteTypes = namespaces("pl").filter(file => file.startsWith("websites-"))
  const words = (text: string) => text.split(/\s+/).filter(word => /\w/.test(word)).length
  const limit = { pl: 22, en: 24 } as const

  it.each(languages.flatMap(language => websiteTypes.map(file => [language, file] as const)))(
    "in %s, %s keeps each step and audience within a few lines on a phone",
    (language, file) => {
      const content = read(language, file) as {
        steps: { steps: { title: string; description: string }[] }
        benefits: { title: string; description: string }[]
      }
      const long = [...content.steps.steps, ...content.benefits]
        .filter(item => words(item.description) > limit[language])
        .map(item => `${item.title}: ${words(item.description)} words`)
      expect(long, `${language}/${file}.json: shorten to ${limit[language]} words`).toEqual([])
    }
  )
})
