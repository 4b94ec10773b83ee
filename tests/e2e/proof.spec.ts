import { shownNamespace } from "./helpers"
import { expect, test } from "./fixtures"
import { routes, type RouteId } from "../../src/routes"
import { languages } from "../../src/i18n/languages"
import { company } from "../../src/config/company"

/**
 * The slots for proof on the production build, whose team, testimonial and client collections
 * are empty and whose projects have no case-study figures or screenshots: none of them shows, not
 * even as an empty heading, and nothing says "demo". What the repository does hold shows: a
 * service page's example projects, each case study's next project and service, the company as
 * the author of every post. The filled slots: demo.spec.ts, over a SITE_DEMO=1 build.
 */
for (const language of languages) {
  const common = shownNamespace(language, "common") as Record<string, string>
  const proof = shownNamespace(language, "proof") as Record<string, string>
  const blog = shownNamespace(language, "blog") as Record<string, string>
  const project = shownNamespace(language, "project") as Record<string, string>
  const pricing = shownNamespace(language, "pricing") as Record<string, string>
  const absent = [
    proof["team"],
    proof["testimonials"],
    proof["clients"],
    project["results.title"],
    project["gallery.title"],
    project["quote.title"],
  ]

  /** No proof heading, no quote, no logo, no demo mark. */
  const expectNoProof = async (page: import("@playwright/test").Page) => {
    for (const title of absent)
      await expect(page.getByRole("heading", { name: title, exact: true })).toHaveCount(0)
    await expect(page.locator("blockquote")).toHaveCount(0)
    await expect(page.locator("[data-demo]")).toHaveCount(0)
    await expect(page.getByText(proof["demo"]!, { exact: true })).toHaveCount(0)
    // No rating either: company data holds none, and none is made up.
    await expect(page.locator("[data-rating]")).toHaveCount(0)
    await expect(page.getByText(/★/)).toHaveCount(0)
  }

  test.describe(`proof slots on the production build, ${language}`, () => {
    for (const id of ["home", "contact", "websites", "apps"] as RouteId[])
      test(`${id}: no team, quotes or logos while their collections are empty`, async ({
        page,
      }) => {
        await page.goto(routes[id][language])
        await expectNoProof(page)
      })

    for (const id of ["websites", "apps", "websites-seo"] as RouteId[])
      test(`${id}: the projects of its kind come right after the price, the questions after them`, async ({
        page,
      }) => {
        await page.goto(routes[id][language])
        const top = (name: string) =>
          page
            .getByRole("region", { name, exact: true })
            .evaluate(node => node.getBoundingClientRect().top + window.scrollY)
        // The hub's price is its packages' comparison, ending on the way to the planner.
        const price =
          id === "websites"
            ? await page
                .getByTestId("compare-planner")
                .evaluate(node => node.getBoundingClientRect().top + window.scrollY)
            : await top(pricing.title!)
        const projects = await top(proof["projects"]!)
        expect(projects).toBeGreaterThan(price)
        expect(await top(pricing.faqTitle!)).toBeGreaterThan(projects)
      })

    test("a service page shows its example projects, which link back to it", async ({ page }) => {
      await page.goto(routes["websites-headless-cms"][language])
      await expectNoProof(page)
      const examples = page.getByRole("region", { name: proof["projects"] })
      const links = examples.getByRole("heading", { level: 3 }).getByRole("link")
      expect(await links.count()).toBeGreaterThan(0)
      await links.first().click()
      await expect(page).toHaveURL(new RegExp(routes.portfolio[language].replace(/\/$/, "")))
      // The case study: no figures, screenshots or quote, but its facts, service and next project.
      await expectNoProof(page)
      await expect(page.getByText(project["facts.industry"]!, { exact: true })).toHaveCount(0)
      const facts = page.locator("dl").filter({ hasText: project["facts.services"]! })
      await expect(
        facts.getByRole("link", { name: common["nav.websites.headless-cms"] })
      ).toHaveAttribute("href", routes["websites-headless-cms"][language])
      const next = page.getByRole("navigation", { name: project["next.label"] })
      await expect(next.getByRole("link")).toHaveAttribute(
        "href",
        new RegExp(`^${routes.portfolio[language].replace(/\/$/, "")}/.+`)
      )
      // With its card picture, which the build published.
      const picture = next.getByRole("link").locator("img")
      await picture.scrollIntoViewIfNeeded()
      await expect
        .poll(() => picture.evaluate(image => (image as HTMLImageElement).naturalWidth))
        .toBeGreaterThan(0)
    })

    test("a post names the company as its author while the team is empty", async ({ page }) => {
      await page.goto(routes.blog[language])
      await page.getByRole("main").getByRole("article").first().getByRole("link").first().click()
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1)
      const byline = page.getByText(blog["post.author"]!, { exact: true }).locator("..")
      await expect(byline).toContainText(
        blog["post.companyAuthor"]!.replace("{{brand}}", company.brand)
      )
      await expect(page.locator("[data-demo]")).toHaveCount(0)
    })
  })
}
