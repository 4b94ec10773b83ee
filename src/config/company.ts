import details from "../../content/company.json"

/**
 * The company's details, shown in the footer, on the contact page, in the privacy policy
 * and in structured data. The values live in `content/company.json`, which editors change in the
 * CMS; the ones there are examples: replace them with the agency's own (see README). The build
 * checks them (src/config/company-rules.ts).
 */
export type Company = {
  brand: string
  legalName: string
  street: string
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2 code, for structured data. */
  country: string
  taxId: string
  registryId: string
  registryCourt: string
  krs: string
  shareCapital: string
  phone: string
  email: string
  facebook: string
}

export const company: Company = details

/** `tel:` form of a phone number: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`
