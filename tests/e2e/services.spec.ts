import { shownNamespace } from "./helpers"
import { expect, test } from "./fixtures"
import { contactFormAnchor, routes, websiteTypes } from "../../src/routes"
import { languages } from "../../src/i18n/languages"

// The pages as served: what they offer and link to is in the HTML, before any script runs.
test.use({ javaScriptEnabled: false })

const jsonLdTypes = async (page: import("@playwright/test").Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    text => (JSON.parse(text) as { "@type": string })["@type"]
  )

for (const language of languages) {
  test.describe(`services in ${language}`, () => {
    test("a service with one example project shows it wide, then the way to the rest", async ({
      page,
    }) => {
      const proof = shownNamespace(language, "proof") as Record<string, string>
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(routes["websites-creative"][language])
      const section = page.getByRole("region", { name: proof.projects })
      const cards = section.getByRole("article")
      await expect(cards).toHaveCount(1)
      // The picture beside the text, across the section.
      const [picture, heading] = await Promise.all([
        cards.locator("img").boundingBox(),
        cards.getByRole("heading").boundingBox(),
      ])
      expect(heading!.x).toBeGreaterThan(picture!.x + picture!.width)
      await expect(section.getByRole("link", { name: proof.projectsMore })).toHaveAttribute(
        "href",
        routes.portfolio[language]
      )
    })

    test("the websites overview shows one row of its projects, of one width, then what the rest are and the link to them", async ({
      page,
    }) => {
      const proof = shownNamespace(language, "proof") as Record<string, string>
      await page.setViewportSize({ width: 1366, height: 900 })
      await page.goto(routes.websites[language])
      const section = page.getByRole("region", {
        name: /^(Przykładowe|Example|Realizacje|Our work)/,
      })
      const cards = section.getByRole("article")
      // Five of its kind in the portfolio; a row of three here, not a row of two over three.
      await expect(cards).toHaveCount(3)
      const boxes = await cards.evaluateAll(items =>
        items.map(item => {
          const box = item.getBoundingClientRect()
          return [Math.round(box.top), Math.round(box.width)]
        })
      )
      expect(new Set(boxes.map(([top]) => top)).size, `${boxes}`).toBe(1)
      expect(new Set(boxes.map(([, width]) => width)).size, `${boxes}`).toBe(1)
      const more = section.getByRole("link", { name: proof.projectsMore })
      await expect(more).toHaveAttribute("href", routes.portfolio[language])
      // The line on what the link leads to comes first, the link under it.
      const [line, link] = [
        (await section.getByText(proof.projectsMoreText!).boundingBox())!,
        (await more.boundingBox())!,
      ]
      expect(link.y).toBeGreaterThanOrEqual(line.y + line.height - 1)
    })

    test("the websites page offers six types, each linking to its sub-page", async ({ page }) => {
      await page.goto(routes.websites[language])
      // The offers' own section: the page's example projects are articles too.
      const offers = page.locator('section[aria-labelledby="offers-title"]').getByRole("article")
      await expect(offers).toHaveCount(6)
      for (const [i, type] of websiteTypes.entries()) {
        // Its first link leads to the type's page; the second asks about it (pricing.spec.ts).
        const link = offers.nth(i).getByRole("link").first()
        await expect(link).toHaveAttribute("href", routes[`websites-${type}`][language])
      }
      expect(await jsonLdTypes(page)).toContain("Service")
    })

    test("the applications page shows four offers, each linking to the contact form", async ({
      page,
    }) => {
      await page.goto(routes.apps[language])
      // The offers' own section: the page's example projects are articles too.
      const offers = page.locator('section[aria-labelledby="offers-title"]').getByRole("article")
      await expect(offers).toHaveCount(4)
      if (language === "en")
        for (const [i, title] of ["Complex", "UI/UX", "Interface", "Logic"].entries())
          await expect(offers.nth(i).getByRole("heading", { level: 3 })).toHaveText(title)
      // The form opens with the service chosen.
      const target = `${routes.contact[language]}?service=apps#${contactFormAnchor[language]}`
      for (let i = 0; i < 4; i++)
        await expect(offers.nth(i).getByRole("link")).toHaveAttribute("href", target)
    })

    for (const type of websiteTypes) {
      test(`the ${type} sub-page has its call to action and ordered steps`, async ({ page }) => {
        await page.goto(routes[`websites-${type}`][language])
        const header = page.locator("main header")
        const { header: copy } = shownNamespace(language, `websites-${type}`) as {
          header: { ctaText: string }
        }
        // Its main action is the contact form with the type chosen; the second, the planner, and
        // the price's link (pricing.spec.ts).
        await expect(header.getByRole("link", { name: copy.ctaText, exact: true })).toHaveAttribute(
          "href",
          `${routes.contact[language]}?service=websites-${type}`
        )
        // Every step the copy has, in order (how many it should have is the content lint's).
        const { steps } = shownNamespace(language, `websites-${type}`) as {
          steps: { steps: unknown[] }
        }
        await expect(page.locator("main ol").first().locator("> li")).toHaveCount(
          steps.steps.length
        )
        expect(await jsonLdTypes(page)).toEqual(
          expect.arrayContaining(["Service", "BreadcrumbList"])
        )
      })
    }
  })
}
