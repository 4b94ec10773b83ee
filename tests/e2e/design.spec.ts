import fs from "fs"
import path from "path"
import type { Locator, Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { expectProjectRow, open, projectCount, rgb, shownNamespace } from "./helpers"
import { languages, type Language } from "../../src/i18n/languages"
import type { Namespaces } from "../../src/i18n/namespaces"
import { routeIds, routes, websiteTypes, type RouteId } from "../../src/routes"
import { palette, sheetPalette } from "../../src/styles/theme"
import { typeset } from "../../src/i18n/typeset"

const locale = (language: Language, ns: string) =>
  JSON.parse(fs.readFileSync(path.resolve("locales", language, `${ns}.json`), "utf8")) as {
    hero?: { ctaText: string }
    header?: { ctaText: string }
  }

const phone = { width: 390, height: 844 }

test.describe("the web font", () => {
  for (const language of languages) {
    test(`is preloaded, served as woff2 and set in headings and text (${language})`, async ({
      page,
      request,
    }) => {
      const home = routes.home[language]
      const html = await (await request.get(home)).text()
      // Both cuts (the core one, and the Polish letters) are requested with the HTML.
      const preloads = [...html.matchAll(/<link[^>]*rel="preload"[^>]*>/g)]
        .map(m => m[0])
        .filter(link => link.includes('as="font"'))
      expect(preloads).toHaveLength(2)
      const hrefs: string[] = []
      for (const preload of preloads) {
        expect(preload).toContain('type="font/woff2"')
        expect(preload).toMatch(/crossorigin/i)
        const href = /href="([^"]+\.woff2)"/.exec(preload)?.[1]
        expect(href, "the preload names a woff2 file").toBeTruthy()
        const file = await request.get(href!)
        expect(file.status()).toBe(200)
        expect(file.headers()["content-type"]).toBe("font/woff2")
        hrefs.push(href!)
      }
      expect(hrefs.some(href => /-core-/.test(href))).toBe(true)
      expect(hrefs.some(href => /-polish-/.test(href))).toBe(true)

      await open(page, home)
      await page.evaluate(() => document.fonts.ready)
      const state = await page.evaluate(() => ({
        loaded: [...document.fonts]
          .filter(face => face.family.replace(/"/g, "") === "Plus Jakarta Sans")
          .map(face => ({ status: face.status, range: face.unicodeRange })),
        eyebrow: getComputedStyle(document.querySelector("h1")!.previousElementSibling!).fontFamily,
        heading: getComputedStyle(document.querySelector("h1")!).fontFamily,
        body: getComputedStyle(document.body).fontFamily,
        fontBytes: performance
          .getEntriesByType("resource")
          .filter(entry => /\.woff2$/.test(entry.name))
          .reduce((sum, entry) => sum + (entry as PerformanceResourceTiming).encodedBodySize, 0),
        files: performance
          .getEntriesByType("resource")
          .filter(entry => /\.woff2$/.test(entry.name))
          .map(entry => entry.name),
      }))
      expect(state.heading).toMatch(/^"Plus Jakarta Sans"/)
      expect(state.body).toMatch(/^"Plus Jakarta Sans"/)
      // Both preloaded faces are used on every page: the core one sets the text, the other the
      // Polish letters. fontsource's full files stay unloaded: no page sets a character only they have.
      expect(state.loaded.filter(face => face.status === "loaded")).toHaveLength(2)
      // The hero's label above the heading is lettered in the system's monospaced face: no file
      // of its own (the files loaded are the two preloaded, below).
      expect(state.eyebrow).toMatch(/^ui-monospace,.*monospace$/)
      const sample = language === "pl" ? "Aąężół" : "Aa"
      expect(
        await page.evaluate(
          text => document.fonts.check('800 40px "Plus Jakarta Sans"', text),
          sample
        )
      ).toBe(true)
      // Two small files, well within the budget of 60 KB of fonts a page.
      expect(state.fontBytes).toBeLessThanOrEqual(60 * 1024)
      // What the page loads is what it preloaded: each file once, none left unused.
      expect(state.files.map(file => new URL(file).pathname).sort()).toEqual([...hrefs].sort())
    })
  }
})

test.describe("the logo", () => {
  const logoBox = async (page: Page, language: Language) => {
    await open(page, routes.home[language])
    await page.evaluate(() => document.fonts.ready)
    const logo = page.getByRole("banner").getByRole("link").first()
    const box = await logo.boundingBox()
    // How far the header's links and buttons reach past the screen's right edge (the body hides
    // sideways overflow, so the document's own width would not tell).
    const overflow = await page
      .getByRole("banner")
      .evaluate(
        banner =>
          Math.max(
            ...[...banner.querySelectorAll("a, button")].map(
              element => element.getBoundingClientRect().right
            )
          ) - window.innerWidth
      )
    return { box: box!, overflow }
  }

  for (const viewport of [{ width: 1366, height: 900 }, { width: 1024, height: 768 }, phone]) {
    test(`is the same size in Polish and English at ${viewport.width} px`, async ({ page }) => {
      await page.setViewportSize(viewport)
      const pl = await logoBox(page, "pl")
      const en = await logoBox(page, "en")
      expect(Math.abs(pl.box.width - en.box.width)).toBeLessThan(1)
      expect(Math.abs(pl.box.height - en.box.height)).toBeLessThan(1)
      // Legible: the mark and the whole name, never squeezed by the menu beside it.
      expect(pl.box.width).toBeGreaterThan(160)
      expect(pl.box.height).toBeGreaterThanOrEqual(44)
      expect(pl.overflow).toBeLessThanOrEqual(0)
      expect(en.overflow).toBeLessThanOrEqual(0)
    })
  }
})

/** The home page and every service page: its first call to action. */
const servicePages: RouteId[] = [
  "home",
  "websites",
  "apps",
  ...websiteTypes.map(type => `websites-${type}` as const),
]

test.describe("the primary call to action on a phone", () => {
  test.use({ viewport: phone })

  for (const language of languages) {
    test(`is on the first screen and the cookie notice leaves it free (${language})`, async ({
      context,
    }) => {
      test.setTimeout(120_000)
      for (const id of servicePages) {
        const strings = locale(language, routes[id].ns)
        const ctaText = typeset(strings.hero?.ctaText ?? strings.header?.ctaText ?? "", language)
        // A page of its own each time: the notice's clock starts with the page's load.
        const page = await context.newPage()
        await page.clock.install()
        await open(page, routes[id][language])
        const cta = page.locator("main header").getByRole("link", { name: ctaText, exact: true })
        await expect(cta, `${id}: ${ctaText}`).toBeInViewport({ ratio: 1 })
        // The notice appears five seconds after load, at the bottom of the screen.
        await page.clock.fastForward(5000)
        const notice = page.getByRole("region", {
          name: /Cookie notice|Informacja o plikach cookies/,
        })
        await expect(notice).toBeVisible()
        const ctaBox = (await cta.boundingBox())!
        const noticeBox = (await notice.boundingBox())!
        const header = (await page.getByRole("banner").boundingBox())!
        expect(ctaBox.y, `${id}: below the fixed header`).toBeGreaterThanOrEqual(
          header.y + header.height
        )
        expect(ctaBox.y + ctaBox.height, `${id}: above the notice`).toBeLessThanOrEqual(noticeBox.y)
        expect(ctaBox.height, `${id}: a 44 px target`).toBeGreaterThanOrEqual(44)
        expect(noticeBox.height, "the notice takes about a quarter of the screen").toBeLessThan(
          phone.height * 0.27
        )
        await page.close()
      }
    })
  }
})

test.describe("the cookie notice on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  for (const language of languages) {
    test(`covers none of the first screen's text, only a corner beside it (${language})`, async ({
      context,
    }) => {
      test.setTimeout(120_000)
      for (const id of servicePages) {
        const page = await context.newPage()
        await page.clock.install()
        await open(page, routes[id][language])
        await page.clock.fastForward(5000)
        const notice = page.getByRole("region", {
          name: /Cookie notice|Informacja o plikach cookies/,
        })
        await expect(notice).toBeVisible()
        const box = (await notice.boundingBox())!
        expect(box.x, `${id}: in the right half`).toBeGreaterThan(1366 / 2)
        // Every piece of the hero's text (an element with a text node of its own) outside it.
        const covered = await page.evaluate(({ x, y, width, height }) => {
          const hero = document.querySelector("main header")!
          const walker = document.createTreeWalker(hero, NodeFilter.SHOW_TEXT)
          const hits: string[] = []
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            if (!node.textContent?.trim()) continue
            const range = document.createRange()
            range.selectNodeContents(node)
            for (const r of range.getClientRects())
              if (r.right > x && r.left < x + width && r.bottom > y && r.top < y + height)
                hits.push(node.textContent.trim())
          }
          return hits
        }, box)
        expect(covered, `${id}: text under the notice`).toEqual([])
        await page.close()
      }
    })
  }
})

