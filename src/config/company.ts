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
  /** The city as English names it (Warsaw), for the English pages' taglines; the address keeps `city`. */
  cityEn: string
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
  /**
   * Each service provider's transfer basis (one of `mailTransferBases`) and the address of its
   * data-processing agreement, as the privacy policy names them (section 3). EmailJS's are example
   * values until the agency confirms them with EmailJS (src/config/company-examples.ts).
   */
  emailjsTransferBasis: string
  emailjsDpa: string
  googleTransferBasis: string
  googleDpa: string
  cloudflareTransferBasis: string
  cloudflareDpa: string
  /** Who runs the mailbox EmailJS delivers the contact form's messages to; the privacy policy names it. */
  mailProvider: string
  /** The country the mailbox provider processes the messages in, as each language names it. */
  mailProviderCountryPl: string
  mailProviderCountryEn: string
  /** What makes its processing lawful there: one of `mailTransferBases`. */
  mailTransferBasis: string
  /**
   * The person who answers messages, shown on the contact page ("who will answer you") and on the
   * home page: a name, a role as each language says it, a photo (optional, a path under /images;
   * without it the site shows the initials), and a direct e-mail and phone.
   */
  contactName: string
  contactRolePl: string
  contactRoleEn: string
  contactPhoto: string
  contactEmail: string
  contactPhone: string
  /**
   * The agency's rating on an independent review site (Google, Clutch…), shown beside the main
   * actions: the average out of 5, how many reviews it averages, the site's name and the address
   * of the reviews. All four empty until the agency has a rating of its own; never typed in
   * from elsewhere.
   */
  ratingValue: string
  ratingCount: string
  ratingSource: string
  ratingUrl: string
}

/** The contact person as the site shows them. */
export type ContactPerson = {
  name: string
  role: Record<Language, string>
  /** Empty when there is no photo. */
  photo: string
  email: string
  phone: string
  /** The demo build's fictional person, marked "demo" on the page. */
  demo: boolean
}

/** The rating as the site shows it, linked to the reviews it averages. */
export type Rating = {
  /** The average out of 5. */
  value: number
  count: number
  source: string
  url: string
  /** The demo build's fictional rating, marked "demo" on the page. */
  demo: boolean
}

/** The service providers whose transfer basis and data-processing agreement company data holds. */
export const processors = ["emailjs", "google", "cloudflare"] as const
export type Processor = (typeof processors)[number]

/**
 * How messages reach the mailbox provider (or data a service provider) lawfully (GDPR chapter V): they stay in the EEA, or go
 * to a country with an adequacy decision (Art. 45), to a US company certified under the EU–US
 * Data Privacy Framework (Art. 45), or under the Commission's standard contractual clauses
 * (Art. 46(2)(c)). The privacy policy words each one (`mailTransfer` in locales/<lang>/privacy-policy.json).
 */
export const mailTransferBases = ["eea", "adequacy", "dpf", "scc"] as const
export type MailTransferBasis = (typeof mailTransferBases)[number]

/** The details as the site shows them. */
export type Company = Omit<
  CompanyDetails,
  | "shareCapitalPl"
  | "shareCapitalEn"
  | "answerTimePl"
  | "answerTimeEn"
  | "mailProviderCountryPl"
  | "mailProviderCountryEn"
  | "cityEn"
  | `contact${string}`
  | `rating${string}`
> & {
  /** The city's name in each language's running text (the address keeps the Polish `city`). */
  cityName: Record<Language, string>
  shareCapital: Record<Language, string>
  answerTime: Record<Language, string>
  mailProviderCountry: Record<Language, string>
  contactPerson: ContactPerson
  /** Null while the agency has no rating of its own. */
  rating: Rating | null
}

export const companyDetails: CompanyDetails = details

/**
 * Only the demo build's copy of the file (scripts/demo-content.ts) says its person and its rating
 * are fiction.
 */
const { contactDemo, ratingDemo } = details as { contactDemo?: boolean; ratingDemo?: boolean }

/** The rating, once it is filled in: the build checks its four fields go together. */
export const ratingOf = (
  fields: Pick<CompanyDetails, `rating${string}` & keyof CompanyDetails>,
  demo = false
): Rating | null =>
  fields.ratingValue
    ? {
        value: Number(fields.ratingValue.replace(",", ".")),
        count: Number(fields.ratingCount),
        source: fields.ratingSource,
        url: fields.ratingUrl,
        demo,
      }
    : null

const {
  shareCapitalPl,
  shareCapitalEn,
  answerTimePl,
  answerTimeEn,
  mailProviderCountryPl,
  mailProviderCountryEn,
  cityEn,
  contactName,
  contactRolePl,
  contactRoleEn,
  contactPhoto,
  contactEmail,
  contactPhone,
  ratingValue,
  ratingCount,
  ratingSource,
  ratingUrl,
  ...rest
} = companyDetails
export const company: Company = {
  ...rest,
  cityName: { pl: rest.city, en: cityEn },
  shareCapital: { pl: shareCapitalPl, en: shareCapitalEn },
  answerTime: { pl: answerTimePl, en: answerTimeEn },
  mailProviderCountry: { pl: mailProviderCountryPl, en: mailProviderCountryEn },
  contactPerson: {
    name: contactName,
    role: { pl: contactRolePl, en: contactRoleEn },
    photo: contactPhoto,
    email: contactEmail,
    phone: contactPhone,
    demo: Boolean(contactDemo),
  },
  rating: ratingOf({ ratingValue, ratingCount, ratingSource, ratingUrl }, Boolean(ratingDemo)),
}

/** `tel:` form of a phone number: digits and a leading plus only. */
export const telHref = (phone: string): string => `tel:${phone.replace(/[^\d+]/g, "")}`
