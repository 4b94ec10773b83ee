export const languages = ["pl", "en"] as const
export type Language = (typeof languages)[number]

export const defaultLanguage: Language = "pl"
export const fallbackLanguage: Language = "en"

/** Key under which the visitor's language choice is kept (the plugin reads the same key). */
export const languageStorageKey = "gatsby-i18next-language"

export const localeOf: Record<Language, string> = { pl: "pl_PL", en: "en_GB" }

export const isLanguage = (value: unknown): value is Language =>
  typeof value === "string" && (languages as readonly string[]).includes(value)