test.describe("the header's actions", () => {
  test("one button, the main action; the planner beside it is a link that does not compete", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    for (const language of languages)
      for (const id of ["home", "websites", "websites-seo"] as const) {
        await open(page, routes[id][language])
        const links = page.locator("main header").first().getByRole("link")
        const looks = await links.evaluateAll(items =>
          items
            .filter(item => item.getBoundingClientRect().height >= 44)
            .map(item => {
              const style = getComputedStyle(item)
              return {
                href: item.getAttribute("href")!,
                filled: style.backgroundColor !== "rgba(0, 0, 0, 0)",
                underlined: style.textDecorationLine === "underline",
              }
            })
        )
        const filled = looks.filter(look => look.filled)
        expect(filled, `${id} (${language})`).toHaveLength(1)
        expect(filled[0]!.href).toContain(routes.contact[language])
        const planner = looks.find(look => look.href.startsWith(routes.estimate[language]))
        expect(planner, `${id} (${language})`).toEqual(
          expect.objectContaining({ filled: false, underlined: true })
        )
      }
  })
})

test.describe("grids", () => {
  const pages: RouteId[] = [
    "home",
    "websites",
    "apps",
    "portfolio",
    "blog",
    "websites-one-page",
    "websites-landing-page",
  ]
  // The grids are laid out as served: no script moves a card.
  test.use({ javaScriptEnabled: false })

  for (const viewport of [phone, { width: 768, height: 1024 }, { width: 1366, height: 900 }]) {
    test(`fill every row and leave no card alone on a last row at ${viewport.width} px`, async ({
      page,
    }) => {
      test.setTimeout(120_000)
      await page.setViewportSize(viewport)
      for (const language of languages) {
        for (const id of pages) {
          await page.goto(routes[id][language])
          const grids = await page.locator("[data-balanced-grid]:visible").evaluateAll(elements =>
            elements.map(grid => {
              const box = grid.getBoundingClientRect()
              const rows = new Map<number, { count: number; left: number; right: number }>()
              for (const item of grid.children) {
                const { top, left, right } = item.getBoundingClientRect()
                const row = rows.get(Math.round(top)) ?? { count: 0, left: Infinity, right: 0 }
                rows.set(Math.round(top), {
                  count: row.count + 1,
                  left: Math.min(row.left, left),
                  right: Math.max(row.right, right),
                })
              }
              // How far each row falls short of the grid's width: a row that is not full leaves
              // an empty slot beside its last item.
              return [...rows.values()].map(row => ({
                count: row.count,
                short: Math.round(row.left - box.left + (box.right - row.right)),
              }))
            })
          )
          // On a phone the hubs' offers are folded instead (below).
          const foldedOnly = ["websites", "apps"].includes(id)
          expect(grids.length, `${id} (${language}) has a grid`).toBeGreaterThan(
            viewport.width < 768 && foldedOnly ? -1 : 0
          )
          for (const rows of grids) {
            const sizes = rows.map(row => row.count)
            const count = sizes.reduce((sum, size) => sum + size, 0)
            const columns = Math.max(...sizes)
            if (columns > 1 && count > 1)
              expect(sizes[sizes.length - 1], `${id} (${language}): rows ${sizes}`).toBeGreaterThan(
                1
              )
            for (const row of rows)
              expect(row.short, `${id} (${language}): rows ${sizes} fill the grid`).toBeLessThan(2)
          }
        }
      }
    })
  }
})

