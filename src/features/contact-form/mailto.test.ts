import { describe, expect, it } from "vitest"
import { readLocale } from "../../i18n/locale-files"
import type { Namespaces } from "../../i18n/namespaces"
import { mailtoHref, mailtoMaxLength } from "./mailto"
import { emptyValues, type ContactValues } from "./values"

const strings = (language: "pl" | "en") => readLocale(language).contact as Namespaces["contact"]

const values: ContactValues = {
  ...emptyValues,
  fullName: "Anna Nowak",
  company: "Nowak & Syn",
  phone: "+48 500 000 000",
  email: "anna@example.pl",
  message: "Potrzebujemy strony dla kliniki w Gdańsku.\nTermin: wiosna?",
  need: "websites-landing-page",
  budget: "5k-15k",
  deadline: "",
  consent: true,
}

const parse = (href: string) => {
  const url = new URL(href)
  return {
    to: url.pathname,
    subject: url.searchParams.get("subject"),
    body: url.searchParams.get("body"),
  }
}

describe("mailtoHref", () => {
  it("carries every filled field and the message, encoded, in Polish", () => {
    const href = mailtoHref("kontakt@example.com", values, strings("pl"))
    expect(href).toMatch(/^mailto:kontakt@example\.com\?subject=/)
    // Encoded: no raw space, ampersand of the company or line break.
    expect(href).not.toMatch(/[ \n]|Nowak & Syn/)
    const { to, subject, body } = parse(href)
    expect(to).toBe("kontakt@example.com")
    expect(subject).toBe("Zapytanie ze strony – Anna Nowak")
    expect(body).toContain("Imię i nazwisko: Anna Nowak")
    expect(body).toContain("Nazwa firmy: Nowak & Syn")
    expect(body).toContain("Numer telefonu: +48 500 000 000")
    expect(body).toContain("Adres e-mail: anna@example.pl")
    expect(body).toContain("Czego potrzebujesz?: Landing page")
    expect(body).toContain("Orientacyjny budżet: 5 000–15 000 zł")
    expect(body).not.toContain("Na kiedy?")
    expect(body).toContain("Potrzebujemy strony dla kliniki w Gdańsku.\r\nTermin: wiosna?")
  })

  it("labels the fields in English on the English page", () => {
    const { subject, body } = parse(mailtoHref("a@b.pl", values, strings("en")))
    expect(subject).toBe("Enquiry from the website – Anna Nowak")
    expect(body).toContain("Full name: Anna Nowak")
  })

  it("shortens a long message to a safe length, saying so", () => {
    const long = { ...values, message: "Zażółć gęślą jaźń. ".repeat(400) }
    const href = mailtoHref("kontakt@example.com", long, strings("pl"))
    expect(href.length).toBeLessThanOrEqual(mailtoMaxLength)
    const { body } = parse(href)
    expect(body).toContain("Imię i nazwisko: Anna Nowak")
    expect(body).toContain("Zażółć gęślą jaźń.")
    expect(body).toContain("(Wiadomość skrócona – pełny tekst nadal jest w formularzu na stronie.)")
  })
})
