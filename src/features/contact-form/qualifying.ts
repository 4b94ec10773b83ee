import type { Namespaces } from "../../i18n/namespaces"
import { serviceIds } from "../../routes"
import { plainText } from "../../i18n/typeset"

/**
 * The form's optional qualifying choices, by their values. What the visitor needs: a service
 * page's id (the contact page's `?service=` takes the same ids), monthly care, or something else.
 * Their words live in the contact locale (`need.<id>`, `budget.<id>`, `deadline.<id>`).
 */
export const needs = [...serviceIds, "care", "other"] as const
export type Need = (typeof needs)[number]

export const budgets = ["under-5k", "5k-15k", "15k-40k", "over-40k", "unknown"] as const
export type Budget = (typeof budgets)[number]

export const deadlines = ["asap", "1-3-months", "3-6-months", "flexible"] as const
export type Deadline = (typeof deadlines)[number]

export const qualifyingOptions = { need: needs, budget: budgets, deadline: deadlines } as const
export type QualifyingField = keyof typeof qualifyingOptions

export const isNeed = (value: unknown): value is Need =>
  typeof value === "string" && (needs as readonly string[]).includes(value)

/** Whether a value is one of a choice's options (or empty: no choice). */
export const isChoice = (field: QualifyingField, value: string): boolean =>
  value === "" || (qualifyingOptions[field] as readonly string[]).includes(value)

/** A choice's words in the page's language, or "" for none (or a value that is not an option). */
export const choiceLabel = (
  strings: Namespaces["contact"],
  field: QualifyingField,
  value: string
): string => {
  if (!(qualifyingOptions[field] as readonly string[]).includes(value)) return ""
  return plainText(strings[`${field}.${value}` as keyof Namespaces["contact"]] as string)
}

/** The values with each choice in words, as the visitor saw it: what the message carries. */
export const withChoiceLabels = <V extends Record<QualifyingField, string>>(
  values: V,
  strings: Namespaces["contact"]
): V => ({
  ...values,
  need: choiceLabel(strings, "need", values.need),
  budget: choiceLabel(strings, "budget", values.budget),
  deadline: choiceLabel(strings, "deadline", values.deadline),
})
