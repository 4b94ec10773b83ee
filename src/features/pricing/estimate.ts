import type { Language } from "../../i18n/languages"
import {
  plannerQuestions,
  type PlannedService,
  type PlannerAnswer,
  type PlannerQuestion,
  type Pricing,
} from "./pricing-data"

export type Answers = { [Q in PlannerQuestion]: (typeof plannerQuestions)[Q][number] }

/** What a visitor has not answered yet counts as the first (cheapest) answer. */
export const defaultAnswers: Answers = {
  size: "small",
  content: "ready",
  languages: "one",
  integrations: "none",
  deadline: "flexible",
}

export type Driver = { question: PlannerQuestion; answer: PlannerAnswer; factor: number }

export type Estimate = {
  priceFrom: number
  priceTo: number
  weeksFrom: number
  weeksTo: number
  /** The answers that raise the price, with their multiplier, largest first. */
  drivers: Driver[]
}

const roundTo100 = (value: number) => Math.round(value / 100) * 100

/** The price range and duration of a service for the given answers, from the pricing data. */
export const estimate = (pricing: Pricing, service: PlannedService, answers: Answers): Estimate => {
  const entry = pricing.services[service]
  const questions = Object.keys(plannerQuestions) as PlannerQuestion[]
  const factorOf = (question: PlannerQuestion) =>
    (pricing.planner[question] as Record<string, number>)[answers[question]] ?? 1
  const factor = questions.reduce((product, question) => product * factorOf(question), 1)
  const weeks = questions.reduce(
    (sum, question) => sum + (pricing.planner.extraWeeks[answers[question]] ?? 0),
    0
  )
  const drivers = questions
    .map(question => ({ question, answer: answers[question], factor: factorOf(question) }))
    .filter(driver => driver.factor > 1)
    .sort((a, b) => b.factor - a.factor)
  return {
    priceFrom: roundTo100(entry.priceFrom * factor),
    priceTo: roundTo100(entry.priceTo * factor),
    weeksFrom: Math.max(1, entry.weeksFrom + weeks),
    weeksTo: Math.max(1, entry.weeksTo + weeks),
    drivers,
  }
}

/**
 * What could still raise the price from these answers: each question whose answer does not raise
 * it yet, with the largest factor another of its answers has in the pricing data, largest first.
 * At the cheapest answers the planner lists these, so "what drives the price" is never empty.
 */
export const headroom = (pricing: Pricing, answers: Answers): Driver[] =>
  (Object.keys(plannerQuestions) as PlannerQuestion[])
    .flatMap(question => {
      const factors = pricing.planner[question] as Record<string, number>
      if ((factors[answers[question]] ?? 1) > 1) return []
      const [answer, factor] = Object.entries(factors).reduce((top, entry) =>
        entry[1] > top[1] ? entry : top
      )
      return factor > 1 ? [{ question, answer: answer as PlannerAnswer, factor }] : []
    })
    .sort((a, b) => b.factor - a.factor)

/** Reads answers from a query or form (unknown values fall back to the defaults). */
export const answersFrom = (
  values: Readonly<Record<string, string | null | undefined>>
): Answers => {
  const answers = { ...defaultAnswers }
  for (const question of Object.keys(plannerQuestions) as PlannerQuestion[]) {
    const value = values[question]
    if ((plannerQuestions[question] as readonly string[]).includes(value ?? ""))
      (answers as Record<string, string>)[question] = value as string
  }
  return answers
}

const numberFormats = new Map<Language, Intl.NumberFormat>()

/** An amount in PLN as the language writes it: "4 900 zł", "PLN 4,900". */
export const formatPrice = (amount: number, language: Language): string => {
  if (!numberFormats.has(language))
    numberFormats.set(
      language,
      new Intl.NumberFormat(language === "pl" ? "pl-PL" : "en-GB", {
        style: "currency",
        currency: "PLN",
        currencyDisplay: language === "pl" ? "symbol" : "code",
        maximumFractionDigits: 0,
        // Polish leaves four-digit amounts ungrouped by default; prices read better grouped.
        useGrouping: "always",
      } as unknown as Intl.NumberFormatOptions)
    )
  // Intl separates the code from the amount with a no-break space: keep it, it must not wrap.
  return (numberFormats.get(language) as Intl.NumberFormat).format(amount)
}
