import { expect, test } from "./fixtures"
import { open, projectCount } from "./helpers"
import { absoluteUrl } from "../../src/config/site"
import { languages } from "../../src/i18n/languages"
import { localizedPath } from "../../src/i18n/paths"
import { projectPath } from "../../src/features/portfolio/projects"
import { sitemapId } from "../../src/features/portfolio/case-study"
import { routes, serviceIds } from "../../src/routes"

/** One project's address in each language: the Polish one in Polish. */
const slugs = {
  pl: "system-rezerwacji-dla-gabinetu-fizjoterapii",
  en: "booking-system-physiotherapy",
}
const projectAt = (language: (typeof languages)[number]) => projectPath(language, slugs[language])
/** The case study of this site, the one real project, in a language. */
const ownStudy = (language: (typeof languages)[number]) =>
  projectPath(language, language === "pl" ? "strona-naszego-studia" : "our-studio-website")

/** The project page's fixed strings, each in both languages. */
const text = {
  story: {
    en: ["The challenge", "The solution", "The result"],
    pl: ["Wyzwanie", "Rozwiązanie", "Efekt"],
  },
  technologies: { en: "Technologies", pl: "Technologie" },
  services: { en: "Services behind this project", pl: "Usługi związane z tym projektem" },
  cta: { en: "Let’s talk about your project", pl: "Porozmawiajmy o projekcie" },
  example: { en: /This is an example project/, pl: /To przykładowy projekt/ },
  language: { en: "Polski – Polish version", pl: "English – wersja angielska" },
  sitemap: { en: "Site map", pl: "Mapa strony" },
  aboutExample: { en: "Example: this site’s map", pl: "Przykład: mapa tej strony" },
  categoryServices: { en: "Services related to this topic", pl: "Usługi związane z tym tematem" },
  intro: {
    en: "Web applications: when a website is no longer enough",
    pl: "Aplikacje internetowe: kiedy sama strona już nie wystarcza",
  },
} as const

const servicePaths = (language: (typeof languages)[number]) =>
  serviceIds.map(id => localizedPath(id, language))

for (const language of languages) {
  const other = languages.find(item => item !== language)!

  test.describe(`portfolio projects in ${language}`, () => {
    test("a card on the portfolio leads to the project's page with its whole story", async ({
      page,
    }) => {
      await open(page, routes.portfolio[language])
      const card = page
        .getByRole("main")
        .getByRole("article")
        .filter({ has: page.locator(`a[href="${projectAt(language)}"]`) })
      await expect(card).toHaveCount(1)
      const name = (await card.getByRole("heading", { level: 3 }).textContent()) ?? ""
      await card.getByRole("link", { name }).click()
      await expect(page).toHaveURL(new RegExp(`${projectAt(language).replace(/\/$/, "")}/?$`))

      await expect(page.getByRole("heading", { level: 1 })).toHaveText(name)
      for (const heading of text.story[language])
        await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible()
      await expect(page.getByText(text.example[language])).toBeVisible()
      const main = page.getByRole("main")
      await expect(main.getByText(text.technologies[language], { exact: true })).toBeVisible()
      await expect(main.getByRole("listitem").filter({ hasText: /^React$/ })).toBeVisible()

      const image = main.getByRole("img", { name: /.{20,}/ }).first()
      await expect(image).toHaveAttribute("width", "1200")
      await expect(image).toHaveAttribute("height", "800")
      await expect(image).toHaveAttribute("src", /\.webp$/)

      const services = main.getByRole("region", { name: text.services[language] })
      const links = await services
        .getByRole("link")
        .evaluateAll(nodes => nodes.map(node => node.getAttribute("href") ?? ""))
      expect(links.length).toBeGreaterThan(0)
      for (const href of links) expect(servicePaths(language)).toContain(href)

      await expect(page.getByRole("link", { name: text.cta[language] })).toHaveAttribute(
        "href",
        routes.contact[language]
      )
    })

    test("the project's head names it, its other language and a CreativeWork", async ({ page }) => {
      const path = projectAt(language)
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      const head = page.locator("head")
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path))
      for (const lang of languages)
        await expect(head.locator(`link[rel="alternate"][hreflang="${lang}"]`)).toHaveAttribute(
          "href",
          absoluteUrl(projectAt(lang))
        )
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        absoluteUrl(projectAt("pl"))
      )
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/)
      const entries = (
        await page.locator('script[type="application/ld+json"]').allTextContents()
      ).map(entry => JSON.parse(entry) as Record<string, unknown>)
      const work = entries.find(entry => entry["@type"] === "CreativeWork")
      expect(work).toMatchObject({
        url: absoluteUrl(path),
        inLanguage: language,
        // The h1's words: on the page a no-break space binds a one-letter word, in the data a space.
        name: (await page.getByRole("heading", { level: 1 }).textContent())?.replace(
          /\u00a0/g,
          " "
        ),
      })
      expect(String(work?.image)).toMatch(/\.webp$/)
      expect(entries.some(entry => entry["@type"] === "BreadcrumbList")).toBe(true)
    })

    test("the language link leads to the same project in the other language", async ({ page }) => {
      await open(page, projectAt(language))
      await page.getByRole("link", { name: text.language[language] }).click()
      await expect(page).toHaveURL(new RegExp(`${projectAt(other).replace(/\/$/, "")}/?$`))
      await expect(page.locator("html")).toHaveAttribute("lang", other)
    })

    test("a category page introduces its topic and links to its services", async ({ page }) => {
      await open(page, routes["blog-apps"][language])
      const intro = page.getByRole("region", { name: text.intro[language] })
      await expect(intro).toBeVisible()
      const services = page.getByRole("region", { name: text.categoryServices[language] })
      await expect(services.getByRole("link").first()).toBeVisible()
      const links = await services
        .getByRole("link")
        .evaluateAll(nodes => nodes.map(node => node.getAttribute("href") ?? ""))
      expect(links).toContain(routes.apps[language])
      for (const href of links) expect(servicePaths(language)).toContain(href)
    })
  })
}

