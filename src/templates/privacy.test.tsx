// @vitest-environment jsdom
import React from "react"
import type { SliceComponentProps } from "gatsby"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company } from "../config/company"
import type { Language } from "../i18n/languages"
import { readNamespace } from "../i18n/locale-files"
import { createPageContext } from "../i18n/page-context"
import {
  privacyPolicySliceContext,
  type PrivacyPolicySliceContext,
} from "../features/privacy/slice"
import { pageLocales, renderPage } from "../test/render"
import { PolicyBody } from "../features/privacy/policy-body"
import PrivacyPolicy from "./privacy-policy"

type Props = SliceComponentProps<Queries.PrivacyPolicyQuery, PrivacyPolicySliceContext>

/** The policy's body as its slice renders it, inside the privacy page's context. */
const renderPrivacy = (language: Language) => {
  const pageContext = createPageContext({ language, routeId: "privacy" })
  const sliceContext = privacyPolicySliceContext(language)
  const locales = pageLocales({ ...pageContext, ns: sliceContext.ns })
  const props = { data: { locales }, sliceContext } as unknown as Props
  return renderPage(
    <PolicyBody>
      <PrivacyPolicy {...props} />
    </PolicyBody>,
    { language, pageContext }
  )
}

const transferText = (language: Language, basis: string) =>
  (readNamespace(language, "privacy-policy").mailTransfer as Record<string, string>)[basis]

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
      expect(
        within(recipients).getByText(transferText(language, company.mailTransferBasis))
      ).toBeInTheDocument()
      expect(document.body.textContent).not.toMatch(/\{\{\w+\}\}/)
    }
  )

  it.each([
    ["pl", "Umowa powierzenia EmailJS"],
    ["en", "EmailJS data processing agreement"],
  ] as const)(
    "gives EmailJS's transfer basis and agreement from the company details (%s)",
    (language, label) => {
      renderPrivacy(language)
      const recipients = screen.getByRole("region", {
        name: language === "pl" ? /^3\. Komu powierzamy/ : /^3\. Who we entrust/,
      })
      const emailjs = within(recipients).getByText(/^EmailJS Pte\. Ltd\./).parentElement
      expect(emailjs).not.toBeNull()
      const link = within(emailjs as HTMLElement).getByRole("link", { name: new RegExp(label) })
      expect(link).toHaveAttribute("href", company.emailjsDpa)
      expect(emailjs).toHaveTextContent(transferText(language, company.emailjsTransferBasis))
    }
  )

  it.each(["pl", "en"] as const)(
    "does not present the form's checkbox as consent to the processing (%s)",
    language => {
      renderPrivacy(language)
      const text = (document.body.textContent ?? "").replace(/\s/g, " ")
      expect(text).not.toMatch(/Zaznaczając pole zgody|By ticking the consent box/)
      expect(text).toMatch(/art\. 6 ust\. 1 lit\. b RODO|Art\. 6\(1\)\(b\) GDPR/)
    }
  )
})