test.describe("a service's offers on a phone", () => {
  test.use({ viewport: phone })

  test("fold to their names, one under another within the screen, each opening in place to its whole text", async ({
    page,
  }) => {
    for (const language of languages) {
      const { offers, offersTitle } = shownNamespace(language, "apps") as Namespaces["apps"]
      await open(page, routes.apps[language])
      const region = page.getByRole("region", { name: offersTitle })
      const folded = region.getByRole("list", { name: offersTitle, exact: true })
      const items = folded.locator(":scope > li")
      await expect(items).toHaveCount(offers.length)
      // Each says what it means under its name: the spec's titles are terse ("UI/UX").
      for (const [index, offer] of offers.entries()) {
        const summary = items.nth(index).locator("summary")
        await expect(summary).toContainText(offer.title)
        await expect(summary).toContainText(offer.subtitle!)
        await expect(items.nth(index).getByText(offer.description, { exact: true })).toBeHidden()
      }
      // All of them in about one screen, within its edges: nothing to swipe.
      const box = (await folded.boundingBox())!
      expect(box.height, language).toBeLessThan(600)
      expect(box.x).toBeGreaterThanOrEqual(15)
      expect(box.x + box.width).toBeLessThanOrEqual(375)
      // One opens by keyboard to its text, its list and its link, whole.
      const last = items.last()
      await last.locator("summary").focus()
      await page.keyboard.press("Enter")
      const offer = offers[offers.length - 1]
      const text = last.getByText(offer.description, { exact: true })
      await expect(text).toBeVisible()
      expect(await text.evaluate(p => p.scrollHeight - p.clientHeight)).toBeLessThanOrEqual(1)
      await expect(last.getByRole("list").getByRole("listitem")).toHaveCount(
        offer.servicesList.length
      )
      await expect(last.getByRole("link", { name: offer.linkText })).toBeVisible()
      // From tablets up the cards stand side by side instead.
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(folded).toBeHidden()
      await expect(region.getByRole("article")).toHaveCount(offers.length)
      await page.setViewportSize(phone)
    }
  })
})

test.describe("a page's closing panel on a phone", () => {
  test.use({ viewport: phone })

  test("keeps its heading's longest word inside the panel's padding", async ({ page }) => {
    for (const language of languages)
      for (const id of [
        "home",
        "websites",
        "apps",
        "websites-seo",
        "about",
        "portfolio",
      ] as const) {
        await open(page, routes[id][language])
        const room = await page.evaluate(() => {
          const heading = document.getElementById("closing-title")!
          const panel = heading.closest("section")!.querySelector(":scope > * > *")!
          const range = document.createRange()
          range.selectNodeContents(heading)
          const right = Math.max(...[...range.getClientRects()].map(rect => rect.right))
          const inner =
            panel.getBoundingClientRect().right - parseFloat(getComputedStyle(panel).paddingRight)
          return inner - right
        })
        expect(room, `${id} (${language})`).toBeGreaterThanOrEqual(0)
      }
  })
})

test.describe("a service's projects on a phone", () => {
  test.use({ viewport: phone })

  test("stand in one row that scrolls sideways, a card to most of the screen, its picture across it", async ({
    page,
  }) => {
    for (const language of languages)
      for (const id of ["websites", "apps", "websites-seo"] as const) {
        await open(page, routes[id][language])
        const cards = page.locator('[aria-labelledby="matching-projects-title"] article')
        await cards.first().scrollIntoViewIfNeeded()
        await expectProjectRow(cards)
      }
  })
})

test.describe("whom a website type suits", () => {
  test("stand one under another on a phone, each tick beside its title, and side by side on a laptop", async ({
    page,
  }) => {
    for (const language of languages)
      for (const type of ["seo", "landing-page"] as const) {
        const id = `websites-${type}` as const
        const { benefitsTitle, benefits } = shownNamespace(language, id) as {
          benefitsTitle: string
          benefits: unknown[]
        }
        await page.setViewportSize(phone)
        await open(page, routes[id][language])
        const region = page.getByRole("region", { name: benefitsTitle })
        const cards = region.getByRole("listitem")
        await expect(cards).toHaveCount(benefits.length)
        const boxes = await cards.evaluateAll(items =>
          items.map(item => ({
            box: item.getBoundingClientRect().toJSON() as DOMRect,
            tick: parseFloat(getComputedStyle(item.querySelector("h3")!, "::before").width),
            indent: parseFloat(getComputedStyle(item.querySelector("h3")!).paddingLeft),
            above: parseFloat(getComputedStyle(item.querySelector("h3")!).paddingTop),
          }))
        )
        for (const [index, card] of boxes.entries()) {
          const name = `${id} (${language}) card ${index + 1}`
          expect(card.box.left, name).toBeGreaterThanOrEqual(15)
          expect(card.box.right, name).toBeLessThanOrEqual(375)
          if (index > 0) expect(card.box.top, name).toBeGreaterThan(boxes[index - 1].box.bottom)
          // The tick beside the title, not above it: the title starts right of the tick.
          expect(card.tick, name).toBeGreaterThan(0)
          expect(card.indent, name).toBeGreaterThan(card.tick)
          expect(card.above, name).toBe(0)
          // A short card: a title and two to four lines.
          expect(card.box.height, name).toBeLessThanOrEqual(240)
        }
        await page.setViewportSize({ width: 1366, height: 900 })
        const wide = await cards.evaluateAll(items =>
          items.map(item => item.getBoundingClientRect().toJSON() as DOMRect)
        )
        // Two a row on a laptop, within the page.
        expect(Math.round(wide[1].top), `${id} (${language})`).toBe(Math.round(wide[0].top))
        expect(Math.max(...wide.map(box => box.right)), `${id} (${language})`).toBeLessThanOrEqual(
          1366
        )
      }
  })
})