test("the sitemap lists the project pages with their translations", async ({ request }) => {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  expect(xml).toContain(`<loc>${absoluteUrl(projectAt("pl"))}</loc>`)
  expect(xml).toContain(`<loc>${absoluteUrl(projectAt("en"))}</loc>`)
  expect(xml).toContain(`hreflang="en" href="${absoluteUrl(projectAt("en"))}"`)
})

test("a case study's facts stand beside its heading on a laptop and under it on a phone; its story spans the page; the next step beside where it ends", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await open(page, "/en/portfolio/company-website-construction-firm/")
  const facts = page.locator("header [data-reading-side]")
  const heading = page.getByRole("heading", { level: 1 })
  const story = page.getByRole("heading", { level: 2, name: "The challenge" })
  const [side, title, text] = [
    (await facts.boundingBox())!,
    (await heading.boundingBox())!,
    (await story.boundingBox())!,
  ]
  expect(side.x).toBeGreaterThan(title.x + title.width)
  expect(side.y).toBeLessThan(title.y + title.height)
  await expect(facts.getByText("Construction company")).toBeVisible()
  // No heading says the same as another: the side card and the closing call each ask their own.
  const headings = await page.locator("h1, h2, h3").allTextContents()
  expect(headings.filter((item, index) => headings.indexOf(item) !== index)).toEqual([])
  // The heading, the story and the picture share one left edge.
  expect(Math.abs(title.x - text.x)).toBeLessThan(2)
  // Each part of the story is a row of the page's width: its heading on the left, its text
  // beside it reaching under the facts' column, so no column stands empty beside it.
  const parts = page.locator("[data-story-part]")
  await expect(parts).toHaveCount(3)
  for (const part of await parts.all()) {
    const [name, body] = [
      (await part.getByRole("heading").boundingBox())!,
      (await part.locator("p").first().boundingBox())!,
    ]
    expect(body.x).toBeGreaterThan(name.x + name.width)
    expect(Math.abs(body.y - name.y)).toBeLessThan(16)
    expect(body.x + body.width).toBeGreaterThan(side.x)
  }
  // Beside the related services and the next project, the way to an estimate, in view while
  // they scroll.
  const next = page.getByRole("complementary", { name: "What would a project like this cost?" })
  await expect(next.getByRole("link", { name: "Check an indicative price" })).toHaveAttribute(
    "href",
    // The planner starts with the project's main service.
    "/en/estimate/?service=websites-multi-page"
  )
  const services = (await page
    .getByRole("heading", { level: 2, name: "Services behind this project" })
    .boundingBox())!
  const card = (await next.boundingBox())!
  expect(card.x).toBeGreaterThan(services.x + services.width)
  expect(Math.abs(card.y - services.y)).toBeLessThan(80)
  // The next project under both, across the page: beside the estimate it left half a row empty.
  const following = (await page
    .getByRole("navigation", { name: "Next project" })
    .getByRole("link")
    .boundingBox())!
  expect(following.y).toBeGreaterThan(card.y + card.height)
  expect(Math.abs(following.x - services.x)).toBeLessThan(2)
  expect(Math.abs(following.x + following.width - (card.x + card.width))).toBeLessThan(2)
  await page.setViewportSize({ width: 390, height: 844 })
  await page.evaluate(() => window.scrollTo(0, 0))
  const [under, above] = [(await facts.boundingBox())!, (await heading.boundingBox())!]
  expect(under.y).toBeGreaterThan(above.y + above.height)
  await expect(next).toBeHidden()
  // On a phone the story reads as one column again: the text under its heading.
  const first = parts.first()
  const [name, body] = [
    (await first.getByRole("heading").boundingBox())!,
    (await first.locator("p").first().boundingBox())!,
  ]
  expect(body.y).toBeGreaterThan(name.y + name.height - 1)
})

