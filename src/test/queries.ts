import { screen, within } from "@testing-library/react"
import type { Language } from "../i18n/languages"
import { typeset } from "../i18n/typeset"

/**
 * An accessible name as a visitor reads it: the page typesets its text (src/i18n/typeset.ts), and
 * a no-break space reads as a space, a curly apostrophe or quote as a straight one.
 */
export const named = (text: string) => (name: string) => asRead(name) === asRead(text)

/**
 * A text as `getByText` reads it on the page: typeset (curly apostrophes and quotes), with the
 * no-break spaces read as spaces, as the query's normalizer reads them.
 */
export const asShown = (text: string, language?: Language) =>
  typeset(text, language).replace(/\u00a0/g, " ")

const asRead = (text: string) =>
  text
    .replace(/\u00a0/g, " ")
    .replace(/[‘’]/g, "'")
    .replace(/[„“”]/g, '"')

/** Where the link of that accessible name leads: within `container`, or anywhere on the page. */
export const hrefOf = (name: string | RegExp, container?: HTMLElement) =>
  (container ? within(container) : screen)
    .getByRole("link", { name: typeof name === "string" ? named(name) : name })
    .getAttribute("href")
