import { describe, expect, it } from "vitest"
import { languages } from "./languages"
import { localeNamespaces as namespaces, readNamespace as read } from "./locale-files"
import { findRoute } from "./paths"
import { contactFormAnchor, routeIds, routes } from "../routes"

type Leaf = { path: string; value: unknown }

/** Every leaf of a JSON value with its path; array items keep their index. */
const leaves = (value: unknown, at = ""): Leaf[] => {
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key))
  return [{ path: at, value }]
}

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
    for (const language of languages) {
      const links = leaves(read(language, file)).filter(
        leaf => typeof leaf.value === "string" && /^\/(?!\/)\S*$/.test(leaf.value)
      )
      for (const { path: at, value } of links) {
        const [pathname, hash] = (value as string).split("#")
        const target = findRoute(pathname)
        expect(target?.language, `${language}/${file}: ${at} -> ${value}`).toBe(language)
        if (hash !== undefined) {
          expect(target?.id, `${language}/${file}: ${at}`).toBe("contact")
          expect(hash).toBe(contactFormAnchor[language])
        }
      }
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