test("every part of a case study opens alike on a laptop: a rule above, its heading at one size", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  await open(page, projectPath("pl", "strona-naszego-studia"))
  const parts = await page
    .locator(
      "#results-title, [data-story-part] h2, #project-technologies, #sitemap-title, #gallery-title"
    )
    .evaluateAll(headings =>
      headings.map(heading => {
        const part = heading.closest("section")!
        return {
          size: getComputedStyle(heading).fontSize,
          rule: getComputedStyle(part).borderTopStyle,
        }
      })
    )
  // Results, the three parts of the story, the technologies, the site map and the screenshots.
  expect(parts).toHaveLength(7)
  expect(new Set(parts.map(part => part.size)).size).toBe(1)
  expect(parts.every(part => part.rule === "solid")).toBe(true)
})

test("on a phone a case study's short facts share a row, the long ones keep the width", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await open(page, projectPath("en", "our-studio-website"))
  const fact = (name: string) => page.locator(`header [data-fact="${name}"]`).boundingBox()
  const [client, industry, year] = [
    (await fact("client"))!,
    (await fact("industry"))!,
    (await fact("year"))!,
  ]
  expect(Math.abs(industry.y - year.y)).toBeLessThan(2)
  expect(year.x).toBeGreaterThan(industry.x + industry.width)
  expect(client.width).toBeGreaterThan(industry.width + year.width)
})

test("a case study's related services are buttons of one width, on a phone and on a laptop", async ({
  page,
}) => {
  for (const language of languages) {
    const region = page.getByRole("region", { name: text.services[language] })
    const widths = () =>
      region
        .getByRole("link")
        .evaluateAll(links => links.map(link => Math.round(link.getBoundingClientRect().width)))
    await page.setViewportSize({ width: 390, height: 844 })
    await open(page, ownStudy(language))
    const phone = await widths()
    expect(phone.length, language).toBeGreaterThan(1)
    expect(new Set(phone).size, language).toBe(1)
    await page.setViewportSize({ width: 1366, height: 900 })
    expect(new Set(await widths()).size, language).toBe(1)
  }
})

