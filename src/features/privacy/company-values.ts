import { processors, type Company } from "../../config/company"
import { fill } from "../../i18n/fill"
import { typeset } from "../../i18n/typeset"
import type { Language } from "../../i18n/languages"
import type { PolicySectionContent } from "./policy-section"

/** The policy's wording of each transfer basis (`mailTransfer` in the privacy-policy locale). */
type TransferTexts = Readonly<Record<string, string>>

/**
 * The company details the policy's strings may name, in the page's language: the mailbox
 * provider, and each service provider's transfer basis in words and its agreement's address.
 */
export const policyValues = (
  details: Company,
  language: Language,
  transfer: TransferTexts
): Record<string, string> => ({
  mailProvider: details.mailProvider,
  mailProviderCountry: details.mailProviderCountry[language],
  mailTransfer: transfer[details.mailTransferBasis] ?? "",
  ...Object.fromEntries(
    processors.flatMap(processor => [
      [`${processor}Transfer`, transfer[details[`${processor}TransferBasis`]] ?? ""],
      [`${processor}Dpa`, details[`${processor}Dpa`]],
    ])
  ),
})

/** A policy section with the company's details in every string. */
export const fillSection = (
  section: PolicySectionContent,
  values: Readonly<Record<string, string>>
): PolicySectionContent => {
  // Typeset after filling: a value may bring its own one-letter words ("sp. z o.o.", "a i b").
  const filled = (text: string) => typeset(fill(text, values))
  return {
    ...section,
    title: filled(section.title),
    paragraphs: section.paragraphs.map(filled),
    items: section.items?.map(filled),
    entries: section.entries?.map(entry => ({
      term: filled(entry.term),
      details: entry.details.map(filled),
    })),
    after: section.after?.map(filled),
  }
}
