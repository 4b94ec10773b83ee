import fs from "fs"
import path from "path"
import { expect, type Page } from "@playwright/test"
import type { Language } from "../../src/i18n/languages"
import { readNamespace } from "../../src/i18n/locale-files"
import { typesetStrings } from "../../src/i18n/typeset"

/** Opens a page and waits until React has hydrated it. */
export const open = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
  return response
}

/**
 * A locale namespace as the pages show it: typeset (src/i18n/typeset.ts: no-break spaces after
 * one-letter words, curly apostrophes and quotes), as the build gives it to them.
 */
export const shownNamespace = (language: Language, ns: string): Record<string, unknown> =>
  typesetStrings(readNamespace(language, ns), language)

/** A palette colour as getComputedStyle writes it: `#123a78` is `rgb(18, 58, 120)`. */
export const rgb = (hex: string) =>
  `rgb(${[1, 3, 5].map(at => parseInt(hex.slice(at, at + 2), 16)).join(", ")})`

/** How many portfolio projects the content holds in a language: the build shows each. */
export const projectCount = (language: Language): number =>
  fs.readdirSync(path.join("content/portfolio", language)).filter(file => file.endsWith(".md"))
    .length
