import { shownNamespace } from "./helpers"
import { expect, test } from "./fixtures"
import { routes } from "../../src/routes"
import { languages } from "../../src/i18n/languages"
import { absoluteUrl } from "../../src/config/site"
import type { AboutContent } from "../../src/features/about/types"
import type { Namespaces } from "../../src/i18n/namespaces"

/** The about page as built from the repository, whose team, testimonial and logo collections are empty. */
for (const language of languages) {
  // As the page shows it: typeset (curly apostrophes).
  const text = shownNamespace(language, "about") as unknown as AboutContent
  const path = routes.about[language]

  test.describe(`about page in ${language}`, () => {
    test("answers with one h1, its head tags and a path to contact", async ({ page }) => {
      const response = await page.goto(path)
      expect(response?.status()).toBe(200)
      await expect(page.locator("html")).toHaveAttribute("lang", language)
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.header.title)
      const head = page.locator("head")
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", absoluteUrl(path))
      for (const other of languages)
        await expect(head.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
          "href",
          absoluteUrl(routes.about[other])
        )
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        absoluteUrl(routes.about.pl)
      )
      // The hero's action and the closing one both lead to the contact page.
      const main = page.getByRole("main")
      // The hero's action is the first of the page's links with the one primary wording.
      await expect(main.getByRole("link", { name: text.header.ctaText }).first()).toHaveAttribute(
        "href",
        routes.contact[language]
      )
      const closing = page.getByRole("region", { name: text.closing.title })
      await expect(closing.getByRole("link", { name: text.closing.ctaText })).toHaveAttribute(
        "href",
        routes.contact[language]
      )
    })

    test("shows how the agency works and has no team, testimonial or logo section without entries", async ({
      page,
    }) => {
      await page.goto(path)
      // Each thing once, in this order: the process is told here in full (the home page links to
      // it) and not restated as a second list of who does what.
      expect(
        (await page.getByRole("main").getByRole("heading", { level: 2 }).allTextContents()).map(
          title => title.replace(/\u00a0/g, " ")
        )
      ).toEqual(
        [
          text.principles.title,
          text.process.title,
          text.ownership.title,
          text.company.title,
          text.closing.title,
        ].map(title => title.replace(/\u00a0/g, " "))
      )
      await expect(
        page.getByRole("region", { name: text.process.title }).getByRole("listitem")
      ).toHaveCount(text.process.steps.length)
      for (const title of [text.team.title, text.testimonials.title, text.clients.title])
        await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(0)
      await expect(page.locator("main blockquote")).toHaveCount(0)
    })

    test("sets the company's details under their heading, three a row on a laptop and one on a phone", async ({
      page,
    }) => {
      const section = page.getByRole("region", { name: text.company.title })
      const heading = section.getByRole("heading", { level: 2 })
      const facts = section.locator("dl > div")
      const rows = async () => {
        const boxes = await Promise.all(
          (await facts.all()).map(async fact => (await fact.boundingBox())!)
        )
        return [...new Set(boxes.map(box => Math.round(box.y)))].length
      }
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(path)
      await expect(facts).toHaveCount(6)
      const title = (await heading.boundingBox())!
      const list = (await section.locator("dl").boundingBox())!
      expect(list.y).toBeGreaterThan(title.y + title.height)
      expect(list.width).toBeGreaterThan(1366 * 0.75)
      expect(await rows()).toBe(2)
      await page.setViewportSize({ width: 390, height: 844 })
      expect(await rows()).toBe(6)
      // Two a row on a tablet, the phone number whole on one line.
      await page.setViewportSize({ width: 768, height: 1024 })
      expect(await rows()).toBe(3)
      const phone = section.locator('a[href^="tel:"]')
      const lines = await phone.evaluate(link => link.getClientRects().length)
      expect(lines).toBe(1)
    })

    test("tells the process in full where the home page's short one leads", async ({ page }) => {
      const home = shownNamespace(language, "home") as Namespaces["home"]
      await page.goto(routes.home[language])
      const short = page.getByRole("region", { name: home.process.title })
      // On the home page each step is what the client holds after it, in one line.
      await expect(short.getByRole("listitem")).toHaveCount(home.process.steps.length)
      for (const step of home.process.steps)
        await expect(short.getByText(step.description, { exact: true })).toBeVisible()
      await short.getByRole("link", { name: home.process.moreText }).click()
      await expect(page).toHaveURL(url => url.pathname === path && url.hash === "#process-title")
      const full = page.getByRole("heading", { level: 2, name: text.process.title })
      await expect(full).toBeInViewport()
      // Below the sticky header, not under it.
      const header = await page.getByRole("banner").boundingBox()
      await expect
        .poll(async () => (await full.boundingBox())!.y)
        .toBeGreaterThanOrEqual(header!.y + header!.height)
    })

    test("numbers its process as the home page does: two digits in the same ring", async ({
      page,
    }) => {
      const home = shownNamespace(language, "home") as Namespaces["home"]
      const marker = async (region: string) =>
        page
          .getByRole("region", { name: region })
          .getByRole("listitem")
          .first()
          .evaluate(item => {
            const css = getComputedStyle(item, "::before")
            return {
              content: css.content,
              border: `${css.borderTopWidth} ${css.borderTopStyle} ${css.borderTopColor}`,
              background: css.backgroundColor,
              color: css.color,
              font: `${css.fontSize} ${css.fontWeight}`,
            }
          })
      await page.goto(routes.home[language])
      const short = await marker(home.process.title)
      expect(short.content).toContain("decimal-leading-zero")
      await page.goto(path)
      expect(await marker(text.process.title)).toEqual(short)
    })

    test("ranks its subheadings alike: a principle's title is the size of a process step's", async ({
      page,
    }) => {
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(path)
      const size = (title: string) =>
        page
          .getByRole("heading", { level: 3, name: title, exact: true })
          .evaluate(heading => getComputedStyle(heading).fontSize)
      expect(await size(text.principles.items[0].title)).toBe(
        await size(text.process.steps[0].title)
      )
    })
    test("is reached from the footer of another page", async ({ page }) => {
      await page.goto(routes.contact[language])
      await page
        .getByRole("contentinfo")
        .getByRole("link", { name: language === "pl" ? "O nas" : "About us" })
        .click()
      await expect(page).toHaveURL(new RegExp(`${path.replace(/\/$/, "")}/?$`))
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(text.header.title)
    })

    test("links to its counterpart in the other language", async ({ page }) => {
      await page.goto(path)
      const other = language === "pl" ? "en" : "pl"
      const name = shownNamespace(language, "common")[`nav.language.${other}`] as string
      await expect(page.getByRole("banner").getByRole("link", { name }).first()).toHaveAttribute(
        "href",
        routes.about[other]
      )
    })
  })
}

test("the sitemap lists the about page in both languages with its alternates", async ({
  request,
}) => {
  const xml = await (await request.get("/sitemap-0.xml")).text()
  for (const language of languages) {
    expect(xml).toContain(`<loc>${absoluteUrl(routes.about[language])}</loc>`)
    expect(xml).toContain(`hreflang="${language}" href="${absoluteUrl(routes.about[language])}"`)
  }
})
