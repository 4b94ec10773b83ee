import AxeBuilder from "@axe-core/playwright"
import { LinkChecker } from "linkinator"
import { expect, test } from "./fixtures"
import { allPages, listedRoutePages, onePagePerTemplate } from "./pages"
import { cookieConsentKey } from "../../src/lib/consent"

test.describe("quality gates over every page", () => {
  // Each language's pages in two halves (every other page), so that the suite's two workers
  // share the longest tests rather than one waiting for the other at the end.
  const halves = [0, 1] as const
  for (const language of ["pl", "en"] as const)
    for (const half of halves) {
      // A page of each template as a visitor gets it: hydrated, with its Content-Security-Policy
      // watched while its scripts run, and axe's WCAG 2.2 A/AA rules in the light scheme and its
      // colour rules in the dark (which changes nothing but the colour custom properties). Every
      // other page is a template filled with other content: axe checks it as served, before any
      // script file runs (30 % quicker a page), which is what differs between pages. Each page's
      // policy is checked statically by check:build, and on both servers for a page of each
      // template by serving.spec.ts.
      test(`every ${language} page (half ${half + 1} of ${halves.length}): axe finds no violation, and each template keeps its Content-Security-Policy and passes axe's colour rules in the dark scheme`, async ({
        page,
        browser,
      }) => {
        // Every page: a minute or two on a busy 2-core machine.
        test.setTimeout(600_000)
        await page.addInitScript(answeredKey => {
          // The cookie notice answered: shown 5 s after load, it would cover the foot of the
          // screen while axe reads what is under it. It has its own check below.
          localStorage.setItem(answeredKey, "true")
          const violations: string[] = []
          ;(window as unknown as { violations: string[] }).violations = violations
          document.addEventListener("securitypolicyviolation", event =>
            violations.push(`${event.violatedDirective} ${event.blockedURI}`)
          )
        }, cookieConsentKey)
        const findings: string[] = []
        const languagePages = allPages().filter(
          path => path.startsWith("/en/") === (language === "en")
        )
        // At least the route table's pages in this language, and the 404 page.
        const routePages = listedRoutePages().filter(
          path => path.startsWith("/en/") === (language === "en")
        )
        expect(languagePages.length).toBeGreaterThan(routePages.length)
        expect(languagePages).toEqual(expect.arrayContaining(routePages))
        const templatePages = onePagePerTemplate(languagePages)
        // Twelve templates, from the home page and the planner to the 404 page.
        expect(templatePages.length, templatePages.join(" ")).toBe(12)
        const pages = languagePages.filter((_, index) => index % halves.length === half)
        const hydrated = new Set(templatePages.filter(path => pages.includes(path)))
        // The other pages as served: a context of their own where no script file loads, so the
        // page stays as the server sent it while axe reads it.
        const served = await browser.newContext({ baseURL: test.info().project.use.baseURL })
        await served.route(/\.js(\?|$)/, route => route.abort())
        const servedPage = await served.newPage()
        const axeFindings = async (
          target: typeof page,
          path: string,
          colorScheme: "light" | "dark"
        ) => {
          // Legacy mode runs axe in the page itself, where its default opens a blank page to
          // merge the frames' results: 1.0 s a page here instead of 1.7. It would skip frames
          // from other origins, and the site has no frame at all (asserted below).
          const axe = new AxeBuilder({ page: target }).setLegacyMode()
          const { violations } = await (
            colorScheme === "light"
              ? axe.withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
              : axe.withRules(["color-contrast", "link-in-text-block"])
          ).analyze()
          for (const violation of violations)
            findings.push(
              `${path} (${colorScheme}): ${violation.id} (${violation.help}) at ${violation.nodes
                .map(node => node.target.join(" "))
                .slice(0, 3)
                .join(", ")}`
            )
        }
        for (const path of pages) {
          const target = hydrated.has(path) ? page : servedPage
          await target.emulateMedia({ colorScheme: "light" })
          await target.goto(path)
          expect(target.frames(), `${path} has a frame`).toHaveLength(1)
          if (!hydrated.has(path)) {
            await axeFindings(target, path, "light")
            continue
          }
          await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
          const violations = await page.evaluate(
            () => (window as unknown as { violations: string[] }).violations
          )
          for (const violation of violations)
            findings.push(`${path}: Content-Security-Policy blocks ${violation}`)
          for (const colorScheme of ["light", "dark"] as const) {
            await page.emulateMedia({ colorScheme })
            // Colours ease into the new scheme (buttons' 150 ms transitions): judged once they
            // have arrived, not halfway.
            await page.evaluate(() =>
              Promise.all(document.getAnimations().map(animation => animation.finished))
            )
            // Contrast is judged in the scheme under test: the dark palette, not an inversion.
            expect(
              await page.evaluate(() => matchMedia("(prefers-color-scheme: dark)").matches),
              path
            ).toBe(colorScheme === "dark")
            await axeFindings(page, path, colorScheme)
          }
        }
        await served.close()
        expect(findings).toEqual([])
      })
    }

  test("the cookie notice passes axe in either scheme, on a phone and a desktop", async ({
    page,
  }) => {
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1366, height: 900 },
    ]) {
      await page.setViewportSize(viewport)
      await page.clock.install()
      await page.goto("/en/")
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true")
      await page.clock.fastForward(5000)
      const notice = page.getByRole("region", { name: /cookie/i })
      await expect(notice).toBeVisible()
      for (const colorScheme of ["light", "dark"] as const) {
        await page.emulateMedia({ colorScheme })
        await page.evaluate(() =>
          Promise.all(document.getAnimations().map(animation => animation.finished))
        )
        const { violations } = await new AxeBuilder({ page })
          .setLegacyMode()
          .include('section[aria-label*="ookie"]')
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"])
          .analyze()
        expect(
          violations.map(violation => `${viewport.width} px, ${colorScheme}: ${violation.id}`)
        ).toEqual([])
      }
      await page.reload()
    }
  })

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
