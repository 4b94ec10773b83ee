import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { languages } from "./i18n/languages"
import { routeIds, routes, type Route } from "./routes"

describe("route table", () => {
  it("gives every page a Polish and an English path", () => {
    for (const id of routeIds) {
      expect(routes[id].pl, id).toMatch(/^\//)
      expect(routes[id].en, id).toMatch(/^\/en\//)
    }
  })

  it("uses no path twice", () => {
    const paths = routeIds.flatMap(id => languages.map(language => routes[id][language]))
    expect(new Set(paths).size).toBe(paths.length)
  })

  it("writes English paths with a trailing slash and Polish ones without", () => {
    for (const id of routeIds.filter(id => id !== "not-found")) {
      expect(routes[id].en, id).toMatch(/\/$/)
      if (id !== "home") expect(routes[id].pl, id).not.toMatch(/\/$/)
    }
  })

  it("has the spec's English routes", () => {
    const english = routeIds.map(id => routes[id].en)
    expect(english).toEqual(
      expect.arrayContaining([
        "/en/",
        "/en/contact/",
        "/en/privacy-policy/",
        "/en/portfolio/",
        "/en/blog/",
        "/en/blog/apps/",
        "/en/blog/technologies/",
        "/en/blog/web-design/",
        "/en/blog/websites/",
        "/en/services/websites/",
        "/en/services/web-applications/",
        "/en/services/websites/creative/",
        "/en/services/websites/headless-cms/",
        "/en/services/websites/landing-page/",
        "/en/services/websites/multi-page/",
        "/en/services/websites/one-page/",
        "/en/services/websites/seo/",
        "/en/404.html",
      ])
    )
  })

  it("has the spec's Polish routes", () => {
    const polish = routeIds.map(id => routes[id].pl)
    expect(polish).toEqual(
      expect.arrayContaining([
        "/",
        "/kontakt",
        "/polityka-prywatnosci",
        "/portfolio",
        "/blog",
        "/uslugi/strony-internetowe",
        "/uslugi/aplikacje-internetowe",
        "/uslugi/strony-internetowe/one-page",
        "/uslugi/strony-internetowe/seo",
        "/404.html",
      ])
    )
  })

  it("points every page at an existing template and locale namespaces", () => {
    for (const id of routeIds) {
      const { template, ns, extraNs = [] }: Route = routes[id]
      expect(fs.existsSync(path.resolve(__dirname, `templates/${template}.tsx`)), template).toBe(
        true
      )
      for (const language of languages)
        for (const namespace of [ns, ...extraNs])
          expect(
            fs.existsSync(path.resolve(__dirname, `../locales/${language}/${namespace}.json`)),
            `${language}/${namespace}`
          ).toBe(true)
    }
  })
})
