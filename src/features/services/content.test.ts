import { describe, expect, it } from "vitest"
import { languages, type Language } from "../../i18n/languages"
import { localizedPath } from "../../i18n/paths"
import { contactFormAnchor, routes, websiteTypes, type RouteLink } from "../../routes"
import { readLocale } from "../../i18n/locale-files"
import { overviewShape, websiteTypeShape } from "./types"

type Json = Record<string, unknown>

const missing = (where: string, value: unknown, fields: readonly string[]): string[] =>
  fields
    .filter(field => {
      const v = (value as Json | undefined)?.[field]
      return v === undefined || v === null || (typeof v === "string" && v.trim() === "")
    })
    .map(field => `${where}.${field}`)

const dataSets = (language: Language) => readLocale(language)

describe.each(languages)("service data sets in %s", language => {
  const locale = dataSets(language)

  it.each(websiteTypes)("websites-%s has every field filled", type => {
    const ns = `websites-${type}`
    const data = locale[ns] as Json
    const steps = data.steps as Json
    const problems = [
      ...missing(`${ns}.seo`, data.seo, websiteTypeShape.seo),
      ...missing(`${ns}.header`, data.header, websiteTypeShape.header),
      ...missing(`${ns}.steps`, steps, websiteTypeShape.steps),
      ...missing(ns, data, websiteTypeShape.top),
      ...missing(`${ns}.closing`, data.closing, websiteTypeShape.closing),
      ...(steps.steps as Json[]).flatMap((step, i) =>
        missing(`${ns}.steps.steps[${i}]`, step, websiteTypeShape.step)
      ),
      ...((data.faq as Json[] | undefined) ?? [{}]).flatMap((item, i) =>
        missing(`${ns}.faq[${i}]`, item, websiteTypeShape.faq)
      ),
      ...(["benefits", "advantages"] as const).flatMap(list =>
        ((data[list] as Json[]) ?? []).flatMap((item, i) =>
          missing(`${ns}.${list}[${i}]`, item, websiteTypeShape.item)
        )
      ),
    ]
    // How much each list and the page say is the content lint's (scripts/content-lint/amounts.ts).
    expect(problems).toEqual([])
    expect(localizedPath((data.header as Json).link as RouteLink, language)).toBe(
      routes.contact[language]
    )
  })

  it("offers the six website types, each linking to its sub-page", () => {
    const data = locale.websites as Json
    const offers = data.offers as Json[]
    expect(offers).toHaveLength(6)
    expect(offers.map(offer => localizedPath(offer.link as RouteLink, language))).toEqual(
      websiteTypes.map(type => routes[`websites-${type}`][language])
    )
    for (const [i, offer] of offers.entries()) {
      expect(missing(`websites.offers[${i}]`, offer, overviewShape.offer)).toEqual([])
      expect((offer.servicesList as string[]).length).toBeGreaterThan(0)
    }
    expect(missing("websites.header", data.header, overviewShape.header)).toEqual([])
    expect(missing("websites.closing", data.closing, overviewShape.closing)).toEqual([])
  })

  it("offers four kinds of applications, each linking to the contact form", () => {
    const data = locale.apps as Json
    const offers = data.offers as Json[]
    expect(offers).toHaveLength(4)
    if (language === "en")
      expect(offers.map(offer => offer.title)).toEqual(["Complex", "UI/UX", "Interface", "Logic"])
    for (const [i, offer] of offers.entries()) {
      expect(missing(`apps.offers[${i}]`, offer, overviewShape.offer)).toEqual([])
      expect(missing(`apps.offers[${i}]`, offer, ["subtitle"])).toEqual([])
      expect(localizedPath(offer.link as RouteLink, language)).toBe(
        `${routes.contact[language]}#${contactFormAnchor[language]}`
      )
    }
  })

  it("asks the applications' own questions on their page", () => {
    const faq = ((locale.apps as Json).faq as Json[] | undefined) ?? [{}]
    expect(faq.flatMap((item, i) => missing(`apps.faq[${i}]`, item, websiteTypeShape.faq))).toEqual(
      []
    )
  })
})

/**
 * What a package includes, as the websites hub lists it, is read by a business owner comparing
 * packages: a developer's term there reads as jargon (a reviewer of round 61 quoted "Front-end
 * statyczny lub renderowany na serwerze" and "Modelowanie treści"). Each says what the client gets.
 */
const jargon: Record<Language, RegExp> = {
  pl: /front-?end|renderowan|modelowani|architektur\p{L}* informacji|konwersj|mapowani|audyt|mikrointerakcj|storytelling|budżet wydajności/iu,
  en: /front[- ]end|server-rendered|modelling|information architecture|conversion|mapping|\baudit\b|micro-interaction|storytelling|performance budget/i,
}

describe.each(languages)("the websites hub's package lists in %s", language => {
  it("say what the client gets, in no developer's terms", () => {
    const hub = readLocale(language).websites as { offers: { servicesList: string[] }[] }
    const found = hub.offers.flatMap(offer =>
      offer.servicesList.filter(item => jargon[language].test(item))
    )
    expect(found).toEqual([])
  })
})
