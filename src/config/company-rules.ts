import { mailTransferBases, type CompanyDetails, type Processor } from "./company"

export const companyFile = "content/company.json"

type Rule = {
  label: string
  hint?: string
  pattern?: RegExp
  message?: string
  /** The only values allowed, with the label the CMS shows for each (a select in the CMS). */
  options?: readonly { value: string; label: string }[]
  /** May stay empty. */
  optional?: true
  /** An image the editor uploads (a path under /images), not a text. */
  image?: true
}

const transferLabels: Record<(typeof mailTransferBases)[number], string> = {
  eea: "Stays in the EEA (no transfer)",
  adequacy: "Adequacy decision of the European Commission (Art. 45 GDPR)",
  dpf: "EU–US Data Privacy Framework, provider certified (Art. 45 GDPR)",
  scc: "Standard contractual clauses (Art. 46(2)(c) GDPR)",
}

const transferOptions = mailTransferBases.map(value => ({ value, label: transferLabels[value] }))

/** A service provider's transfer basis (a choice) and its data-processing agreement's address. */
const processorRules = <P extends Processor>(processor: P, name: string) =>
  ({
    [`${processor}TransferBasis`]: {
      label: `${name}: transfer basis`,
      hint: "What makes sending data to it lawful, as its data-processing agreement says (privacy policy, section 3)",
      options: transferOptions,
      message: `One of: ${mailTransferBases.join(", ")}`,
    },
    [`${processor}Dpa`]: {
      label: `${name}: data-processing agreement`,
      hint: "The address of the agreement the agency accepted; the privacy policy links to it",
      pattern: /^https:\/\/\S+$/,
      message: "The agreement's full address, starting with https://",
    },
  }) as Record<`${P}TransferBasis` | `${P}Dpa`, Rule>

/**
 * What each company detail must look like. The build checks the file with these rules
 * (validateCompany, from gatsby-node) and the CMS gives its fields the same labels and patterns.
 */
