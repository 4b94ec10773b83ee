/**
 * The company's details, shown in the footer, on the contact page, in the privacy policy
 * and in structured data. Example values: replace them with the agency's own (see README).
 */
export const company = {
  brand: "Webnova Studio",
  legalName: "Webnova Studio sp. z o.o.",
  street: "ul. Przykładowa 12",
  postalCode: "00-950",
  city: "Warszawa",
  country: "PL",
  taxId: "000-000-00-00",
  registryId: "0000000000",
  phone: "+48 500 000 000",
  email: "kontakt@example.com",
  facebook: "https://www.facebook.com/example",
} as const

export type Company = typeof company

/** `tel:` form of a phone number: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`
