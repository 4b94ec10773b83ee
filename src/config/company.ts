/**
 * The company's details, shown in the footer, on the contact page, in the privacy policy
 * and in structured data. A sp. z o.o. must show the legal ones on its website (Art. 206 § 1
 * of the Commercial Companies Code): name, registered address, registry court, KRS number,
 * tax number and share capital.
 *
 * EXAMPLE VALUES: replace them with the agency's own (see README). Until then a build warns
 * about each field that still holds its example (src/config/company-examples.ts).
 */
export const company = {
  brand: "Webnova Studio",
  legalName: "Webnova Studio sp. z o.o.",
  street: "ul. Przykładowa 12",
  postalCode: "00-950",
  city: "Warszawa",
  country: "PL",
  taxId: "000-000-00-00",
  /** Number in the National Court Register (KRS), ten digits. */
  krs: "0000000000",
  /** The registry court keeping the company's KRS entry: its official (Polish) name. */
  registryCourt:
    "Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego",
  /** Share capital, as each language writes an amount. */
  shareCapital: { pl: "5\u00a0000,00\u00a0zł", en: "PLN\u00a05,000.00" },
  phone: "+48 500 000 000",
  email: "kontakt@example.com",
  facebook: "https://www.facebook.com/example",
} as const

export type Company = typeof company

/** `tel:` form of a phone number: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`
