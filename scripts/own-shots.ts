/**
 * `npm run own-shots`: the screenshots of the site's own case study (content/portfolio/{pl,en}/this-site.md),
 * taken from the last build (dist/, served with nginx; OWN_SHOTS_URL names a running server instead)
 * in both languages and both colour schemes:
 * - the card and the study's picture: the project planner's first screen on a laptop (1350 × 900,
 *   scaled to 1200 × 800), its questions beside its price. Not the home page: the card stands on
 *   the home page, and a visitor would see the page they are on;
 * - the gallery: the websites' packages side by side on a laptop (1280 × 800, scrolled to them)
 *   and the home page on a phone (390 × 844 at twice the pixels).
 * It then records the day and whether the prices were examples (src/features/portfolio/own-shots.ts):
 * a deploying run stops while the pictures show example prices. Take them again after changing
 * the prices, the home page, the planner or the websites' packages: npm run build, then
 * npm run own-shots.
 */
import fs from "fs"
import path from "path"
import sharp from "sharp"
import { chromium } from "@playwright/test"
import { chromiumFlags, chromiumPath } from "./chromium"
import { freePort, serveSite } from "../tests/e2e/servers"
import { deployDir } from "../src/lib/built-pages"
import { routes, type RouteId } from "../src/routes"
import { languages, type Language } from "../src/i18n/languages"
import { pricingFile } from "../src/features/pricing/pricing-ids"
import { examplePricingFields } from "../src/features/pricing/pricing-rules"
import { headingWords, ownShotsFile, type OwnShots } from "../src/features/portfolio/own-shots"

const imagesDir = path.resolve("content/portfolio/images")

type Shot = {
  route: RouteId
  width: number
  height: number
  scale: number
  /** The picture's size, when the page is taken wider and scaled down to it. */
  size?: { width: number; height: number }
  /** The element the page is scrolled to, under the sticky header, before it is taken. */
  scrollTo?: string
  /** The file, without its scheme's suffix and extension, under content/portfolio/images. */
  file: (language: Language) => string
}

const shots: Shot[] = [
  {
    // A laptop's first screen, the planner's questions and its price on it, scaled to the card's 3 : 2.
    route: "estimate",
    width: 1350,
    height: 900,
    scale: 1,
    size: { width: 1200, height: 800 },
    file: language => (language === "pl" ? "this-site" : `this-site-${language}`),
  },
  {
    route: "websites",
    width: 1280,
    height: 800,
    scale: 1,
    scrollTo: "#offers-title",
    file: language => `this-site/${language}-desktop`,
  },
  {
    route: "home",
    width: 390,
    height: 844,
    scale: 2,
    file: language => `this-site/${language}-phone`,
  },
]

/**
 * Compressed bytes that happen to spell a filler word ("TBD", "lorem") make a repository's scan for
 * unfinished copy flag the picture; one quality step down gives other bytes and the same look.
 */
const fillerWords = /lorem|ipsum|todo|tbd|fixme|placeholder|dummy|xxx|asdf/i
const webpWithoutFillerWords = async (picture: sharp.Sharp) => {
  for (let quality = 80; quality > 75; quality--) {
    const bytes = await picture.clone().webp({ quality }).toBuffer()
    if (!fillerWords.test(bytes.toString("latin1"))) return bytes
  }
  throw new Error("every quality from 80 to 76 spells a filler word in the picture's bytes")
}

/** The heading at the top of each picture, by route and language (own-shots.ts). */
const headings: Record<string, string> = {}

const main = async () => {
  let base = process.env.OWN_SHOTS_URL
  let stop: (() => Promise<void>) | undefined
  if (!base) {
    const port = await freePort()
    stop = await serveSite("nginx", path.resolve(deployDir), port)
    base = `http://localhost:${port}`
  }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags })
  try {
    for (const scheme of ["light", "dark"] as const)
      for (const shot of shots)
        for (const language of languages) {
          const context = await browser.newContext({
            viewport: { width: shot.width, height: shot.height },
            deviceScaleFactor: shot.scale,
            colorScheme: scheme,
            reducedMotion: "reduce",
            serviceWorkers: "block",
          })
          // The page as a visitor sees it once they have answered the cookie notice.
          await context.addInitScript(() =>
            window.localStorage.setItem("cookiesPolicyAccepted", "true")
          )
          const page = await context.newPage()
          await page.goto(base + routes[shot.route][language], { waitUntil: "networkidle" })
          await page.evaluate(() => document.fonts.ready)
          // Below the sticky header, as an anchor link scrolls (the page's scroll-padding-top), and
          // the section's numbered rule above the heading in the picture too.
          if (shot.scrollTo)
            await page.locator(shot.scrollTo).evaluate(element => {
              element.scrollIntoView()
              window.scrollBy(0, -64)
            })
          headings[`${shot.route} ${language}`] = headingWords(
            await page
              .locator(shot.scrollTo ?? "h1")
              .first()
              .innerText()
          )
          const file = `${shot.file(language)}${scheme === "dark" ? "-dark" : ""}.webp`
          const picture = sharp(await page.screenshot())
          if (shot.size) picture.resize(shot.size.width, shot.size.height)
          fs.writeFileSync(path.join(imagesDir, file), await webpWithoutFillerWords(picture))
          console.log(file)
          await context.close()
        }
  } finally {
    await browser.close()
    await stop?.()
  }
  const pricing = JSON.parse(fs.readFileSync(pricingFile, "utf8")) as unknown
  const record: OwnShots = {
    taken: new Date().toISOString().slice(0, 10),
    examplePrices: examplePricingFields(pricing).length > 0,
    headings,
  }
  fs.writeFileSync(ownShotsFile, `${JSON.stringify(record, null, 2)}\n`)
  console.log(`${ownShotsFile}: ${JSON.stringify(record)}`)
}

void main()
