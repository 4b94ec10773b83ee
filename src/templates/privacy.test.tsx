// @vitest-environment jsdom
import React from "react"
import type { PageProps } from "gatsby"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company } from "../config/company"
import type { Language } from "../i18n/languages"
import { readNamespace } from "../i18n/locale-files"
import { createPageContext, type PageContext } from "../i18n/page-context"
import { pageLocales, renderPage } from "../test/render"
import PrivacyPage from "./privacy"

type Props = PageProps<Queries.PrivacyPageQuery, PageContext>

const renderPrivacy = (language: Language) => {
  const pageContext = createPageContext({ language, routeId: "privacy" })
  const props = { data: { locales: pageLocales(pageContext) }, pageContext } as unknown as Props
  return renderPage(<PrivacyPage {...props} />, { language, pageContext })
}

const transferText = (language: Language) =>
  (readNamespace(language, "privacy").mailTransfer as Record<string, string>)[
    company.mailTransferBasis
  ]

describe("PrivacyPage", () => {
  it.each([
    ["pl", "1. Definicje"],
    ["en", "1. Definitions"],
  ] as const)("numbers each contents entry once, as its heading does (%s)", (language, first) => {
    renderPrivacy(language)
    const toc = screen.getByRole("navigation", {
      name: language === "pl" ? "Spis treści" : "Contents",
    })
    const list = within(toc).getByRole("list")
    expect(within(list).getAllByRole("listitem")[0]).toHaveTextContent(new RegExp(`^${first}$`))
    expect(getComputedStyle(list).listStyleType).toBe("none")
    expect(screen.getByRole("heading", { level: 2, name: first })).toBeInTheDocument()
  })

  it.each([
    ["pl", "Polska"],
    ["en", "Poland"],
  ] as const)(
    "names the mailbox provider, its country and its transfer basis from the company details (%s)",
    (language, country) => {
      renderPrivacy(language)
      const recipients = screen.getByRole("region", {
        name: language === "pl" ? /^3\. Komu powierzamy/ : /^3\. Who we entrust/,
      })
      const term = within(recipients).getByText(`${company.mailProvider} (${country})`)
      expect(term.tagName).toBe("DT")
      expect(within(recipients).getByText(transferText(language))).toBeInTheDocument()
      expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/)
    }
  )

  it.each(["pl", "en"] as const)(
    "does not present the form's checkbox as consent to the processing (%s)",
    language => {
      renderPrivacy(language)
      const text = document.body.textContent ?? ""
      expect(text).not.toMatch(/Zaznaczając pole zgody|By ticking the consent box/)
      expect(text).toMatch(/art\. 6 ust\. 1 lit\. b RODO|Art\. 6\(1\)\(b\) GDPR/)
    }
  )
})
