import { expect, test } from "./fixtures"
import { open } from "./helpers"
import { company } from "../../src/config/company"

test.describe("privacy policy body", () => {
  for (const [path, facts] of [
    [
      "/polityka-prywatnosci",
      ["Tag ładuje się zaraz po kliknięciu „Akceptuję”", "art. 399 ust. 1 PKE", "C-210/16"],
    ],
    [
      "/en/privacy-policy/",
      ["The tag loads right after you click “Accept”", "Art. 399(1) PKE", "C-210/16"],
    ],
  ] as const) {
    test(`${path} is in the page's HTML, with the code's facts and company data`, async ({
      page,
      request,
    }) => {
      // Served HTML, before any script: the body is rendered at build time.
      // Read as a visitor does: the page typesets its text ("art. 399" holds together with a
      // no-break space).
      const html = (await (await request.get(path)).text()).replace(/\u00a0/g, " ")
      for (const fact of facts) expect(html).toContain(fact)
      expect(html).toContain("www.googletagmanager.com")
      expect(html).toContain(company.emailjsDpa)
      expect(html).not.toMatch(/\{\{\w+\}\}/)

      await open(page, path)
      const cookies = page.getByRole("region", { name: /^5\. / })
      await expect(cookies.getByText("cookiesPolicyAccepted", { exact: true })).toBeVisible()
      await expect(cookies.getByText("page_view", { exact: true })).toBeVisible()
    })
  }

  test("reached from another page, it shows its body (the slice's data loads)", async ({
    page,
  }) => {
    await open(page, "/")
    await page.getByRole("contentinfo").getByRole("link", { name: "Polityka prywatności" }).click()
    await expect(page).toHaveURL(/\/polityka-prywatnosci$/)
    await expect(
      page.getByRole("heading", { level: 2, name: "7. Nasz profil na Facebooku" })
    ).toBeVisible()
    await expect(
      page.getByRole("navigation", { name: "Spis treści" }).getByRole("link")
    ).toHaveCount(9)
  })

  test("on a laptop the text starts at the heading's edge and the contents stay beside it", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1366, height: 900 })
    await open(page, "/polityka-prywatnosci")
    const box = async (locator: ReturnType<typeof page.locator>) => (await locator.boundingBox())!
    const title = await box(page.getByRole("heading", { level: 1 }))
    const first = await box(page.getByRole("heading", { level: 2, name: "1. Definicje" }))
    const contents = page.getByRole("navigation", { name: "Spis treści" })
    expect(Math.round(first.x)).toBe(Math.round(title.x))
    expect((await box(contents)).x).toBeGreaterThan(first.x + first.width)
    // Far down the text, the contents are still on the screen.
    await page
      .getByRole("heading", { level: 2, name: "7. Nasz profil na Facebooku" })
      .scrollIntoViewIfNeeded()
    await expect(contents).toBeInViewport()
  })
})