test.describe("example projects' drawings", () => {
  const looks = (images: import("@playwright/test").Locator) =>
    images.evaluateAll(items =>
      items.map(item => ({
        // The file it names: a lazy picture not yet loaded has no currentSrc.
        src: item.getAttribute("src"),
        drawing: item.hasAttribute("data-drawing"),
        filter: getComputedStyle(item).filter,
        blend: getComputedStyle(item).mixBlendMode,
      }))
    )

  // Printed alike as plans on the sheet's green, the projects read as one card repeated: each
  // drawing keeps its own colours. In the dark scheme a drawing turns to a dark screen (its
  // lightness over, its hues kept) instead of glaring from the page; a screenshot, this site's
  // own, is only dimmed.
  const darkDrawing = /^invert\(0\.9\) hue-rotate\(180deg\)/
  for (const colorScheme of ["light", "dark"] as const)
    test(`keep their own colours, each its own picture, in the ${colorScheme} scheme`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme })
      const filter = (drawing: boolean) =>
        colorScheme === "light" ? /^none$/ : drawing ? darkDrawing : /^brightness\(0\.9\)/
      for (const language of languages) {
        await page.goto(routes.portfolio[language])
        const cards = page.getByRole("main").getByRole("article")
        await expect(cards).toHaveCount(projectCount(language))
        const shown = await looks(cards.locator("img"))
        expect(new Set(shown.map(look => look.src)).size).toBe(projectCount(language))
        // Every example's card is a drawing; the one real project's is a screenshot.
        const examples = await cards.evaluateAll(items =>
          items.map(item => /Przykładowy projekt|Example project/.test(item.textContent ?? ""))
        )
        expect(shown.map(look => look.drawing)).toEqual(examples)
        expect(examples.filter(example => !example)).toHaveLength(1)
        await page.goto(projectAt(language))
        const hero = await looks(page.getByRole("main").locator("figure img").first())
        expect(hero[0].drawing).toBe(true)
        const next = await looks(
          page.getByRole("navigation", { name: /Następny|Next/ }).locator("img")
        )
        shown.push(...hero, ...next)
        for (const look of shown)
          expect(look).toEqual({
            src: expect.any(String),
            drawing: look.drawing,
            filter: expect.stringMatching(filter(look.drawing)),
            blend: "normal",
          })
      }
    })
})

for (const language of languages)
  test(`the SEO page's projects start with the site's own study, the one real project (${language})`, async ({
    page,
  }) => {
    // This site is built for search (its own addresses per language, a sitemap, structured
    // data, a Lighthouse SEO score of 100): its study is the SEO page's proof, not an example.
    await page.goto(routes["websites-seo"][language])
    const first = page
      .getByRole("main")
      .locator("section:has(article img)")
      .getByRole("article")
      .first()
    await expect(first.getByRole("link").first()).toHaveAttribute("href", ownStudy(language))
  })

test("the site's own study shows its hero picture in the scheme the visitor reads in", async ({
  page,
}) => {
  const hero = page.getByRole("main").locator("figure picture").first()
  const shown = () =>
    hero.evaluate(picture => {
      const image = picture.querySelector("img")!
      const dark = picture.querySelector('source[media="(prefers-color-scheme: dark)"]')
      const files = (dark?.getAttribute("srcset") ?? "")
        .split(",")
        .map(entry => entry.trim().split(" ")[0])
        .filter(Boolean)
      return {
        loaded: image.naturalWidth > 0,
        dark: files.some(file => image.currentSrc.endsWith(file!)),
      }
    })
  for (const language of languages) {
    const study = ownStudy(language)
    await page.emulateMedia({ colorScheme: "dark" })
    await page.goto(study)
    await expect.poll(shown).toEqual({ loaded: true, dark: true })
    await page.emulateMedia({ colorScheme: "light" })
    await page.goto(study)
    await expect.poll(shown).toEqual({ loaded: true, dark: false })
  }
})

test.describe("project cards", () => {
  /** For each card in the section: is its picture beside its heading (true) or above it (false)? */
  const sideBySide = (cards: import("@playwright/test").Locator) =>
    cards.evaluateAll(items =>
      items.map(card => {
        const picture = card.querySelector("img")!.getBoundingClientRect()
        const heading = card.querySelector("h3")!.getBoundingClientRect()
        return heading.left >= picture.right
      })
    )

  test("a card as wide as the section puts its picture beside the text, a card in a row above it", async ({
    page,
  }) => {
    const projects = (language: (typeof languages)[number]) =>
      page
        .getByRole("main")
        .locator("section", { has: page.locator(`a[href="${routes.portfolio[language]}"]`) })
        .getByRole("article")
    for (const language of languages) {
      // A tablet: three cards are the featured first card and two under it.
      await page.setViewportSize({ width: 768, height: 1024 })
      await page.goto(routes.home[language])
      await expect(projects(language)).toHaveCount(3)
      expect(await sideBySide(projects(language))).toEqual([true, false, false])
      // A laptop: the three in one row.
      await page.setViewportSize({ width: 1366, height: 900 })
      expect(await sideBySide(projects(language))).toEqual([false, false, false])
      // Two in a row, each half the section: still the picture above, the title not squeezed.
      await page.goto(routes.apps[language])
      const matching = page
        .getByRole("main")
        .locator("section:has(article img)")
        .getByRole("article")
      expect(await sideBySide(matching)).toEqual([false, false])
    }
  })

  test("a card's picture lies on the plan's ruled tracing paper", async ({ page }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await page.goto(routes.portfolio.pl)
    const grounds = await page
      .getByRole("main")
      .getByRole("article")
      .evaluateAll(cards =>
        cards.map(
          card => getComputedStyle(card.querySelector("img")!.parentElement!).backgroundImage
        )
      )
    expect(grounds.length).toBeGreaterThan(0)
    for (const ground of grounds) expect(ground).toMatch(/linear-gradient.*linear-gradient/)
  })
})

