import { company, type Company } from "./company"

/**
 * The example values `company.ts` ships with. A field still equal to its example is reported
 * at build time; if an example happens to be the agency's real value, remove it from here.
 */
export const companyExamples: Partial<Record<keyof Company, unknown>> = {
  legalName: "Webnova Studio sp. z o.o.",
  street: "ul. Przykładowa 12",
  postalCode: "00-950",
  taxId: "000-000-00-00",
  krs: "0000000000",
  registryCourt:
    "Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego",
  shareCapital: { pl: "5 000,00 zł", en: "PLN 5,000.00" },
  phone: "+48 500 000 000",
  email: "kontakt@example.com",
  facebook: "https://www.facebook.com/example",
  // The mailbox behind EmailJS: an example provider in Poland, so no transfer outside the EEA.
  mailProvider: "Przykładowy Dostawca Poczty sp. z o.o.",
  mailProviderCountry: { pl: "Polska", en: "Poland" },
  mailTransferBasis: "eea",
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `details` that still hold their example value, in the examples' order. */
export const exampleFields = (
  details: Readonly<Record<string, unknown>> = company,
  examples: Readonly<Record<string, unknown>> = companyExamples
): string[] => Object.keys(examples).filter(key => same(details[key], examples[key]))

/** The build warning naming each example field, or null when there is none. */
export const exampleWarning = (fields: readonly string[]): string | null =>
  fields.length === 0
    ? null
    : `content/company.json still holds example values: ${fields.join(", ")}. ` +
      "The footer, the contact page, the privacy policy and the structured data show them; " +
      "replace them with the company's own details before publishing."
