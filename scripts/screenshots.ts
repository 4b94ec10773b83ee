/**
 * `npm run screenshots`: every page of the route table in both languages, at phone, tablet and
 * desktop widths, in the light and the dark scheme, as full-page PNGs in `screenshots/` (ignored).
 * Serves the last build with nginx on a free port unless SCREENSHOTS_URL names a running server.
 *
 *   npm run screenshots                       all routes
 *   npm run screenshots -- home contact       only these route ids
 *   npm run screenshots -- --viewport         the first screen only, not the full page
 *   npm run screenshots -- --demo             the demo site (SITE_DEMO=1, fixtures/demo): built
 *                                             into .demo-site/dist first (npm run build:demo),
 *                                             shots in screenshots/demo/
 */
import fs from "fs/promises"
import path from "path"
import { chromium, type Page } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./chromium"
import { freePort, serveSite } from "../tests/e2e/servers"
import { routeIds, routes, type RouteId } from "../src/routes"
import { languages } from "../src/i18n/languages"
import { buildDemo } from "./build-demo"
import { deployDir } from "../src/lib/built-pages"

const widths = [390, 768, 1366] as const
const schemes = ["light", "dark"] as const
const screenshotsDir = path.resolve("screenshots")

/**
 * A full-page shot does not scroll, so the browser never loads the lazy images below the first
 * screen: walk down the page a screen at a time, load every image, and return to the top.
 */
const loadLazyImages = async (page: Page) => {
  const height = await page.evaluate(() => document.documentElement.scrollHeight)
  const step = page.viewportSize()!.height
  for (let y = 0; y < height; y += step) {
    await page.mouse.wheel(0, step)
    await page.waitForTimeout(50)
  }
  // Chromium counts a lazy image it has not requested yet as complete: ask for every image now,
  // and wait until each is decoded.
  await page.evaluate(async () => {
    for (const image of document.images) image.loading = "eager"
    await Promise.all([...document.images].map(image => image.decode().catch(() => undefined)))
    window.scrollTo(0, 0)
  })
}

const main = async () => {
  const args = process.argv.slice(2)
  const fullPage = !args.includes("--viewport")
  const demo = args.includes("--demo")
  const outDir = demo ? path.join(screenshotsDir, "demo") : screenshotsDir
  const wanted = args.filter(arg => !arg.startsWith("--"))
  const ids = wanted.length > 0 ? (wanted as RouteId[]) : routeIds
  for (const id of ids) if (!routes[id]) throw new Error(`No route with the id "${id}"`)

  let base = process.env.SCREENSHOTS_URL
  let stop: (() => Promise<void>) | undefined
  if (!base) {
    const port = await freePort()
    // The demo site is built each time: an incremental build after the first.
    stop = await serveSite("nginx", demo ? buildDemo() : path.resolve(deployDir), port)
    base = `http://localhost:${port}`
  }

  await fs.mkdir(outDir, { recursive: true })
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  let count = 0
  try {
    for (const scheme of schemes) {
      for (const width of widths) {
        const context = await browser.newContext({
          viewport: { width, height: width < 500 ? 844 : width < 1000 ? 1024 : 900 },
          colorScheme: scheme,
          reducedMotion: "reduce",
          serviceWorkers: "block",
        })
        // The cookie notice is part of the first screen a visitor sees: keep it on the home page
        // only, so every other shot shows the page itself.
        for (const id of ids) {
          for (const language of languages) {
            const page = await context.newPage()
            await page.clock.install()
            await page.goto(base + routes[id][language], { waitUntil: "load" })
            await page.evaluate(() => document.fonts.ready)
            // Hydrated: the form's button is enabled and the menus work, as a visitor sees them.
            await page.waitForSelector("html[data-hydrated=true]")
            if (id === "home") await page.clock.runFor(6000)
            if (fullPage) await loadLazyImages(page)
            const file = path.join(outDir, `${id}.${language}.${width}.${scheme}.png`)
            await page.screenshot({ path: file, fullPage })
            await page.close()
            count++
          }
        }
        await context.close()
      }
    }
  } finally {
    await browser.close()
    await stop?.()
  }
  console.log(`${count} screenshots in ${path.relative(process.cwd(), outDir)}/`)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