test("the case study of the site draws its picture under the heading on a laptop, in both languages", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  for (const language of languages) {
    await page.goto(ownStudy(language))
    const picture = page.getByRole("main").locator("figure img").first()
    await expect(picture).toBeVisible()
    await expect
      .poll(() =>
        picture.evaluate(
          img => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth
        )
      )
      .toBeGreaterThanOrEqual(960)
  }
})

test("a case study's results end alike: each figure's source at its card's foot, level across a row", async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 900 })
  for (const language of languages) {
    await open(page, ownStudy(language))
    const cards = await page
      .getByRole("region", { name: language === "pl" ? "Wyniki" : "Results" })
      .getByRole("listitem")
      .evaluateAll(items =>
        items.map(item => {
          const card = item.getBoundingClientRect()
          const source = item.lastElementChild!.getBoundingClientRect()
          return { top: Math.round(card.top), bottom: card.bottom, sourceBottom: source.bottom }
        })
      )
    expect(cards.length, language).toBeGreaterThan(1)
    const firstRow = cards.filter(card => card.top === cards[0].top)
    expect(firstRow.length, language).toBeGreaterThan(1)
    const feet = firstRow.map(card => Math.round(card.bottom - card.sourceBottom))
    expect(new Set(feet).size, language).toBe(1)
  }
})

test("on a phone the own study's phone shot stands in the middle of the column, and the next project's picture heads its link", async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 })
  for (const language of languages) {
    await open(page, ownStudy(language))
    const gallery = page.getByRole("region", {
      name: language === "pl" ? "Zrzuty ekranu" : "Screenshots",
    })
    const list = (await gallery.getByRole("list").boundingBox())!
    const phone = (await gallery.getByRole("listitem").last().locator("img").boundingBox())!
    expect(phone.width, language).toBeLessThan(list.width * 0.8)
    const [left, right] = [phone.x - list.x, list.x + list.width - (phone.x + phone.width)]
    expect(Math.abs(left - right), language).toBeLessThan(2)
    const next = page.getByRole("navigation", {
      name: language === "pl" ? "Następny projekt" : "Next project",
    })
    const [picture, name] = [
      (await next.locator("img").boundingBox())!,
      (await next.locator("strong").boundingBox())!,
    ]
    expect(name.y, language).toBeGreaterThan(picture.y + picture.height - 1)
    expect(picture.width, language).toBeGreaterThan(250)
  }
})

test("the site's own study maps its pages, the home page first; the about page's process leads there", async ({
  page,
}) => {
  for (const language of languages) {
    await open(page, localizedPath("about", language))
    await page.getByRole("link", { name: text.aboutExample[language] }).click()
    await expect(page).toHaveURL(new RegExp(`${ownStudy(language)}#${sitemapId}$`))
    const map = page.getByRole("region", { name: text.sitemap[language] })
    await expect(map).toBeInViewport()
    // The first page, then every other page of the menu and the footer branching from it.
    const root = map.locator("ol > li").first()
    await expect(root.locator("h3").first()).toHaveText(
      language === "pl" ? "Strona główna" : "Home"
    )
    const branches = root.locator("ol > li")
    await expect(branches).toHaveCount(8)
    for (const id of [
      "websites",
      "apps",
      "estimate",
      "portfolio",
      "blog",
      "about",
      "contact",
    ] as const)
      await expect(branches.getByText(routes[id][language], { exact: true })).toBeVisible()
    await expect(
      branches.filter({ hasText: routes.websites[language] }).getByRole("listitem")
    ).toHaveCount(6)
  }
  // An example project has no map of its own.
  await open(page, projectAt("pl"))
  await expect(page.getByRole("heading", { name: text.sitemap.pl })).toHaveCount(0)
})
