import { languages, type Language } from "../../i18n/languages"
import { websiteTypes } from "../../routes"
import type { CmsFileCollection } from "../types"
import { labelFor, localeFields } from "./locale-fields"

/** Locale files by language and namespace, as read from `locales/`. */
export type LocaleFiles = Record<Language, Record<string, Record<string, unknown>>>

export const languageNames: Record<Language, string> = { pl: "Polski", en: "English" }

const namespaceLabels: Record<string, string> = {
  common: "Shared: menu, footer, cookie notice",
  home: "Home page",
  about: "About page",
  contact: "Contact page",
  privacy: "Privacy policy",
  portfolio: "Portfolio page",
  blog: "Blog pages",
  "not-found": "Page not found",
  websites: "Service: websites",
  apps: "Service: web applications",
  pricing: "Prices: labels and questions on service pages",
  estimate: "Project planner",
}

/** A namespace's name in the CMS; website sub-pages take their menu label. */
const namespaceLabel = (ns: string, common: Record<string, unknown>): string => {
  const type = websiteTypes.find(name => ns === `websites-${name}`)
  if (type) return `Website type: ${String(common[`nav.websites.${type}`] ?? type)}`
  return namespaceLabels[ns] ?? labelFor(ns)
}

/** The custom format (src/cms/json-format.ts) that writes one namespace's files. */
export const localeFormat = (ns: string) => `locale-${ns}`

/**
 * Each locale namespace is a file collection with one file per language. Decap 3.6 edits file
 * collections side by side only when both languages share one file, so each language is an entry
 * of its own here; the fields come from the Polish file's shape, in its order.
 */
export const localeCollections = (files: LocaleFiles): CmsFileCollection[] =>
  Object.keys(files.pl)
    .map(ns => ({ ns, label: namespaceLabel(ns, files.en.common ?? {}) }))
    // Shared texts first, then by name as the sidebar shows them.
    .sort(
      (a, b) =>
        Number(b.ns === "common") - Number(a.ns === "common") || a.label.localeCompare(b.label)
    )
    .map(({ ns, label }) => ({
      name: `texts-${ns}`,
      label: `Texts: ${label}`,
      description: `The page's text in locales/<language>/${ns}.json. Lists keep the number of items they have, the same in both languages.`,
      format: localeFormat(ns),
      extension: "json",
      editor: { preview: false },
      files: languages.map(language => ({
        name: language,
        label: languageNames[language],
        file: `locales/${language}/${ns}.json`,
        fields: localeFields(files.pl[ns]),
      })),
    }))
