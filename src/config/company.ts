import details from "../../content/company.json"
import type { Language } from "../i18n/languages"

/**
 * The company's details, shown in the footer, on the contact page, in the privacy policy
 * and in structured data. A sp. z o.o. must show the legal ones on its website (Art. 206 § 1
 * of the Commercial Companies Code): name, registered address, registry court, KRS number,
 * tax number and share capital. The values live in `content/company.json`, which editors change
 * in the CMS. EXAMPLE VALUES: replace them with the agency's own (see README); until then a build
 * warns about each field that still holds its example (src/config/company-examples.ts). The
 * build checks their form (src/config/company-rules.ts).
 */
/** The details as editors keep them in `content/company.json`. */
export type CompanyDetails = {
  brand: string
  legalName: string
  street: string
  postalCode: string
  city: string
  /** ISO 3166-1 alpha-2 code, for structured data. */
  country: string
  taxId: string
  /** Number in the National Court Register (KRS), ten digits. */
  krs: string
  /** The registry court keeping the company's KRS entry: its official (Polish) name. */
  registryCourt: string
  /** Share capital, as each language writes an amount. */
  shareCapitalPl: string
  shareCapitalEn: string
  phone: string
  email: string
  /**
   * How soon the agency usually answers a message, as each language ends the sentence "We usually
   * reply …" on the contact page, e.g. "w ciągu jednego dnia roboczego" / "within one business day".
   */
  answerTimePl: string
  answerTimeEn: string
  facebook: string
}

/** The details as the site shows them. */
export type Company = Omit<
  CompanyDetails,
  "shareCapitalPl" | "shareCapitalEn" | "answerTimePl" | "answerTimeEn"
> & {
  shareCapital: Record<Language, string>
  answerTime: Record<Language, string>
}

export const companyDetails: CompanyDetails = details

const { shareCapitalPl, shareCapitalEn, answerTimePl, answerTimeEn, ...rest } = companyDetails
export const company: Company = {
  ...rest,
  shareCapital: { pl: shareCapitalPl, en: shareCapitalEn },
  answerTime: { pl: answerTimePl, en: answerTimeEn },
}

/** `tel:` form of a phone number: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`
