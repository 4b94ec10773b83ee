import fs from "fs"
import os from "os"
import path from "path"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { freePort, serveSite, type ServerKind } from "./servers"
import { deployDir } from "../../src/lib/built-pages"

/** Resolves once the service worker's caches hold a response for a URL containing `part`. */
const cached = (page: Page, part: string) =>
  expect
    .poll(() =>
      page.evaluate(async part => {
        for (const name of await caches.keys()) {
          const keys = await (await caches.open(name)).keys()
          if (keys.some(request => request.url.includes(part))) return true
        }
        return false
      }, part)
    )
    .toBe(true)

// The service worker outlives a page; each test gets its own copy of the build, served by the
// project's own server kind on an origin of its own.
test.describe("offline, returning visitors and redeploys", () => {
  test.use({ serviceWorkers: "allow" })

  let root: string
  let stop: () => Promise<void>
  let origin: string

  // eslint-disable-next-line no-empty-pattern -- Playwright passes fixtures first; none are needed here.
  test.beforeEach(async ({}, testInfo) => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "site-"))
    // nginx's workers (not root) must read it.
    fs.chmodSync(root, 0o755)
    fs.cpSync(path.resolve(deployDir), root, { recursive: true })
    const port = await freePort()
    stop = await serveSite(testInfo.project.name as ServerKind, root, port)
    origin = `http://localhost:${port}`
  })

  test.afterEach(async () => {
    await stop()
    fs.rmSync(root, { recursive: true, force: true })
    fs.rmSync(`${root}-nginx`, { recursive: true, force: true })
  })

  const visitAndInstall = async (page: Page) => {
    await page.goto(`${origin}/en/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    // A second load runs under the worker's control, so it caches the page's resources.
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    await page.getByRole("banner").getByRole("link", { name: "Portfolio" }).click()
    await expect(page.getByRole("heading", { level: 2, name: "Our Projects" })).toBeVisible()
    await cached(page, "/page-data/en/portfolio/page-data.json")
  }

  // How soon that page paints, against a first visit, is measured in the benchmark
  // (`npm run bench`, "Returning visitors"), not here: a time limit in this suite fails on a busy
  // machine.
  test("a returning visitor gets the server-rendered page from the worker", async ({ page }) => {
    await page.goto(`${origin}/en/blog/`)
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    await page.reload()
    await expect
      .poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)))
      .toBe(true)
    await cached(page, "/en/blog/")

    const response = await page.goto(`${origin}/en/blog/`)
    expect(response?.fromServiceWorker()).toBe(true)
    expect(await response?.text()).toContain("<h1")
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
  })

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
    const firstSection = page
      .locator("main article h2[id]:not(#toc-title, #post-next-title)")
      .first()
    await expect(firstSection).toBeVisible()
    const sectionTitle = (await firstSection.textContent()) ?? ""
    await cached(page, "/slice-data/")
    await context.setOffline(true)
    await page.goto(`${origin}/en/blog/websites/types-of-websites/`)
    await expect(
      page.locator("main article h2[id]:not(#toc-title, #post-next-title)").first()
    ).toHaveText(sectionTitle)
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

  test("a returning visitor sees a new deploy after one reload", async ({ page, request }) => {
    await visitAndInstall(page)
    // The new deploy changes the page's data; what the visitor sees once React has the page
    // comes from that data, so a stale cached copy would show the old heading.
    const data = path.join(root, "page-data/en/portfolio/page-data.json")
    const fresh = fs.readFileSync(data, "utf8").replaceAll("Our Projects", "Our Newest Projects")
    fs.writeFileSync(data, fresh)
    for (const stale of [`${data}.br`, `${data}.gz`]) fs.rmSync(stale, { force: true })
    // The server serves the new file (Cloudflare's runtime notices changes as it watches).
    await expect
      .poll(async () =>
        (await request.get(`${origin}/page-data/en/portfolio/page-data.json`)).text()
      )
      .toContain("Our Newest Projects")
    await page.reload()
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
    await expect(page.getByRole("heading", { level: 2, name: "Our Newest Projects" })).toBeVisible()
  })
})
