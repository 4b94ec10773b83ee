import fs from "fs"
import os from "os"
import path from "path"
import type { Server } from "http"
import { expect, test } from "./fixtures"
import { serveFolder } from "./static-server"

// The service worker outlives a page; each test gets its own copy of the build and its own origin.
test.describe("offline and redeploys", () => {
  test.use({ serviceWorkers: "allow" })

  let root: string
  let server: Server
  let origin: string

  // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; none are needed here.
  test.beforeEach(async ({}, testInfo) => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
    fs.cpSync(path.resolve("public"), root, { recursive: true })
    const port = 9500 + testInfo.workerIndex * 10 + testInfo.retry
    server = await serveFolder(root, port)
    origin = `http://localhost:${port}`
  })

  test.afterEach(async () => {
    await new Promise(resolve => server.close(resolve))
    fs.rmSync(root, { recursive: true, force: true })
  })

  const visitAndInstall = async (page: import("@playwright/test").Page) => {
    await page.goto(`${origin}/en/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // A second load runs under the worker's control, so it caches the page's resources.
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page.getByRole("heading", { level: 2, name: "Our Projects" })).toBeVisible()
    await page.waitForTimeout(500)
  }

  test("a post read once opens with its whole text without a network", async ({
    page,
    context,
  }) => {
    await visitAndInstall(page)
    await page.goto(`${origin}/en/blog/`)
    await page
      .getByRole("link", { name: /^Types of Websites/ })
      .first()
      .click()
    const firstSection = page.locator("main article h2[id]:not(#toc-title)").first()
    await expect(firstSection).toBeVisible()
    const sectionTitle = (await firstSection.textContent()) ?? ""
    await page.waitForTimeout(500)
    await context.setOffline(true)
    await page.goto(`${origin}/en/blog/websites/types-of-websites/`)
    await expect(page.locator("main article h2[id]:not(#toc-title)").first()).toHaveText(
      sectionTitle
    )
    await context.setOffline(false)
  })

  test("a visited page still opens without a network", async ({ page, context }) => {
    await visitAndInstall(page)
    await context.setOffline(true)
    await page.goto(`${origin}/en/portfolio/`)
    await expect(page.getByRole("heading", { level: 2, name: "Our Projects" })).toBeVisible()
    await page.goto(`${origin}/en/`)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    await context.setOffline(false)
  })

  test("a returning visitor sees a new deploy after one reload", async ({ page }) => {
    await visitAndInstall(page)
    // The new deploy changes the page's data; what the visitor sees once React has the page
    // comes from that data, so a stale cached copy would show the old heading.
    const data = path.join(root, "page-data/en/portfolio/page-data.json")
    fs.writeFileSync(
      data,
      fs.readFileSync(data, "utf8").replaceAll("Our Projects", "Our Newest Projects")
    )
    await page.reload()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    await expect(page.getByRole("heading", { level: 2, name: "Our Newest Projects" })).toBeVisible()
  })
})
