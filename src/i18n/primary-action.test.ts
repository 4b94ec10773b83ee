import { describe, expect, it } from "vitest"
import { languages, type Language } from "./languages"
import { readLocale } from "./locale-files"

/**
 * One wording for the primary action in each language (`cta.primary` in common.json), on every
 * page: a visitor learns one label, and it cannot drift page by page. The only exception is the
 * spec's own English portfolio header, "Start Collaboration".
 */

/** Wordings the primary action had before it had one label: none may come back. */
const retired: Record<Language, string[]> = {
  pl: [
    "Rozpocznij współpracę",
    "Opowiedz nam o projekcie",
    "Opowiedz nam o swoim projekcie",
    "Omówmy Twój projekt",
    "Omów swój projekt",
    "Skontaktuj się",
    "Napisz do nas",
    "Zapytaj o wycenę",
    "Poproś o wycenę",
    "Rozpocznij projekt",
    "Porozmawiajmy o headless CMS",
    "Porozmawiajmy o stronie",
    "Porozmawiajmy",
  ],
  en: [
    "Tell us about your project",
    "Discuss your project",
    "Discuss your website",
    "Contact us",
    "Get in touch",
    "Write to us",
    "Get a quote",
    "Start your project",
    "Talk to us",
    "Talk to us about a headless CMS",
  ],
}

/** Keys that hold a button's text, wherever they sit in a locale file. */
const actionKeys = new Set(["ctaText", "cta", "ctaButton", "post.ctaButton", "cta.button"])

type Action = { file: string; path: string; text: string; link?: unknown }

/** Every button text in a namespace, with the link beside it when there is one. */
const actionsIn = (file: string, value: unknown, path = ""): Action[] => {
  if (Array.isArray(value))
    return value.flatMap((item, i) => actionsIn(file, item, `${path}[${i}]`))
  if (!value || typeof value !== "object") return []
  const record = value as Record<string, unknown>
  return Object.entries(record).flatMap(([key, item]) => {
    const at = path ? `${path}.${key}` : key
    if (actionKeys.has(key) && typeof item === "string")
      return [{ file, path: at, text: item, link: record.link ?? record.ctaLink }]
    return actionsIn(file, item, at)
  })
}

/** Strings anywhere in a value: where a retired wording could hide. */
const stringsIn = (value: unknown): string[] =>
  typeof value === "string"
    ? [value]
    : value && typeof value === "object"
      ? Object.values(value).flatMap(stringsIn)
      : []

/** Actions without a link beside them that lead elsewhere: the 404 page's leads home. */
const notToContact = new Set(["not-found: cta"])

const isPrimary = ({ file, path, link }: Action) =>
  link === undefined
    ? !notToContact.has(`${file}: ${path}`)
    : typeof link === "string" && link.startsWith("contact")

describe.each(languages)("the primary action (%s)", language => {
  const locale = readLocale(language)
  const label = locale.common["cta.primary"] as string
  const actions = Object.entries(locale).flatMap(([ns, data]) => actionsIn(ns, data))

  it("has one short label", () => {
    expect(label).toMatch(/\S/)
    expect(label.length).toBeLessThanOrEqual(32)
    expect(label).toBe(
      language === "pl" ? "Porozmawiajmy o projekcie" : "Let's talk about your project"
    )
  })

  it("uses it for every call to action towards the contact page", () => {
    const primary = actions.filter(isPrimary)
    expect(primary.length).toBeGreaterThanOrEqual(20)
    const exception = (action: Action) =>
      language === "en" && action.file === "portfolio" && action.path === "header.cta"
    const others = primary
      .filter(action => !exception(action) && action.text !== label)
      .map(action => `${action.file}: ${action.path} = "${action.text}"`)
    expect(others).toEqual([])
  })

  it("keeps the spec's English portfolio header as written", () => {
    const header = actions.find(
      action => action.file === "portfolio" && action.path === "header.cta"
    )
    expect(header?.text).toBe(language === "en" ? "Start Collaboration" : label)
  })

  it("uses no retired wording as a link or button text anywhere", () => {
    const texts = Object.values(locale).flatMap(stringsIn)
    const found = retired[language].filter(old =>
      texts.some(text => text.trim().toLowerCase() === old.toLowerCase())
    )
    expect(found).toEqual([])
  })
})