test.describe("sections", () => {
  test("two plain sections in a row are parted by one section's space, not two", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    for (const id of ["websites-seo", "apps"] as const) {
      await open(page, routes[id].pl)
      const gaps = await page.evaluate(() =>
        [...document.querySelectorAll('[data-tone="plain"] + [data-tone="plain"]')].map(second => {
          const first = second.previousElementSibling!
          const end =
            first.getBoundingClientRect().bottom - parseFloat(getComputedStyle(first).paddingBottom)
          const start =
            second.getBoundingClientRect().top + parseFloat(getComputedStyle(second).paddingTop)
          return Math.round(start - end)
        })
      )
      expect(gaps.length, id).toBeGreaterThan(0)
      // theme.sizes.sectionY is 112 px at this width.
      for (const gap of gaps) expect(gap, id).toBeLessThanOrEqual(113)
    }
  })

  test("each titled section opens with the sheet's line: its number, for the eye only, and a rule across the grid", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    for (const language of languages) {
      await open(page, routes["websites-seo"][language])
      const lines = page.locator("main [data-sheet-line]")
      const sections = page.locator("main section:has(> div > [data-sheet-line])")
      expect(await lines.count(), language).toBeGreaterThanOrEqual(4)
      await expect(sections).toHaveCount(await lines.count())
      // The price, a section of its own make, is numbered with the others.
      await expect(
        page.locator('section[aria-labelledby="price-title"] [data-sheet-line]')
      ).toHaveCount(1)
      const shape = await page.evaluate(() => {
        const line = document.querySelector("main [data-sheet-line]")!
        const heading = line.closest("section")!.querySelector("h2")!
        return {
          reset: getComputedStyle(document.querySelector("main")!).counterReset,
          number: getComputedStyle(line, "::before").content,
          width: line.getBoundingClientRect().width,
          gridLeft: heading.getBoundingClientRect().left,
          lineLeft: line.getBoundingClientRect().left,
          lineBottom: line.getBoundingClientRect().bottom,
          headingTop: heading.getBoundingClientRect().top,
        }
      })
      expect(shape.reset).toContain("sheet-section")
      // Numbered from the page's count, with an empty alternative text: screen readers skip it.
      expect(shape.number).toMatch(/counter\(sheet-section, decimal-leading-zero\) \/ ""/)
      // Across the content's width (76rem at this size), starting where the heading starts, above it.
      expect(shape.width).toBeGreaterThan(1200)
      expect(Math.abs(shape.lineLeft - shape.gridLeft)).toBeLessThanOrEqual(1)
      expect(shape.lineBottom).toBeLessThan(shape.headingTop)
      // An eyebrow stands on the line, and is read with its section.
      const eyebrowed = lines.filter({ has: page.locator("p") }).first()
      await expect(eyebrowed.locator("p")).toBeVisible()
      expect(await lines.first().getAttribute("aria-hidden")).toBeNull()
    }
  })

  test("on a phone a line with an eyebrow keeps it beside the number and draws the rule whole under them", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 })
    for (const language of languages) {
      await open(page, routes["websites-seo"][language])
      const labelled = page.locator("main [data-sheet-line]:has(> p)")
      expect(await labelled.count(), language).toBeGreaterThanOrEqual(2)
      for (const line of await labelled.all()) {
        const [box, label] = [(await line.boundingBox())!, (await line.locator("p").boundingBox())!]
        // The label starts beside the number, on the line's first row...
        expect(label.x - box.x).toBeGreaterThan(10)
        expect(label.x - box.x).toBeLessThan(60)
        expect(Math.abs(label.y - box.y)).toBeLessThan(2)
        // ...and the rule takes a row of its own under it, the line's whole width.
        expect(box.y + box.height - (label.y + label.height)).toBeGreaterThan(8)
        const rule = await line.evaluate(element => getComputedStyle(element, "::after").flexBasis)
        expect(rule).toBe("100%")
      }
    }
  })
})

test.describe("the footer", () => {
  test.use({ javaScriptEnabled: false })

  test("sets its short lists side by side on a phone, and in one row on a tablet", async ({
    page,
  }) => {
    const tops = async () =>
      await page.evaluate(() =>
        Object.fromEntries(
          [
            "footer-company",
            "footer-contact",
            "footer-services",
            "footer-pages",
            "footer-newsletter",
          ].map(id => [id, Math.round(document.getElementById(id)!.getBoundingClientRect().top)])
        )
      )
    await page.setViewportSize(phone)
    await page.goto(routes.home.pl)
    let at = await tops()
    expect(at["footer-services"]).toBe(at["footer-pages"])
    expect(at["footer-contact"]).toBeLessThan(at["footer-services"])
    await page.setViewportSize({ width: 768, height: 1024 })
    at = await tops()
    expect(new Set([at["footer-contact"], at["footer-services"], at["footer-pages"]]).size).toBe(1)
    expect(at["footer-newsletter"]).toBeGreaterThan(at["footer-pages"])
  })
})

