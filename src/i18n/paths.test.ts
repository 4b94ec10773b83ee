import { describe, expect, it } from "vitest"
import { counterpartPath, findRoute, languageOfPath, normalizePath } from "./paths"

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
