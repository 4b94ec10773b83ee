import { afterEach, describe, expect, it, vi } from "vitest"
import { tagSettleDelayMs } from "../../config/site"
import { company } from "../../config/company"
import { languages, languageStorageKey, type Language } from "../../i18n/languages"
import { readNamespace } from "../../i18n/locale-files"
import type { Namespaces } from "../../i18n/namespaces"
import {
  automaticEvents,
  collectDomains,
  pageViewEvent,
  tagOrigin,
  vitalsMetrics,
} from "../../lib/analytics"
import { analyticsConsentKey, cookieConsentKey, cookieNoticeDelayMs } from "../../lib/consent"
import { lastSentKey, throttleMs } from "../contact-form/limits"
import { fillSection, policyValues } from "./company-values"
import { policyFacts } from "./policy-facts"

const policyOf = (language: Language) =>
  readNamespace(language, "privacy-policy") as unknown as Namespaces["privacy-policy"]

/** The policy's text as the page shows it: every section, with the code's facts filled in. */
const shownPolicy = (language: Language) => {
  const policy = policyOf(language)
  const values = {
    ...policyValues(company, language, policy.mailTransfer),
    ...policyFacts(language, policy),
  }
  // As read: the page typesets the policy, and a no-break space reads as a space.
  return JSON.stringify(policy.sections.map(section => fillSection(section, values))).replace(
    /\u00a0/g,
    " "
  )
}

/** What the code stores, loads, sends and waits for: the facts the policy states. */
const codeFacts = {
  storageKeys: [cookieConsentKey, analyticsConsentKey, languageStorageKey, lastSentKey],
  hosts: [new URL(tagOrigin).host, ...collectDomains],
  events: [pageViewEvent, ...vitalsMetrics, ...automaticEvents],
}

const wordsFor = { pl: { few: "kilka sekund" }, en: { few: "a few seconds" } }

describe.each(languages)("the privacy policy in %s states what the code does", language => {
  const shown = shownPolicy(language)

  it("names every browser-storage key the code writes, as an entry", () => {
    for (const key of codeFacts.storageKeys) expect(shown).toContain(`"term":"\`${key}\`"`)
  })

  it("names the tag's host and the hosts the data goes to", () => {
    for (const host of codeFacts.hosts) expect(shown).toContain(host)
  })

  it("names every event the code sends and every event GA4 adds by itself", () => {
    for (const event of codeFacts.events) expect(shown).toContain(`\`${event}\``)
  })

  it("describes exactly the Core Web Vitals and automatic events the code lists", () => {
    const policy = policyOf(language)
    expect(Object.keys(policy.vitals)).toEqual([...vitalsMetrics])
    expect(Object.keys(policy.automaticEvents)).toEqual([...automaticEvents])
  })

  it("gives the notice's delay and the form's limit in the code's seconds", () => {
    expect(shown).toContain(`${cookieNoticeDelayMs / 1000} s`)
    expect(shown).toContain(`${throttleMs / 1000} s`)
  })

  it("says when the tag loads as the code's settle delay has it", () => {
    const { tagTiming } = policyOf(language)
    expect(tagSettleDelayMs).toBe(0)
    expect(shown).toContain(tagTiming.none)
    expect(shown).not.toContain(wordsFor[language].few)
  })

  it("writes none of these facts by hand: each comes from the code", () => {
    const raw = JSON.stringify(policyOf(language).sections)
    const byHand = [...codeFacts.storageKeys, ...codeFacts.hosts, ...codeFacts.events].filter(
      fact => raw.includes(fact)
    )
    expect(byHand).toEqual([])
    expect(shown).not.toMatch(/\{\{\w+\}\}/)
  })
})

describe("a settle delay in the code", () => {
  afterEach(() => {
    vi.doUnmock("../../config/site")
    vi.resetModules()
  })

  it("changes the policy's wording of when the tag loads, with the delay in seconds", async () => {
    vi.resetModules()
    vi.doMock("../../config/site", async original => ({
      ...(await original<typeof import("../../config/site")>()),
      tagSettleDelayMs: 3000,
    }))
    const { policyFacts: withDelay } = await import("./policy-facts")
    for (const language of languages) {
      const timing = withDelay(language, policyOf(language)).tagTiming
      expect(timing).toContain("3 s")
      expect(timing).not.toBe(policyOf(language).tagTiming.none)
    }
  })
})