test.describe("columns side by side", () => {
  test.use({ viewport: { width: 1366, height: 900 }, javaScriptEnabled: false })

  /** For each item, where each of its parts (a selector within it) starts, in whole pixels. */
  const partTops = (items: Locator, selectors: string[]) =>
    items.evaluateAll(
      (elements, parts) =>
        elements.map(element =>
          parts.map(selector =>
            Math.round(element.querySelector(selector)!.getBoundingClientRect().top)
          )
        ),
      selectors
    )

  test("start each heading, text and link on one line across the row", async ({ page }) => {
    for (const language of languages) {
      await page.goto(routes.home[language])
      const tops = await partTops(
        page.locator("#audiences-title").locator("xpath=ancestor::section[1]").locator("ul > li"),
        ["h3", "p", "a"]
      )
      expect(tops).toHaveLength(4)
      for (const part of [0, 1, 2])
        expect(new Set(tops.map(item => item[part])).size, `home (${language}): ${tops}`).toBe(1)
    }
  })

  test("line up the website types' titles, prices, texts and links across each row", async ({
    page,
  }) => {
    for (const language of languages) {
      await page.goto(routes.websites[language])
      // The title, the price, the description, the list and the last action.
      const tops = await partTops(page.locator('[data-testid^="compare-websites-"]'), [
        "h3",
        "strong",
        "p:has(+ ul)",
        "ul",
        "div > a:last-child",
      ])
      // Six packages, three to a row at 1366 px.
      expect(tops).toHaveLength(6)
      for (const row of [tops.slice(0, 3), tops.slice(3)])
        for (const part of [0, 1, 2, 3, 4])
          expect(new Set(row.map(card => card[part])).size, `${language}: ${tops}`).toBe(1)
    }
  })

  test("start the project cards' names and summaries on one line across each row", async ({
    page,
  }) => {
    for (const language of languages) {
      await page.goto(routes.portfolio[language])
      const cards = page.locator("[data-balanced-grid] > article")
      const tops = await partTops(cards, ["h3", "[data-marks]", "[data-summary]"])
      // Seven projects at 1366 px: the first alone across the row, then 3 + 3 of one width; the
      // real one has a figure where the others a mark.
      expect(tops).toHaveLength(projectCount(language))
      expect(projectCount(language)).toBe(7)
      for (const row of [tops.slice(1, 4), tops.slice(4)])
        for (const part of [0, 1, 2])
          expect(new Set(row.map(card => card[part])).size, `${language}: ${tops}`).toBe(1)
      const boxes = await cards.evaluateAll(items =>
        items.map(item => {
          const box = item.getBoundingClientRect()
          return { top: Math.round(box.top), width: Math.round(box.width) }
        })
      )
      const grid = (await page.locator("[data-balanced-grid]").first().boundingBox())!
      expect(boxes[0].width).toBe(Math.round(grid.width))
      expect(new Set(boxes.slice(1).map(box => box.width)).size).toBe(1)
      expect(new Set(boxes.slice(1).map(box => box.top)).size).toBe(2)
      // The first, alone across the row, sets its picture beside its text.
      const first = cards.first()
      const [picture, name] = [
        (await first.locator("img").boundingBox())!,
        (await first.locator("h3").boundingBox())!,
      ]
      expect(name.x).toBeGreaterThan(picture.x + picture.width)
      // ...its name at a size of its own, a step over a row card's.
      const sizes = await cards
        .locator("h3")
        .evaluateAll(names => names.map(name => parseFloat(getComputedStyle(name).fontSize)))
      expect(sizes[0]).toBeGreaterThan(sizes[1])
    }
  })

  test("start the two services' lists and links on one line, the principle under them centred", async ({
    page,
  }) => {
    for (const language of languages) {
      await page.goto(routes.home[language])
      const section = page.locator("#services-title").locator("xpath=ancestor::section[1]")
      const tops = await partTops(section.locator("article"), ["h3", "ul, ol", ":scope > a"])
      expect(tops).toHaveLength(2)
      for (const part of [0, 1, 2])
        expect(tops[0][part], `home (${language}): ${tops}`).toBe(tops[1][part])
      // The website types are rows that link, with their arrows; the kinds of application are
      // examples with no page of their own, so they are a plain list, not rows that look linked.
      const [websites, apps] = await section.locator("article").all()
      await expect(websites!.locator("ul li a")).toHaveCount(6)
      await expect(apps!.locator("ul li")).toHaveCount(6)
      await expect(apps!.locator("ul li a")).toHaveCount(0)
      expect(
        await apps!
          .locator("ul li")
          .evaluateAll(items =>
            items.every(item => getComputedStyle(item).borderBottomStyle === "none")
          )
      ).toBe(true)
      const [statement, band] = await section
        .locator("xpath=following-sibling::*[1]")
        .evaluate(element => {
          const text = element.querySelector("p")!.getBoundingClientRect()
          const box = element.getBoundingClientRect()
          return [(text.left + text.right) / 2, (box.left + box.right) / 2]
        })
      expect(Math.abs(statement - band)).toBeLessThan(2)
      // Its three principles in one row under it, each a title and its sentence.
      const principles = section.locator("xpath=following-sibling::*[1]").locator("li")
      await expect(principles).toHaveCount(3)
      const rows = await principles.evaluateAll(items =>
        items.map(item => Math.round(item.getBoundingClientRect().top))
      )
      expect(new Set(rows).size, `home (${language})`).toBe(1)
      for (const principle of await principles.all())
        await expect(principle.locator("strong")).not.toBeEmpty()
      // On a tablet they stack: three columns of 200 px were cramped.
      await page.setViewportSize({ width: 768, height: 1024 })
      const stacked = await principles.evaluateAll(items =>
        items.map(item => Math.round(item.getBoundingClientRect().top))
      )
      expect(new Set(stacked).size, `home (${language}) at 768 px`).toBe(3)
      await page.setViewportSize({ width: 1366, height: 900 })
    }
  })

  test("set a process of seven steps down the page, each title beside its text", async ({
    page,
  }) => {
    await page.goto(routes["websites-seo"].pl)
    const steps = await page.locator('[aria-labelledby="steps-title"] ol > li').evaluateAll(items =>
      items.map(item => ({
        title: item.querySelector("h3")!.getBoundingClientRect(),
        text: item.querySelector("p")!.getBoundingClientRect(),
      }))
    )
    expect(steps).toHaveLength(7)
    for (const [index, step] of steps.entries()) {
      expect(step.text.left, `step ${index + 1}`).toBeGreaterThan(step.title.right)
      if (index > 0) expect(step.title.top).toBeGreaterThan(steps[index - 1].text.bottom - 1)
    }
  })

  test("stack a process of seven steps down a phone's screen, each number beside its title, the text under both", async ({
    page,
  }) => {
    await page.setViewportSize(phone)
    for (const language of languages)
      for (const type of ["seo", "creative"] as const) {
        const id = `websites-${type}` as const
        await page.goto(routes[id][language])
        const region = page.locator('[aria-labelledby="steps-title"]')
        const steps = region.locator("ol > li")
        await expect(steps).toHaveCount(7)
        const boxes = await steps.evaluateAll(items =>
          items.map(item => {
            const number = getComputedStyle(item, "::before")
            const box = item.getBoundingClientRect()
            return {
              box: box.toJSON() as DOMRect,
              title: item.querySelector("h3")!.getBoundingClientRect().toJSON() as DOMRect,
              titleStart:
                item.querySelector("h3")!.getBoundingClientRect().left +
                parseFloat(getComputedStyle(item.querySelector("h3")!).paddingLeft),
              text: item.querySelector("p")!.getBoundingClientRect().toJSON() as DOMRect,
              numberRight: box.left + parseFloat(number.left) + parseFloat(number.width),
            }
          })
        )
        for (const [index, step] of boxes.entries()) {
          const name = `${id} (${language}) step ${index + 1}`
          // Within the screen, each under the one before: nothing to swipe.
          expect(step.box.left, name).toBeGreaterThanOrEqual(15)
          expect(step.box.right, name).toBeLessThanOrEqual(375)
          if (index > 0)
            expect(step.box.top, name).toBeGreaterThanOrEqual(boxes[index - 1].box.bottom)
          // The number beside the title, the text under both at the full width.
          expect(step.titleStart, name).toBeGreaterThanOrEqual(step.numberRight)
          expect(step.text.top, name).toBeGreaterThanOrEqual(step.title.bottom)
          expect(step.text.left, name).toBeLessThanOrEqual(step.box.left + 1)
          // Short enough to read on a phone: at most five lines of text.
          expect(step.text.height, name).toBeLessThanOrEqual(5 * 28)
        }
      }
  })

  test("set a process of five steps in one row with an unbroken line on a wide screen, 2 + 3 on a laptop", async ({
    page,
  }) => {
    const layout = async () => {
      await page.goto(routes.home.pl)
      return page.locator('[aria-labelledby="steps-title"] ol > li').evaluateAll(items => {
        const tops = items.map(item => Math.round(item.getBoundingClientRect().top))
        // Each step's line, where it ends, against where the next step's number starts.
        const joined = items.slice(0, -1).map((item, index) => {
          const line = getComputedStyle(item, "::after")
          if (line.display === "none") return false
          const end =
            item.getBoundingClientRect().left + parseFloat(line.left) + parseFloat(line.width)
          return Math.abs(end - items[index + 1].getBoundingClientRect().left) < 2
        })
        return { rows: new Set(tops).size, joined }
      })
    }
    expect(await layout()).toEqual({ rows: 1, joined: [true, true, true, true] })
    await page.setViewportSize({ width: 1024, height: 800 })
    expect(await layout()).toEqual({ rows: 2, joined: [true, false, true, true] })
  })

  test("set a case study's technologies as tags on shared rows, each row's tags level", async ({
    page,
  }) => {
    for (const address of [
      "/portfolio/strona-naszego-studia",
      "/en/portfolio/our-studio-website/",
    ]) {
      await page.goto(address)
      const tags = await page
        .getByRole("region", { name: /^(Technologie|Technologies)$/ })
        .getByRole("listitem")
        .evaluateAll(items =>
          items.map(item => {
            const { top, height } = item.getBoundingClientRect()
            return { top: Math.round(top), height: Math.round(height) }
          })
        )
      expect(tags.length, address).toBeGreaterThan(3)
      const rows = new Set(tags.map(tag => tag.top))
      expect(rows.size, `${address}: ${JSON.stringify(tags)}`).toBeLessThan(tags.length)
      expect(new Set(tags.map(tag => tag.height)).size, address).toBe(1)
    }
  })

  test("give a case study's services room to stay on one line each", async ({ page }) => {
    await page.goto("/portfolio/strona-firmowa-dla-firmy-budowlanej")
    const lines = await page
      .locator('[data-fact="services"] a')
      .evaluateAll(links => links.map(link => link.getClientRects().length))
    expect(lines.length).toBeGreaterThan(1)
    expect(lines.every(count => count === 1)).toBe(true)
    const heights = await page
      .locator('[data-fact="services"] a')
      .evaluateAll(links => links.map(link => Math.round(link.getBoundingClientRect().height)))
    expect(Math.max(...heights), `${heights}`).toBeLessThan(40)
  })
})

