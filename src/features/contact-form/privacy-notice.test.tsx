// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company } from "../../config/company"
import type { Language } from "../../i18n/languages"
import { namespaceOf, renderPage } from "../../test/render"
import { PrivacyNotice } from "./privacy-notice"

const renderNotice = (language: Language, details = company) =>
  renderPage(
    <PrivacyNotice
      strings={namespaceOf(language, "contact")}
      language={language}
      details={details}
    />,
    { language }
  )

describe("PrivacyNotice", () => {
  it.each([
    ["pl", "Kto otrzyma Twoją wiadomość", "Singapur", "/polityka-prywatnosci#rights"],
    ["en", "Who receives your message", "Singapore", "/en/privacy-policy/#rights"],
  ] as const)(
    "names the controller, EmailJS in Singapore, why and on what basis, and links to the rights (%s)",
    (language, title, country, href) => {
      renderNotice(language)
      const notice = screen.getByRole("note", { name: title })
      expect(notice).toHaveTextContent(company.legalName)
      expect(notice).toHaveTextContent(`EmailJS Pte. Ltd., ${country}`)
      expect(notice).toHaveTextContent(
        language === "pl" ? "art. 6 ust. 1 lit. b RODO" : "Art. 6(1)(b) GDPR"
      )
      expect(notice.textContent).not.toMatch(/\{\{\w+\}\}/)
      expect(within(notice).getByRole("link")).toHaveAttribute("href", href)
    }
  )

  it.each(["pl", "en"] as const)(
    "states EmailJS's transfer basis as company data gives it (%s)",
    language => {
      const strings = namespaceOf(language, "contact")
      renderNotice(language, { ...company, emailjsTransferBasis: "scc" })
      expect(screen.getByRole("note")).toHaveTextContent(strings["privacyNotice.transfer.scc"])
    }
  )

  it("follows a change of basis in company data", () => {
    const strings = namespaceOf("pl", "contact")
    renderNotice("pl", { ...company, emailjsTransferBasis: "adequacy" })
    const notice = screen.getByRole("note")
    expect(notice).toHaveTextContent(strings["privacyNotice.transfer.adequacy"])
    expect(notice).not.toHaveTextContent(strings["privacyNotice.transfer.scc"])
  })
})
