import { describe, expect, it } from "vitest"
import {
  serviceQueryFrom,
  counterpartPath,
  findRoute,
  isRouteLink,
  languageOfPath,
  listPagePath,
  listPagesPrefix,
  localizedPath,
  normalizePath,
} from "./paths"

describe("language link resolution", () => {
  it("leads to the same page in the other language", () => {
    const alternates = { pl: "/kontakt", en: "/en/contact/" }
    expect(counterpartPath(alternates, "en")).toBe("/en/contact/")
    expect(counterpartPath(alternates, "pl")).toBe("/kontakt")
  })

  it("falls back to that language's home when the page has no counterpart", () => {
    expect(counterpartPath({ en: "/en/blog/apps/some-post/" }, "pl")).toBe("/")
    expect(counterpartPath({ pl: "/blog/aplikacje/wpis" }, "en")).toBe("/en/")
  })
})

describe("route links", () => {
  it("give a page's address, or a place on it, in each language", () => {
    expect(localizedPath("contact", "pl")).toBe("/kontakt")
    expect(localizedPath("websites-seo", "en")).toBe("/en/services/websites/seo/")
    expect(localizedPath("contact#form", "pl")).toBe("/kontakt#formularz-kontaktowy")
    expect(localizedPath("contact#form", "en")).toBe("/en/contact/#contact-form")
  })

  it("are told apart from addresses, unknown pages and unknown places", () => {
    expect(isRouteLink("contact#form")).toBe(true)
    expect(isRouteLink("blog-apps")).toBe(true)
    expect(isRouteLink("/kontakt")).toBe(false)
    expect(isRouteLink("kontakt")).toBe(false)
    expect(isRouteLink("contact#map")).toBe(false)
    expect(isRouteLink("home#form")).toBe(false)
  })
})

describe("links to the contact page", () => {
  it("carry the service and the brief before the place on the page", () => {
    expect(
      localizedPath("contact#form", "pl", { service: "apps", brief: "Pięć stron & blog" })
    ).toBe("/kontakt?service=apps&brief=Pi%C4%99%C4%87+stron+%26+blog#formularz-kontaktowy")
    expect(localizedPath("contact", "en", { service: "care" })).toBe("/en/contact/?service=care")
    expect(localizedPath("contact", "en", {})).toBe("/en/contact/")
  })

  it("name the service page they are on, and only to the contact page and the planner", () => {
    expect(serviceQueryFrom("contact", "websites-seo")).toEqual({ service: "websites-seo" })
    expect(serviceQueryFrom("estimate", "websites-seo")).toEqual({ service: "websites-seo" })
    expect(serviceQueryFrom("contact#form", "apps")).toEqual({ service: "apps" })
    expect(serviceQueryFrom("contact", "home")).toBeUndefined()
    expect(serviceQueryFrom("contact", null)).toBeUndefined()
    expect(serviceQueryFrom("portfolio", "apps")).toBeUndefined()
  })
})

describe("path matching", () => {
  it("ignores trailing slashes and treats /index.html as /", () => {
    expect(normalizePath("/kontakt/")).toBe("/kontakt")
    expect(normalizePath("/index.html")).toBe("/")
    expect(normalizePath("/en/contact?x=1#contact-form")).toBe("/en/contact")
    expect(findRoute("/kontakt/")?.id).toBe("contact")
    expect(findRoute("/en/contact")).toEqual({ id: "contact", language: "en" })
    expect(findRoute("/nope")).toBeUndefined()
  })

  it("tells the language from the path", () => {
    expect(languageOfPath("/en/")).toBe("en")
    expect(languageOfPath("/en")).toBe("en")
    expect(languageOfPath("/en/blog/apps/")).toBe("en")
    expect(languageOfPath("/english-lessons")).toBe("pl")
    expect(languageOfPath("/kontakt")).toBe("pl")
  })
})

describe("listPagePath", () => {
  it("keeps page 1 at the list's own address and numbers the others in each language's form", () => {
    expect(listPagePath("blog", "pl", 1)).toBe("/blog")
    expect(listPagePath("blog", "en", 1)).toBe("/en/blog/")
    expect(listPagePath("blog", "pl", 2)).toBe("/blog/strona/2")
    expect(listPagePath("blog", "en", 2)).toBe("/en/blog/page/2/")
    expect(listPagePath("blog-apps", "pl", 7)).toBe("/blog/aplikacje/strona/7")
    expect(listPagePath("blog-apps", "en", 7)).toBe("/en/blog/apps/page/7/")
  })

  it("names where the numbered pages begin", () => {
    expect(listPagesPrefix("blog-web-design", "pl")).toBe("/blog/projektowanie-stron/strona/")
    expect(listPagesPrefix("blog-web-design", "en")).toBe("/en/blog/web-design/page/")
  })
})
