import { expect, test } from "./fixtures"
import { open, shownNamespace } from "./helpers"
import { company, telHref } from "../../src/config/company"
import { languages } from "../../src/i18n/languages"
import { routes } from "../../src/routes"

test.describe("navigation bar on desktop", () => {
  test.use({ viewport: { width: 1280, height: 800 } })

  test("the Websites submenu opens by keyboard, Escape closes it, and a link navigates client-side", async ({
    page,
  }) => {
    await open(page, "/en/")
    await page.evaluate(() => ((window as unknown as { marker: string }).marker = "same-document"))
    const toggle = page.getByRole("button", { name: "Websites – show submenu" })
    await toggle.focus()
    await page.keyboard.press("Enter")
    await expect(toggle).toHaveAttribute("aria-expanded", "true")
    const landing = page.getByRole("banner").getByRole("link", { name: "Landing page" })
    await expect(landing).toBeVisible()
    await page.keyboard.press("Escape")
    await expect(toggle).toHaveAttribute("aria-expanded", "false")
    await expect(landing).toBeHidden()

    await toggle.click()
    await landing.click()
    await expect(page).toHaveURL(/\/en\/services\/websites\/landing-page\/$/)
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible()
    // A Gatsby link swaps the page without a full browser load.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      "same-document"
    )
  })

  test("the skip link moves focus to the main content", async ({ page }) => {
    await open(page, "/")
    await page.keyboard.press("Tab")
    const skip = page.getByRole("link", { name: "Przejdź do treści" })
    await expect(skip).toBeFocused()
    await page.keyboard.press("Enter")
    await expect(page.getByRole("main")).toBeFocused()
  })

  test("the bar turns to its scrolled state past 50 px", async ({ page }) => {
    await open(page, "/en/services/websites/")
    const bar = page.getByRole("banner")
    await expect(bar).toHaveAttribute("data-scrolled", "false")
    await page.mouse.wheel(0, 400)
    await expect(bar).toHaveAttribute("data-scrolled", "true")
  })
})

test.describe("navigation bar on a phone", () => {
  test.use({ viewport: { width: 375, height: 740 }, hasTouch: true, isMobile: true })

  test("the menu button shows the menu and choosing a link collapses it", async ({ page }) => {
    await open(page, "/kontakt")
    const menu = page.locator("[data-menu-button]")
    // The menu's link: the footer links the portfolio too.
    const portfolio = page.getByRole("banner").getByRole("link", { name: "Portfolio", exact: true })
    await expect(portfolio).toBeHidden()
    await expect(menu).toHaveAccessibleName("Menu")
    await menu.tap()
    await expect(menu).toHaveAttribute("aria-expanded", "true")
    // The open menu's button says what a tap now does.
    await expect(menu).toHaveText("Zamknij")
    // On one line, and the language links in the open menu are drawn 44 px targets.
    expect((await menu.boundingBox())!.height).toBeLessThan(46)
    for (const link of await page.getByRole("banner").locator("a[hreflang]").all()) {
      const box = (await link.boundingBox())!
      expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(44)
      expect(await link.evaluate(a => getComputedStyle(a).borderTopStyle)).toBe("solid")
    }
    await expect(portfolio).toBeVisible()
    await portfolio.tap()
    await expect(page).toHaveURL(/\/portfolio\/?$/)
    await expect(menu).toHaveAttribute("aria-expanded", "false")
    await expect(menu).toHaveText("Menu")
  })

  for (const language of languages)
    test(`the open menu offers a call and an e-mail in one tap, and a laptop's bar does not (${language})`, async ({
      page,
    }) => {
      const common = shownNamespace(language, "common") as Record<string, string>
      await open(page, routes.websites[language])
      const banner = page.getByRole("banner")
      const call = banner.getByRole("link", { name: company.phone })
      const write = banner.getByRole("link", { name: company.email })
      await expect(call).toBeHidden()
      await page.locator("[data-menu-button]").tap()
      await expect(banner.getByText(common["menu.direct"], { exact: true })).toBeVisible()
      await expect(call).toHaveAttribute("href", telHref(company.phone))
      await expect(write).toHaveAttribute("href", `mailto:${company.email}`)
      for (const link of [call, write]) {
        await expect(link).toBeInViewport({ ratio: 1 })
        expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44)
      }
      // One left edge down the menu: the links' text, the contact button, the language boxes
      // and the call-or-write block.
      const textLeft = await banner
        .getByRole("link", { name: common["nav.portfolio"], exact: true })
        .evaluate(link => {
          const range = document.createRange()
          range.selectNodeContents(link)
          return range.getBoundingClientRect().left
        })
      const lefts = [
        banner.getByRole("link", { name: common["nav.contact"], exact: true }),
        banner.getByRole("list", { name: common["nav.languages"] }),
        banner.getByText(common["menu.direct"], { exact: true }),
        call,
      ]
      for (const item of lefts)
        expect(Math.abs((await item.boundingBox())!.x - textLeft)).toBeLessThan(2)
      // Read at the body's size, not the laptop bar's smaller one.
      const size = await banner
        .getByRole("link", { name: common["nav.portfolio"], exact: true })
        .evaluate(link => parseFloat(getComputedStyle(link).fontSize))
      expect(size).toBeGreaterThanOrEqual(16)
      await page.setViewportSize({ width: 1366, height: 900 })
      await expect(call).toBeHidden()
      await expect(write).toBeHidden()
    })

  test("the open menu dims the page below it, and a tap there closes it and reaches nothing", async ({
    page,
  }) => {
    // The cookie notice answered: it would come up over the spot after 5 s.
    await page.addInitScript(() => localStorage.setItem("cookiesPolicyAccepted", "true"))
    await open(page, "/kontakt")
    const menu = page.locator("[data-menu-button]")
    const spot = { x: 200, y: 560, width: 1, height: 1 }
    const pixel = async () => (await page.screenshot({ clip: spot })).toString("base64")
    const plain = await pixel()
    await menu.tap()
    const panel = page.locator(`#${(await menu.getAttribute("aria-controls")) ?? ""}`)
    const box = await panel.boundingBox()
    expect(box && box.y + box.height).toBeLessThan(spot.y)
    // The panel is a sheet over the page: its lower corners are rounded.
    expect(
      await panel.evaluate(sheet => [
        getComputedStyle(sheet).borderBottomLeftRadius,
        getComputedStyle(sheet).borderBottomRightRadius,
      ])
    ).toEqual(["12px", "12px"])
    expect(await pixel()).not.toBe(plain)
    await page.touchscreen.tap(spot.x, spot.y)
    await expect(menu).toHaveAttribute("aria-expanded", "false")
    await expect(page).toHaveURL(/\/kontakt\/?$/)
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toMatch(/INPUT|TEXTAREA/)
    expect(await pixel()).toBe(plain)
  })

  test("the page does not scroll sideways, down to 320 px", async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 })
    for (const path of [
      "/",
      "/en/services/websites/headless-cms/",
      "/polityka-prywatnosci",
      "/en/blog/technologies/best-technologies-for-websites-and-apps/",
      "/kontakt",
      "/en/portfolio/",
    ]) {
      await open(page, path)
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth
      )
      expect(overflow, path).toBeLessThanOrEqual(0)
    }
  })
})

