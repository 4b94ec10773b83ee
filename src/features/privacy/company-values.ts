import type { Company } from "../../config/company"
import type { Language } from "../../i18n/languages"
import type { PolicySectionContent } from "./policy-section"

/** `{{name}}` in a policy string: a company detail, filled in when the page renders. */
const placeholder = /\{\{(\w+)\}\}/g

/** The policy's wording of each transfer basis (`mailTransfer` in the privacy locale). */
export type TransferTexts = Readonly<Record<string, string>>

/** The company details the policy's strings may name, in the page's language. */
export const policyValues = (
  details: Company,
  language: Language,
  transfer: TransferTexts
): Record<string, string> => ({
  mailProvider: details.mailProvider,
  mailProviderCountry: details.mailProviderCountry[language],
  mailTransfer: transfer[details.mailTransferBasis] ?? "",
})

/** The placeholders a string uses, by name. */
export const placeholdersIn = (text: string): string[] =>
  [...text.matchAll(placeholder)].map(match => match[1])

/** A string with its placeholders filled; an unknown name stays as written, for the tests to find. */
export const fillText = (text: string, values: Readonly<Record<string, string>>): string =>
  text.replace(placeholder, (match, name: string) => values[name] ?? match)

/** A policy section with the company's details in every string. */
export const fillSection = (
  section: PolicySectionContent,
  values: Readonly<Record<string, string>>
): PolicySectionContent => {
  const fill = (text: string) => fillText(text, values)
  return {
    ...section,
    title: fill(section.title),
    paragraphs: section.paragraphs.map(fill),
    items: section.items?.map(fill),
    entries: section.entries?.map(entry => ({
      term: fill(entry.term),
      details: entry.details.map(fill),
    })),
    after: section.after?.map(fill),
  }
}