export const companyRules: Record<keyof CompanyDetails, Rule> = {
  brand: { label: "Brand name", hint: "Shown in the logo, page titles and the footer" },
  legalName: { label: "Legal name", hint: "As in the company register" },
  street: { label: "Street and number" },
  postalCode: { label: "Postal code", pattern: /^\d{2}-\d{3}$/, message: "Write it as 00-000" },
  city: { label: "City", hint: "As the address writes it, in Polish" },
  cityEn: {
    label: "City (English)",
    hint: "As English names it, e.g. Warsaw: the English taglines",
  },
  country: {
    label: "Country code",
    hint: "Two capital letters (ISO 3166-1), for search engines",
    pattern: /^[A-Z]{2}$/,
    message: "Two capital letters, e.g. PL",
  },
  taxId: { label: "Tax number (NIP)" },
  krs: { label: "KRS number", pattern: /^\d{10}$/, message: "Ten digits" },
  registryCourt: { label: "Registry court", hint: "Its official name, in Polish" },
  shareCapitalPl: {
    label: "Share capital (Polish)",
    hint: "As Polish writes it, e.g. 5 000,00 zł",
  },
  shareCapitalEn: {
    label: "Share capital (English)",
    hint: "As English writes it, e.g. PLN 5,000.00",
  },
  phone: {
    label: "Phone",
    hint: "With the country code, e.g. +48 500 000 000",
    pattern: /^\+?[\d ()-]{7,}$/,
    message: "Digits, spaces, brackets and hyphens, optionally after a +",
  },
  email: {
    label: "E-mail",
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: "An e-mail address, e.g. kontakt@example.com",
  },
  answerTimePl: {
    label: "Usual answer time (Polish)",
    hint: "Ends the contact page's sentence „Odpowiadamy zwykle …”, e.g. w ciągu jednego dnia roboczego",
    pattern: /^[^.!?]{3,60}$/,
    message: "A few words that end the sentence, without a full stop (3 to 60 characters)",
  },
  answerTimeEn: {
    label: "Usual answer time (English)",
    hint: "Ends the contact page's sentence “We usually reply …”, e.g. within one business day",
    pattern: /^[^.!?]{3,60}$/,
    message: "A few words that end the sentence, without a full stop (3 to 60 characters)",
  },
  facebook: {
    label: "Facebook page",
    pattern: /^https:\/\/\S+$/,
    message: "The page's full address, starting with https://",
  },
  ...processorRules("emailjs", "EmailJS"),
  ...processorRules("google", "Google (Analytics)"),
  ...processorRules("cloudflare", "Cloudflare (hosting)"),
  mailProvider: {
    label: "Mailbox provider",
    hint: "The company that runs the mailbox the contact form's messages arrive in (privacy policy, section 3)",
  },
  mailProviderCountryPl: {
    label: "Mailbox provider's country (Polish)",
    hint: "Where it processes the messages, in Polish, e.g. Irlandia",
  },
  mailProviderCountryEn: {
    label: "Mailbox provider's country (English)",
    hint: "Where it processes the messages, in English, e.g. Ireland",
  },
  mailTransferBasis: {
    label: "Mailbox provider's transfer basis",
    hint: "What makes sending the messages to that country lawful; ask the provider if unsure",
    options: transferOptions,
    message: `One of: ${mailTransferBases.join(", ")}`,
  },
  contactName: {
    label: "Contact person: name",
    hint: "The person who answers messages; the contact page shows them as „Kto Ci odpowie”",
  },
  contactRolePl: {
    label: "Contact person: role (Polish)",
    hint: "e.g. współzałożyciel, kierownik projektów",
    pattern: /^.{2,60}$/,
    message: "2 to 60 characters",
  },
  contactRoleEn: {
    label: "Contact person: role (English)",
    hint: "e.g. co-founder, project lead",
    pattern: /^.{2,60}$/,
    message: "2 to 60 characters",
  },
  contactPhoto: {
    label: "Contact person: photo",
    hint: "Optional: a real photo of the person, square, at least 240 × 240 px. Without it the site shows their initials",
    pattern: /^\/[\w\-./]+\.(jpe?g|png|webp|avif)$/i,
    message: "A path under /images to a JPEG, PNG, WebP or AVIF file",
    optional: true,
    image: true,
  },
  contactEmail: {
    label: "Contact person: direct e-mail",
    pattern: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
    message: "An e-mail address, e.g. anna@example.com",
  },
  contactPhone: {
    label: "Contact person: direct phone",
    hint: "With the country code, e.g. +48 500 000 001",
    pattern: /^\+?[\d ()-]{7,}$/,
    message: "Digits, spaces, brackets and hyphens, optionally after a +",
  },
  ratingValue: {
    label: "Rating: average out of 5",
    hint: "Optional, with the three fields below: the agency's own average on an independent review site, e.g. 4.9. Leave all four empty until there is one",
    pattern: /^(?:[1-4](?:[.,]\d)?|5(?:[.,]0)?)$/,
    message: "A number from 1 to 5 with at most one decimal, e.g. 4.9",
    optional: true,
  },
  ratingCount: {
    label: "Rating: number of reviews",
    hint: "How many reviews the average is of, as the review site shows it",
    pattern: /^[1-9]\d{0,5}$/,
    message: "A whole number of reviews, e.g. 27",
    optional: true,
  },
  ratingSource: {
    label: "Rating: review site",
    hint: "Its name as visitors know it, e.g. Google or Clutch",
    pattern: /^.{2,40}$/,
    message: "2 to 40 characters",
    optional: true,
  },
  ratingUrl: {
    label: "Rating: address of the reviews",
    hint: "The page where visitors can read the reviews themselves",
    pattern: /^https:\/\/\S+$/,
    message: "The page's full address, starting with https://",
    optional: true,
  },
}

/** The rating's fields: one rating, so all four filled in or none. */
export const ratingFields = ["ratingValue", "ratingCount", "ratingSource", "ratingUrl"] as const

/** A rating with some of its fields left empty: each empty one, named. */
const ratingProblems = (details: Record<string, unknown>, file: string): string[] => {
  const filled = ratingFields.filter(field => typeof details[field] === "string" && details[field])
  if (filled.length === 0 || filled.length === ratingFields.length) return []
  return ratingFields
    .filter(field => !filled.includes(field))
    .map(
      field =>
        `${file}: "${field}" is empty, but ${filled.map(name => `"${name}"`).join(", ")} ${filled.length === 1 ? "is" : "are"} set: a rating needs all four fields, or none`
    )
}

/** Checks the company details; each problem names the file and the field. */
export const validateCompany = (details: Record<string, unknown>, file = companyFile): string[] => [
  ...Object.entries(companyRules).flatMap(([field, rule]) => {
    const value = details[field]
    if (rule.optional && (value === undefined || value === "")) return []
    if (typeof value !== "string" || value.trim() === "")
      return [`${file}: "${field}" is missing or empty`]
    if (rule.pattern && !rule.pattern.test(value))
      return [`${file}: "${field}" is "${value}": ${rule.message ?? "not valid"}`]
    if (rule.options && !rule.options.some(option => option.value === value))
      return [`${file}: "${field}" is "${value}": ${rule.message ?? "not one of the options"}`]
    return []
  }),
  ...ratingProblems(details, file),
]
