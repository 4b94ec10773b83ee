// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company } from "../../config/company"
import { renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import { Footer } from "./footer"
import { nameBeforeFullStop } from "./legal-name"

// As read: a no-break space (the footer typesets "sp. z o.o.") reads as a space.
const text = () => (screen.getByRole("contentinfo").textContent ?? "").replace(/\u00a0/g, " ")

describe("Footer", () => {
  it("shows the company's legal details in Polish (Art. 206 § 1 KSH)", () => {
    renderPage(<Footer />, { language: "pl" })
    expect(text()).toContain(company.legalName)
    expect(text()).toContain(`NIP: ${company.taxId}`)
    expect(text()).toContain(`KRS: ${company.krs}`)
    expect(text()).toContain(`Sąd rejestrowy: ${company.registryCourt}`)
    expect(text()).toContain(`Kapitał zakładowy: ${company.shareCapital.pl}`)
  })

  it.each([
    ["pl", "Przykładowe dane firmy"],
    ["en", "Example company details"],
  ] as const)("in %s, marks the shipped example details as examples", (language, label) => {
    renderPage(<Footer />, { language })
    const column = screen.getByRole("region", { name: company.brand })
    expect(column.querySelector("[data-testid='example-details']")).toHaveTextContent(label)
  })

  it("shows the same details in English, with the amount written the English way", () => {
    renderPage(<Footer />, { language: "en" })
    expect(text()).toContain(`Tax ID (NIP): ${company.taxId}`)
    expect(text()).toContain(`Company register (KRS): ${company.krs}`)
    expect(text()).toContain(`Registry court: ${company.registryCourt}`)
    expect(text()).toContain(`Share capital: ${company.shareCapital.en}`)
  })

  it.each([
    ["pl", "Najpierw plan, potem ", "budowa"],
    ["en", "Plan first, then ", "build"],
  ] as const)(
    "signs off in %s with the method, its last word drawn selected",
    (language, rest, last) => {
      renderPage(<Footer />, { language })
      const motto = screen.getByTestId("footer-motto")
      expect(motto.textContent).toBe(rest + last)
      expect(motto.querySelectorAll("[data-selected]")).toHaveLength(1)
      expect(motto.querySelector("[data-selected]")?.textContent).toBe(last)
    }
  )

  it("names the services by their one name and links to them", () => {
    renderPage(<Footer />, { language: "en" })
    expect(hrefOf("Websites")).toBe("/en/services/websites/")
    expect(hrefOf("Web applications")).toBe("/en/services/web-applications/")
  })

  it.each([
    ["pl", "O nas", "/o-nas"],
    ["en", "About us", "/en/about/"],
  ] as const)("links to the about page in %s", (language, name, path) => {
    renderPage(<Footer />, { language })
    expect(hrefOf(name)).toBe(path)
  })

  it.each([
    [
      "pl",
      [
        ["Portfolio", "/portfolio"],
        ["Blog", "/blog"],
        ["O nas", "/o-nas"],
        ["Kontakt", "/kontakt"],
      ],
    ],
    [
      "en",
      [
        ["Portfolio", "/en/portfolio/"],
        ["Blog", "/en/blog/"],
        ["About us", "/en/about/"],
        ["Contact", "/en/contact/"],
      ],
    ],
  ] as const)("links to the portfolio, blog, about and contact pages in %s", (language, links) => {
    renderPage(<Footer />, { language })
    for (const [name, path] of links) expect(hrefOf(name)).toBe(path)
  })

  it("ends the rights line with one full stop, in both languages", () => {
    const year = new Date().getFullYear()
    renderPage(<Footer />, { language: "pl" })
    expect(text()).toContain(`© ${year} ${company.legalName}`)
    expect(text()).toMatch(/[^.]\. Wszelkie prawa zastrzeżone\./)
    expect(text()).not.toContain("..")
  })

  it("ends the English rights line with one full stop too", () => {
    renderPage(<Footer />, { language: "en" })
    expect(text()).toMatch(/[^.]\. All rights reserved\./)
    expect(text()).not.toContain("..")
  })
})

describe("nameBeforeFullStop", () => {
  it("drops the name's own final dot, and only that", () => {
    expect(nameBeforeFullStop("Webnova Studio sp. z o.o.")).toBe("Webnova Studio sp. z o.o")
    expect(nameBeforeFullStop("Webnova Studio Ltd")).toBe("Webnova Studio Ltd")
    expect(nameBeforeFullStop("Webnova S.A. ")).toBe("Webnova S.A")
  })
})