test.describe("text on a phone", () => {
  // As served: the words and the boxes are the server's; no script changes them.
  test.use({ viewport: phone, javaScriptEnabled: false })

  // Every route, and a post and a case study: their text comes from Markdown, not the locales.
  const addresses = [
    ...routeIds.flatMap(id => languages.map(language => routes[id][language])),
    "/blog/strony-internetowe/rodzaje-stron-internetowych",
    "/en/blog/websites/types-of-websites/",
    "/portfolio/strona-firmowa-dla-firmy-budowlanej",
    "/en/portfolio/company-website-construction-firm/",
  ]

  test("fits its boxes and never ends a line on a one-letter word, on every page", async ({
    page,
  }) => {
    test.setTimeout(180_000)
    const overflowing: string[] = []
    const loose: string[] = []
    for (const address of addresses) {
      await page.goto(address)
      await page.evaluate(() => document.fonts.ready)
      const wide = await page
        .locator("h1, h2, h3")
        .evaluateAll(headings =>
          headings
            .filter(heading => heading.scrollWidth > heading.clientWidth + 1)
            .map(heading => heading.textContent)
        )
      overflowing.push(...wide.map(text => `${address}: ${text}`))
      // Nothing reaches past the screen's edge (the body hides sideways overflow, so the
      // document's own width would not tell), a post's tables included: their rows stack. What
      // a row that scrolls sideways holds (a short list of projects) is inside a box that does
      // not, and the row itself is on the screen.
      const outside = await page.locator("main").evaluate(main => {
        const scrolled = (element: Element) => {
          for (let box = element.parentElement; box && box !== main; box = box.parentElement)
            if (["auto", "scroll"].includes(getComputedStyle(box).overflowX))
              return box.getBoundingClientRect().right <= window.innerWidth + 1
          return false
        }
        return [...main.querySelectorAll("*")]
          .filter(element => element.getBoundingClientRect().right > window.innerWidth + 1)
          .filter(element => !scrolled(element))
          .map(element => element.tagName)
      })
      expect(outside, `${address} reaches past the screen`).toEqual([])
      // A one-letter word ("i", "w", "z", "o", "a") is held to the next by a no-break space
      // (src/i18n/typeset.ts), so no line of the page, its footer included, ends on one. A
      // select's options never wrap, and carry the words plain (they travel in the message).
      const text = await page.evaluate(() => {
        const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
        const texts: string[] = []
        for (let node = walker.nextNode(); node; node = walker.nextNode())
          if (!node.parentElement?.closest("code, pre, script, style, option"))
            texts.push(node.nodeValue ?? "")
        return texts
      })
      loose.push(
        ...text
          .filter(value => /(?<=^|\s)\p{L} (?=\S)/u.test(value))
          .map(value => `${address}: ${value.trim().slice(0, 80)}`)
      )
    }
    expect(overflowing).toEqual([])
    expect(loose).toEqual([])
  })
})

