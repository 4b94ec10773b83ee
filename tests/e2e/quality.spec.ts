import AxeBuilder from "@axe-core/playwright"
import { LinkChecker } from "linkinator"
import { expect, test } from "./fixtures"
import { allPages } from "./pages"

test.describe("quality gates over every page", () => {
  for (const language of ["pl", "en"]) {
    test(`axe finds no WCAG 2.1 A/AA violation on the ${language} pages`, async ({
      page,
      request,
    }) => {
      test.setTimeout(240_000)
      const findings: string[] = []
      const pages = (await allPages(request)).filter(
        path => path.startsWith("/en/") === (language === "en")
      )
      for (const path of pages) {
        await page.goto(path)
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
          .analyze()
        for (const violation of violations)
          findings.push(
            `${path}: ${violation.id} (${violation.help}) at ${violation.nodes
              .map(node => node.target.join(" "))
              .slice(0, 3)
              .join(", ")}`
          )
      }
      expect(findings).toEqual([])
    })
  }

  test("linkinator finds no broken internal link", async ({ baseURL }) => {
    test.setTimeout(120_000)
    const checker = new LinkChecker()
    const result = await checker.check({
      path: `${baseURL}/`,
      recurse: true,
      linksToSkip: [`^(?!${baseURL})`],
      concurrency: 8,
    })
    const broken = result.links
      .filter(link => link.state === "BROKEN")
      .map(link => `${link.url} (${link.status}) on ${link.parent}`)
    expect(broken).toEqual([])
    expect(result.links.length).toBeGreaterThan(50)
  })
})
