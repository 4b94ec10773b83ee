import { tagSettleDelayMs } from "../../config/site"
import { languageStorageKey, type Language } from "../../i18n/languages"
import {
  automaticEvents,
  collectDomains,
  pageViewEvent,
  tagOrigin,
  vitalsMetrics,
} from "../../lib/analytics"
import { analyticsConsentKey, cookieConsentKey, cookieNoticeDelayMs } from "../../lib/consent"
import { lastSentKey, throttleMs } from "../contact-form/limits"

/** The policy's wording of the code's facts (`privacy-policy` locale): one per variant or name. */
export type FactTexts = {
  /** When the tag loads: `none` without a settle delay, `delay` with `{{tagSettleSeconds}}`. */
  tagTiming: { none: string; delay: string }
  /** What each Core Web Vital measures, by the metric's name. */
  vitals: Readonly<Record<string, string>>
  /** What each event GA4 adds by itself is, by the event's name. */
  automaticEvents: Readonly<Record<string, string>>
}

const seconds = (ms: number) => String(ms / 1000)

const lists: Record<Language, (items: string[]) => string> = {
  pl: items =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} i ${items.at(-1)}`,
  en: items =>
    items.length < 2 ? items.join("") : `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`,
}

/** `` `name` (what it is) `` for each name, in the code's order. */
const named = (names: readonly string[], texts: Readonly<Record<string, string>>) =>
  names.map(name => `\`${name}\` (${texts[name] ?? ""})`)

/**
 * The facts the privacy policy states about what the code does, taken from the code's own
 * constants: when the tag loads, which events it sends and where, what the browser stores, how
 * soon the cookie notice appears. The policy's strings name them as `{{placeholders}}`, so a
 * change in the code changes the policy (policy-facts.test.ts keeps both in step).
 */
export const policyFacts = (language: Language, texts: FactTexts): Record<string, string> => {
  const list = lists[language]
  return {
    tagHost: new URL(tagOrigin).host,
    tagTiming:
      tagSettleDelayMs === 0
        ? texts.tagTiming.none
        : texts.tagTiming.delay.replace("{{tagSettleSeconds}}", seconds(tagSettleDelayMs)),
    collectDomains: list([...collectDomains]),
    pageViewEvent,
    vitals: list(named(vitalsMetrics, texts.vitals)),
    automaticEvents: list(named(automaticEvents, texts.automaticEvents)),
    noticeDelaySeconds: seconds(cookieNoticeDelayMs),
    consentKey: cookieConsentKey,
    analyticsKey: analyticsConsentKey,
    languageKey: languageStorageKey,
    lastSentKey,
    throttleSeconds: seconds(throttleMs),
  }
}