test.describe("the colour scheme", () => {
  for (const colorScheme of ["light", "dark"] as const) {
    test(`follows the system's ${colorScheme} setting from the first paint, without script`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, colorScheme, javaScriptEnabled: false })
      const page = await context.newPage()
      await page.goto(routes.home.pl)
      const colours = await page.evaluate(() => ({
        page: getComputedStyle(document.body).backgroundColor,
        text: getComputedStyle(document.body).color,
      }))
      expect(colours.page).toBe(rgb(palette[colorScheme].page))
      expect(colours.text).toBe(rgb(palette[colorScheme].ink))
      // The sticky header hides what scrolls under it: no text shows through.
      expect(
        await page
          .locator("body > div header")
          .first()
          .evaluate(bar => getComputedStyle(bar).backgroundColor)
      ).toBe(rgb(palette[colorScheme].page))
      await context.close()
    })
  }
})

test.describe("the plan sheet's two tones", () => {
  // The home page and the two service hubs start on the deep green sheet; a website type's page,
  // a level down, and the pages a visitor reads or fills in, on tracing paper: the page's surface
  // ruled in faint green. Both tones in both schemes.
  const sells: RouteId[] = ["home", "websites", "apps"]
  const reads: RouteId[] = [
    "websites-landing-page",
    "websites-seo",
    "contact",
    "blog",
    "portfolio",
    "about",
    "estimate",
    "privacy",
  ]
  for (const colorScheme of ["light", "dark"] as const)
    test(`sheet for the home page and the hubs, paper for the rest (${colorScheme})`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ baseURL, colorScheme, javaScriptEnabled: false })
      const page = await context.newPage()
      const actions = new Set<string>()
      for (const [ids, background] of [
        [sells, sheetPalette[colorScheme].page],
        [reads, palette[colorScheme].surface],
      ] as const)
        for (const id of ids)
          for (const language of languages) {
            await page.goto(routes[id][language])
            const header = page.locator("main header").first()
            await expect(header, `${id} (${language})`).toHaveCSS(
              "background-color",
              rgb(background)
            )
            await expect(header.getByRole("heading", { level: 1 })).toBeVisible()
            // The main action: the accent, on the sheet and on paper alike.
            const main = header.getByRole("link", { name: /Porozmawiajmy|Let’s talk/ })
            if ((await main.count()) > 0) {
              actions.add(background)
              await expect(main.first(), `${id} (${language})`).toHaveCSS(
                "background-color",
                rgb(palette[colorScheme].accent)
              )
            }
          }
      // The main action was found on both tones.
      expect(actions.size).toBe(2)
      await context.close()
    })
})

test.describe("the planner on a phone", () => {
  // Its questions are drawn by its script.
  test.use({ viewport: phone })

  test("fits its choices in their boxes, long Polish service names included", async ({ page }) => {
    await open(page, routes.estimate.pl)
    await page.evaluate(() => document.fonts.ready)
    const choices = page.locator("main fieldset label")
    expect(await choices.count()).toBeGreaterThan(6)
    const wide = await choices.evaluateAll(labels =>
      labels
        .filter(label =>
          [...label.querySelectorAll("*"), label].some(
            element =>
              element.scrollWidth > element.clientWidth + 1 ||
              element.getBoundingClientRect().right > label.getBoundingClientRect().right + 1
          )
        )
        .map(label => label.textContent)
    )
    expect(wide).toEqual([])
  })
})

