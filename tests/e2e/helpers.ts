import fs from "fs"
import path from "path"
import { expect, type Locator, type Page } from "@playwright/test"
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

/**
 * A list of project cards on a phone (the home page's, a service's): the first card's picture
 * leads across it, above its name and at least 300 px wide; each later card sets a small picture
 * beside its name.
 */
export const expectFirstPictureLeads = async (cards: Locator) => {
  const first = cards.first()
  const lead = (await first.locator("img").boundingBox())!
  const leadName = (await first.getByRole("heading", { level: 3 }).boundingBox())!
  expect(lead.width, "the first card's picture across the card").toBeGreaterThanOrEqual(300)
  expect(lead.y + lead.height).toBeLessThanOrEqual(leadName.y)
  const second = cards.nth(1)
  const picture = (await second.locator("img").boundingBox())!
  const name = (await second.getByRole("heading", { level: 3 }).boundingBox())!
  expect(picture.x + picture.width, "a later card's picture beside its name").toBeLessThanOrEqual(
    name.x
  )
}
