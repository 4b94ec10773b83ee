import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { languages, type Language } from "./i18n/languages"
import { routeIds, routes, type Route } from "./routes"

/** The addresses the spec lists (of the Polish ones, those it names). */
const specPaths: Record<Language, string[]> = {
  pl: [
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
  ],
  en: [
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
  ],
}

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

  it.each(languages)("has the spec's routes in %s", language => {
    const paths = routeIds.map(id => routes[id][language])
    expect(paths).toEqual(expect.arrayContaining(specPaths[language]))
  })

  it("has the about page at /o-nas and /en/about/, with its own template and strings", () => {
    expect(routes.about).toEqual({
      pl: "/o-nas",
      en: "/en/about/",
      template: "about",
      ns: "about",
    })
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
