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
 * A short list of project cards on a phone (the home page's, a service's): one row that scrolls
 * sideways, the first card whole on the screen with its picture across it, above its name, and
 * the next one showing at the screen's edge.
 */
export const expectProjectRow = async (cards: Locator, screenWidth = 390) => {
  const boxes = await cards.evaluateAll(list =>
    list.map(card => card.getBoundingClientRect().toJSON() as DOMRect)
  )
  expect(boxes.length).toBeGreaterThan(1)
  expect(new Set(boxes.map(box => Math.round(box.top))).size, "one row").toBe(1)
  const [first, second] = boxes
  expect(first.left).toBeGreaterThanOrEqual(15)
  expect(first.right).toBeLessThanOrEqual(screenWidth)
  expect(first.width).toBeGreaterThanOrEqual(300)
  expect(second.left, "the next card at the edge").toBeLessThan(screenWidth)
  expect(second.right).toBeGreaterThan(screenWidth)
  const row = cards.first().locator("xpath=..")
  expect(await row.evaluate(el => el.scrollWidth > el.clientWidth), "the row scrolls").toBe(true)
  const picture = (await cards.first().locator("img").boundingBox())!
  const name = (await cards.first().getByRole("heading", { level: 3 }).boundingBox())!
  expect(picture.width, "the picture across the card").toBeGreaterThanOrEqual(260)
  expect(picture.y + picture.height).toBeLessThanOrEqual(name.y)
}