test.describe("navigation bar on a phone without JavaScript", () => {
  test.use({ viewport: { width: 375, height: 740 }, javaScriptEnabled: false })

  for (const [path, services] of [
    ["/kontakt", "Usługi"],
    ["/en/blog/", "Services"],
  ] as const)
    test(`Menu leads to the footer's links on ${path}`, async ({ page }) => {
      await page.goto(path)
      // The button needs a script; in its place, a link of the same name.
      await expect(page.getByRole("button", { name: "Menu", exact: true })).toBeHidden()
      await page.getByRole("banner").getByRole("link", { name: "Menu", exact: true }).click()
      const footer = page.getByRole("contentinfo")
      await expect(footer.getByRole("heading", { name: services, exact: true })).toBeInViewport()
      await footer.getByRole("link", { name: "Portfolio", exact: true }).click()
      await expect(page).toHaveURL(/\/portfolio\/?$/)
    })
})

test.describe("language", () => {
  test("the language link lands on the counterpart page and stores the choice", async ({
    page,
  }) => {
    await open(page, "/kontakt")
    await page.getByRole("link", { name: "English – wersja angielska" }).click()
    await expect(page).toHaveURL(/\/en\/contact\/$/)
    await expect(page.locator("html")).toHaveAttribute("lang", "en")
    expect(await page.evaluate(() => localStorage.getItem("gatsby-i18next-language"))).toBe("en")
    await page.getByRole("link", { name: "Polski – Polish version" }).click()
    await expect(page).toHaveURL(/\/kontakt\/?$/)
    expect(await page.evaluate(() => localStorage.getItem("gatsby-i18next-language"))).toBe("pl")
  })

  test.describe("a visitor whose browser prefers English", () => {
    test.use({ locale: "en-US" })

    test("is not redirected away from the Polish home page", async ({ page }) => {
      await open(page, "/")
      await page.waitForLoadState("networkidle")
      await expect(page).toHaveURL(/\/$/)
      expect(new URL(page.url()).pathname).toBe("/")
      await expect(page.locator("html")).toHaveAttribute("lang", "pl")
    })
  })
})
