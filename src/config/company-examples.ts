import { companyDetails, type CompanyDetails } from "./company"

/** Where editors keep the company's details; messages name it. */
export const companyFile = "content/company.json"

/**
 * The example values `content/company.json` ships with, by its field names. A field still equal
 * to its example is reported by every build, and stops a deploying run
 * (scripts/check-company-examples.ts); if an example happens to be the agency's real value,
 * remove it from here.
 */
export const companyExamples: Partial<Record<keyof CompanyDetails, unknown>> = {
  legalName: "Webnova Studio sp. z o.o.",
  street: "ul. Przykładowa 12",
  postalCode: "00-950",
  taxId: "000-000-00-00",
  krs: "0000000000",
  registryCourt:
    "Sąd Rejonowy dla m.st. Warszawy w Warszawie, XII Wydział Gospodarczy Krajowego Rejestru Sądowego",
  shareCapitalPl: "5 000,00 zł",
  shareCapitalEn: "PLN 5,000.00",
  phone: "+48 500 000 000",
  email: "kontakt@example.com",
  // Not known yet: the agency's real answer time replaces it.
  answerTimePl: "w ciągu jednego dnia roboczego",
  answerTimeEn: "within one business day",
  facebook: "https://www.facebook.com/example",
  // EmailJS (Singapore, no adequacy decision): the basis and the agreement's address stay
  // examples until the agency has signed EmailJS's data-processing agreement and checked both.
  emailjsTransferBasis: "scc",
  emailjsDpa: "https://www.emailjs.com/legal/data-processing-agreement/",
  // The mailbox behind EmailJS: an example provider in Poland, so no transfer outside the EEA.
  mailProvider: "Przykładowy Dostawca Poczty sp. z o.o.",
  mailProviderCountryPl: "Polska",
  mailProviderCountryEn: "Poland",
  mailTransferBasis: "eea",
  // An example person: the contact page and the home page mark them as an example.
  contactName: "Anna Przykładowa",
  contactRolePl: "opiekunka klientów",
  contactRoleEn: "client lead",
  contactEmail: "anna@example.com",
  contactPhone: "+48 500 000 001",
}

/** Whether the contact person still holds example values (the site then marks them as such). */
export const contactPersonIsExample = (
  details: Readonly<Record<string, unknown>> = companyDetails
): boolean => exampleFields(details).some(field => field.startsWith("contact"))

/** The details the footer and the contact page print: the address, registry and contact. */
const printedDetails: readonly (keyof CompanyDetails)[] = [
  "street",
  "postalCode",
  "taxId",
  "krs",
  "registryCourt",
  "shareCapitalPl",
  "shareCapitalEn",
  "phone",
  "email",
  "facebook",
]

/**
 * Whether any printed company detail still holds its example value: the footer and the contact
 * page then mark the details as examples (a deploying build refuses them anyway).
 */
export const printedDetailsAreExample = (
  details: Readonly<Record<string, unknown>> = companyDetails
): boolean =>
  exampleFields(details).some(field => (printedDetails as readonly string[]).includes(field))

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The fields of `details` that still hold their example value, in the examples' order. */
export const exampleFields = (
  details: Readonly<Record<string, unknown>> = companyDetails,
  examples: Readonly<Record<string, unknown>> = companyExamples
): string[] => Object.keys(examples).filter(key => same(details[key], examples[key]))

/** The build warning naming each example field, or null when there is none. */
export const exampleWarning = (fields: readonly string[]): string | null =>
  fields.length === 0
    ? null
    : `${companyFile} still holds example values: ${fields.join(", ")}. ` +
      "The footer, the contact page, the privacy policy and the structured data show them; " +
      "replace them with the company's own details before publishing."

/**
 * Why a deploying run stops, or null when it may go on: each example field with the value it
 * holds, so the editor sees what to replace.
 */
export const exampleDeployProblem = (
  details: Readonly<Record<string, unknown>>,
  file: string = companyFile,
  examples: Readonly<Record<string, unknown>> = companyExamples
): string | null => {
  const fields = exampleFields(details, examples)
  return fields.length === 0
    ? null
    : [
        `This build is deployed, but ${file} still holds example values:`,
        ...fields.map(field => `  ${field}: ${JSON.stringify(details[field])}`),
        "Replace them with the company's own details (the content manager's \"Company details\").",
      ].join("\n")
}
