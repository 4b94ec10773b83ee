import type { Language } from "./languages"

/** Each language's double quotes, opening and closing. */
const quotes: Record<Language, [string, string]> = { pl: ["„", "”"], en: ["“", "”"] }

/**
 * Typesetting for what the pages and the share images show:
 * - a dash never starts a line and a one-letter word ("i", "w", "z", "o"; "a" in English) never
 *   ends one, nor does a legal or address abbreviation ("art. 6 ust. 1 lit. b", "ul. Stawki"):
 *   no-break spaces hold them to their neighbours;
 * - an apostrophe is a typographic one ("company’s", "clients’"), and so is a single quote;
 * - given the text's language, straight double quotes become the language's own ("„…”", "“…”").
 *
 * What it reads is unchanged: assistive technology and text matching treat a no-break space as a
 * space. Typesetting typeset text changes nothing.
 */
export const typeset = (text: string, language?: Language): string => {
  const spaced = text
    .replace(/ (?=[–—] )/g, "\u00a0")
    .replace(/(?<=^|\s)(\p{L}) /gu, "$1\u00a0")
    .replace(/(?<=(?:^|[\s(])(?:art|ust|lit|pkt|nr|poz|ul|al|tel|godz)\.) /giu, "\u00a0")
    .replace(/(?<=^|[\s([])'(?=[\p{L}\d])/gu, "‘")
    .replace(/'/g, "’")
  if (!language) return spaced
  const [open, close] = quotes[language]
  return spaced.replace(/(?<=^|[\s([])"(?=\S|$)/gu, open).replace(/"/g, close)
}

/**
 * Typeset words as plain text, for what a visitor sends (the contact form's message, the
 * planner's brief): a no-break space after a word becomes a space again, so the message reads and
 * searches as typed. A number's no-break spaces ("7 500 zł", "PLN 7,500") stay.
 */
export const plainText = (text: string): string => text.replace(/(?<=\p{L})\u00a0(?!\d)/gu, " ")

/**
 * The same for HTML (a post's Markdown, as gatsby-transformer-remark gives it): only text between
 * tags changes, never a tag, an attribute or code.
 */
export const typesetHtml = (html: string, language?: Language): string =>
  html
    .split(/(<(pre|code)\b[\s\S]*?<\/\2>|<[^>]*>)/)
    .map((part, index) =>
      // split's captures: text, the whole tag or code block, then the code block's tag name
      index % 3 === 0 ? typeset(part, language) : index % 3 === 1 ? part : ""
    )
    .join("")

/** Every string of a locale file (JSON), typeset: what the pages read through i18next. */
export const typesetStrings = <T>(value: T, language?: Language): T =>
  JSON.parse(JSON.stringify(value), (_key, item: unknown) =>
    typeof item === "string" ? typeset(item, language) : item
  ) as T
