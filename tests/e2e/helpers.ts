import { expect, type Page } from "@playwright/test"

/** Opens a page and waits until React has hydrated it. */
export const open = async (page: Page, path: string) => {
  const response = await page.goto(path)
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
  return response
}
