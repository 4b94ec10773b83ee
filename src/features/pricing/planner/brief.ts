import type { Language } from "../../../i18n/languages"
import type { Namespaces } from "../../../i18n/namespaces"
import { localizedPath } from "../../../i18n/paths"
import { plainText } from "../../../i18n/typeset"
import { plannerQuestions, type PlannerQuestion } from "../pricing-data"
import type { Answers, Estimate } from "../estimate"
import { priceText, weeksText } from "../price-text"

type BriefInput = {
  strings: Namespaces["estimate"]
  prices: Namespaces["pricing"]
  serviceName: string
  answers: Answers
  result: Estimate
  language: Language
}

/** The planner's result as plain text in the visitor's language, for the contact form's message. */
export const briefText = ({
  strings,
  prices,
  serviceName,
  answers,
  result,
  language,
}: BriefInput) =>
  plainText(
    [
      strings.brief.intro,
      `${strings.brief.service}: ${serviceName}`,
      ...(Object.keys(plannerQuestions) as PlannerQuestion[]).map(
        question => `${strings.questions[question]} ${strings.answers[answers[question]]}`
      ),
      `${strings.brief.estimate}: ${priceText(prices, result, language)}`,
      `${strings.brief.duration}: ${weeksText(prices, result)}`,
    ].join("\n")
  )

/** The contact form's address with the service chosen and the brief (the shared interface). */
export const contactLink = (language: Language, service: string, brief: string): string => {
  const [path, anchor] = localizedPath("contact#form", language).split("#")
  const query = new URLSearchParams({ service, brief })
  return `${path}?${query.toString()}#${anchor}`
}

/**
 * A multiplier as the share it adds to the price, as the language writes a number: 1.4 -> "40",
 * 2.5 -> "150"; the strings around it give the "+" and the "%". A business owner reads "+40%"
 * where "×1,4" read as a formula.
 */
export const percentText = (factor: number, language: Language): string =>
  Math.round((factor - 1) * 100).toLocaleString(language === "pl" ? "pl-PL" : "en-GB")