test.describe("the planner on a laptop", () => {
  test.use({ viewport: { width: 1366, height: 900 } })

  test("sets choices that are short sentences one a row, and short ones side by side", async ({
    page,
  }) => {
    for (const language of languages) {
      await open(page, routes.estimate[language])
      // The questions are drawn by the planner's script: wait for each group's three choices.
      const tops = async (legend: RegExp) => {
        const choices = page.getByRole("group", { name: legend }).locator("label")
        await expect(choices).toHaveCount(3)
        return choices.evaluateAll(labels =>
          labels.map(label => Math.round(label.getBoundingClientRect().top))
        )
      }
      // The project's size: three choices of 40-55 characters, one under another.
      const size = await tops(language === "pl" ? /Jak duży/ : /How large/)
      expect(size).toHaveLength(3)
      expect(new Set(size).size, `${language}: ${size}`).toBe(3)
      // The languages: three short choices on one row.
      const languagesTops = await tops(language === "pl" ? /W ilu językach/ : /how many languages/i)
      expect(languagesTops).toHaveLength(3)
      expect(new Set(languagesTops).size, `${language}: ${languagesTops}`).toBe(1)
    }
  })
})

test.describe("the marks of an example", () => {
  for (const colorScheme of ["light", "dark"] as const)
    test(`look alike wherever they are, a warm label (${colorScheme})`, async ({ page }) => {
      await page.emulateMedia({ colorScheme })
      const look = (mark: Locator) =>
        mark.evaluate(element => {
          const css = getComputedStyle(element)
          return {
            background: css.backgroundColor,
            color: css.color,
            size: css.fontSize,
            weight: css.fontWeight,
            padding: css.padding,
          }
        })
      const looks = []
      await open(page, "/portfolio")
      looks.push(await look(page.locator("main article").getByText("Przykładowy projekt").first()))
      await open(page, "/uslugi/strony-internetowe")
      looks.push(await look(page.getByTestId("example-prices").first()))
      await open(page, "/kontakt")
      // The side's list's mark: the one by the form's own phone and e-mail is a phone's.
      looks.push(await look(page.getByRole("main").getByTestId("example-details").last()))
      expect(looks[0].background).toBe(rgb(palette[colorScheme].accentSoft))
      expect(looks[0].color).toBe(rgb(palette[colorScheme].ink))
      for (const other of looks.slice(1)) expect(other).toEqual(looks[0])
    })
})

test.describe("a process's steps", () => {
  test("are numbered alike, none filled as if it were the step the visitor is on", async ({
    page,
  }) => {
    for (const path of ["/", "/uslugi/strony-internetowe/seo", "/en/"]) {
      await open(page, path)
      const markers = await page.locator("main ol[data-balanced-grid] > li").evaluateAll(steps =>
        steps.map(step => {
          const css = getComputedStyle(step, "::before")
          return `${css.backgroundColor} ${css.color}`
        })
      )
      expect(markers.length, path).toBeGreaterThan(3)
      expect(new Set(markers).size, path).toBe(1)
    }
  })
})

test.describe("a case study and a post", () => {
  test.use({ viewport: { width: 1366, height: 900 } })
  test("start on the site's left edge and end on its right one, as the header and footer do", async ({
    page,
  }) => {
    for (const path of [
      "/portfolio/strona-naszego-studia",
      "/en/blog/websites/types-of-websites/",
    ]) {
      await open(page, path)
      const logo = (await page.getByRole("banner").getByRole("link").first().boundingBox())!
      const title = (await page.getByRole("heading", { level: 1 }).boundingBox())!
      expect(Math.abs(title.x - logo.x), path).toBeLessThan(2)
      const footer = await page
        .getByRole("contentinfo")
        .locator("section")
        .first()
        .evaluate(column => {
          const grid = column.parentElement!
          const box = grid.getBoundingClientRect()
          return box.right - parseFloat(getComputedStyle(grid).paddingRight)
        })
      const side = await page
        .locator("main [data-reading-side], main aside")
        .first()
        .evaluate(column => column.getBoundingClientRect().right)
      expect(Math.abs(side - footer), path).toBeLessThan(2)
    }
  })
})

test.describe("second actions", () => {
  test("look alike everywhere: a case study's services and the 404's ways out are the secondary button", async ({
    page,
  }) => {
    const look = (link: Locator) =>
      link.evaluate(element => {
        const css = getComputedStyle(element)
        // The arrow too: a link that leads on says so, where a bare outline read as a form field.
        const arrow = getComputedStyle(element, "::after").content
        return [css.borderTopWidth, css.borderTopColor, css.color, css.fontWeight, arrow].join(" ")
      })
    await open(page, "/uslugi/strony-internetowe")
    const secondary = await look(page.getByTestId("compare-planner").getByRole("link"))
    expect(secondary).toContain("→")
    await open(page, "/portfolio/strona-naszego-studia")
    const services = page.locator("#project-services ~ ul a, #project-services ~ * a")
    expect(await services.count()).toBeGreaterThan(0)
    expect(await look(services.first())).toBe(secondary)
    await open(page, "/404.html")
    expect(await look(page.locator("main ul a").first())).toBe(secondary)
    // An application offer's step at its card's foot, as the hub's packages have theirs (a
    // reviewer of round 51 saw underlined links there and buttons on the hub).
    await open(page, "/uslugi/aplikacje-internetowe")
    const asks = page.locator('section[aria-labelledby="offers-title"] article a')
    await expect(asks).toHaveCount(4)
    for (const ask of await asks.all()) expect(await look(ask)).toBe(secondary)
  })
})
