import type { Language } from "../i18n/languages"
import { websiteTypes, type ServiceId, type WebsiteType } from "../routes"

export { serviceIds, type ServiceId } from "../routes"

/** A name the copy must not use for a service, and what to write instead. */
export type Variant = { pattern: RegExp; use: string }

type GlossaryEntry = {
  /** The one name of the service: the menu, the footer, the cards and the page titles use it. */
  name: Record<Language, string>
  /** Found in each page title (SEO title and heading) of the service's page, in any inflection. */
  inTitle: Record<Language, RegExp>
  /** Other names for the same service, rejected anywhere in that language's copy. */
  avoid: Record<Language, readonly Variant[]>
}

/**
 * The services' names in both languages. The content lint (`npm run lint:content`) holds every
 * locale file and post to it; change a name here and the lint lists each place to update.
 */
export const glossary: Record<ServiceId, GlossaryEntry> = {
  websites: {
    name: { pl: "Strony internetowe", en: "Websites" },
    inTitle: { pl: /stron\p{L}* internetow/iu, en: /websites?/i },
    avoid: { pl: [], en: [] },
  },
  apps: {
    name: { pl: "Aplikacje internetowe", en: "Web applications" },
    inTitle: { pl: /aplikacj\p{L}* internetow/iu, en: /web applications?/i },
    avoid: {
      pl: [{ pattern: /aplikacj\p{L}* webow\p{L}*/iu, use: "aplikacje internetowe" }],
      en: [
        { pattern: /\bweb apps?\b/i, use: "web application(s)" },
        { pattern: /\bwebapps?\b/i, use: "web application(s)" },
      ],
    },
  },
  "websites-landing-page": {
    name: { pl: "Landing page", en: "Landing page" },
    inTitle: { pl: /landing page/i, en: /landing pages?/i },
    avoid: {
      pl: [
        {
          pattern: /\blanding(?!\s+page)(?:i|u|ów|ami|om|ach|iem)?(?![\p{L}-])/iu,
          use: "landing page (odmiana: landing page’a, landing page’e, landing page’ami)",
        },
      ],
      en: [],
    },
  },
  "websites-multi-page": {
    name: { pl: "Strona wielostronicowa", en: "Multi-page website" },
    inTitle: { pl: /wielostronicow/i, en: /multi-page/i },
    avoid: { pl: [], en: [] },
  },
  "websites-one-page": {
    name: { pl: "Strona one page", en: "One-page website" },
    inTitle: { pl: /one page/i, en: /one-page/i },
    avoid: {
      pl: [{ pattern: /\bstron\p{L}* typu one page/iu, use: "strona one page" }],
      en: [{ pattern: /\bone-pagers?\b/i, use: "one-page website(s)" }],
    },
  },
  "websites-creative": {
    name: { pl: "Strona kreatywna", en: "Creative website" },
    inTitle: { pl: /kreatywn/i, en: /creative/i },
    avoid: { pl: [], en: [] },
  },
  "websites-headless-cms": {
    name: { pl: "Strona z headless CMS", en: "Headless CMS website" },
    inTitle: { pl: /headless CMS/, en: /headless CMS/i },
    avoid: {
      pl: [{ pattern: /\bstron\p{L}* na headless CMS/iu, use: "strona z headless CMS" }],
      en: [],
    },
  },
  "websites-seo": {
    name: { pl: "Strona zoptymalizowana pod SEO", en: "SEO-optimised website" },
    inTitle: { pl: /zoptymalizowan\p{L}* pod SEO/iu, en: /SEO-optimised/i },
    avoid: {
      pl: [{ pattern: /\bOptymalizacja SEO\b/, use: "Strona zoptymalizowana pod SEO" }],
      en: [{ pattern: /\bSEO-optimized\b/i, use: "SEO-optimised" }],
    },
  },
}

/** Where each service's name appears as a name: the key must hold exactly the glossary name. */
type NamePlace = { ns: string; key: string; service: ServiceId }

export const namePlaces: readonly NamePlace[] = [
  { ns: "common", key: "nav.websites", service: "websites" },
  { ns: "common", key: "nav.apps", service: "apps" },
  { ns: "common", key: "footer.apps", service: "apps" },
  ...websiteTypes.map(type => ({
    ns: "common",
    key: `nav.websites.${type}`,
    service: `websites-${type}` as const,
  })),
  { ns: "home", key: "services.items[0].title", service: "websites" },
  { ns: "home", key: "services.items[1].title", service: "apps" },
  ...websiteTypes.map((type, i) => ({
    ns: "home",
    key: `types.items[${i}].title`,
    service: `websites-${type}` as const,
  })),
  ...websiteTypes.map((type, i) => ({
    ns: "websites",
    key: `offers[${i}].title`,
    service: `websites-${type}` as const,
  })),
]

/** The namespace of each service's own page, whose titles must carry the service's name. */
export const servicePages: Record<ServiceId, string> = {
  websites: "websites",
  apps: "apps",
  ...(Object.fromEntries(
    websiteTypes.map(type => [`websites-${type}`, `websites-${type}`])
  ) as Record<`websites-${WebsiteType}`, string>),
}
