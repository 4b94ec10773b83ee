import AxeBuilder from "@axe-core/playwright"
import { LinkChecker } from "linkinator"
import { expect, test } from "./fixtures"
import { allPages } from "./pages"

test.describe("quality gates over every page", () => {
  for (const [language, colorScheme] of [
    ["pl", "light"],
    ["en", "light"],
    ["pl", "dark"],
    ["en", "dark"],
  ] as const) {
    // The dark scheme changes colours only (custom properties under prefers-color-scheme), so
    // there axe judges the rules about colour; the light scheme gets every WCAG 2.2 A/AA rule.
    const rules =
      colorScheme === "light"
        ? "every WCAG 2.2 A/AA rule"
        : "the colour rules (contrast, links in text)"
    test(`axe finds no violation of ${rules} on the ${language} pages in the ${colorScheme} scheme`, async ({
      page,
      request,
    }) => {
      // Every page: minutes on a busy 2-core machine.
      test.setTimeout(600_000)
      await page.emulateMedia({ colorScheme })
      const findings: string[] = []
      const pages = (await allPages(request)).filter(
        path => path.startsWith("/en/") === (language === "en")
      )
      for (const path of pages) {
        await page.goto(path)
        await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
        // Contrast is judged in the scheme under test: the dark palette, not an inversion.
        expect(
          await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches),
          path
        ).toBe(colorScheme === "dark")
        const axe = new AxeBuilder({ page })
        const { violations } = await (
          colorScheme === "light"
            ? axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
            : axe.withRules(["color-contrast", "link-in-text-block"])
        ).analyze()
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
