import type { Locator } from "@playwright/test"
import { expect, test } from "./fixtures"
import { open, rgb, shownNamespace } from "./helpers"
import { palette } from "../../src/styles/theme"
import { languages } from "../../src/i18n/languages"
import { routes } from "../../src/routes"

const phone = { width: 390, height: 844 }
const laptop = { width: 1366, height: 900 }

// The index pages have a short header without a picture: what they list comes first.
for (const [name, viewport] of [
  ["a phone", phone],
  ["a laptop", laptop],
] as const) {
  test.describe(`the blog on ${name}`, () => {
    test.use({ viewport })

    for (const language of languages) {
      test(`shows its first post on the first screen (${language})`, async ({ page }) => {
        await page.goto(routes.blog[language])
        await page.evaluate(() => document.fonts.ready)
        const first = page.getByRole("main").getByRole("article").first()
        await expect(first.getByRole("heading")).toBeInViewport({ ratio: 1 })
      })
    }
  })
}

test.describe("the portfolio on a laptop", () => {
  test.use({ viewport: laptop })

  for (const language of languages) {
    test(`starts its first project on the first screen (${language})`, async ({ page }) => {
      await page.goto(routes.portfolio[language])
      await page.evaluate(() => document.fonts.ready)
      const first = page.getByRole("main").getByRole("article").first()
      await expect(first).toBeInViewport()
      await expect(page.getByRole("main").locator("header").first().locator("svg")).toHaveCount(0)
    })
  }
})

const caseStudies = {
  pl: { list: "/portfolio", name: "Portfolio", navigation: "Główna nawigacja" },
  en: { list: "/en/portfolio/", name: "Portfolio", navigation: "Main navigation" },
} as const

test.describe("the menu on a case study", () => {
  for (const language of languages) {
    test(`marks Portfolio as the current section (${language})`, async ({ page }) => {
      const { list, name, navigation } = caseStudies[language]
      await open(page, list)
      await page.getByRole("main").getByRole("article").first().getByRole("link").first().click()
      await expect(page).not.toHaveURL(new RegExp(`${list}$`))
      const nav = page.getByRole("navigation", { name: navigation })
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "aria-current",
        "page"
      )
      await page.goto(page.url())
      await expect(nav.getByRole("link", { name, exact: true })).toHaveAttribute(
        "aria-current",
        "page"
      )
      await expect(nav.getByRole("link", { name: "Blog", exact: true })).not.toHaveAttribute(
        "aria-current"
      )
    })
  }
})

const footerLinks = {
  pl: [
    ["Portfolio", "/portfolio"],
    ["Blog", "/blog"],
    ["O nas", "/o-nas"],
    ["Kontakt", "/kontakt"],
    ["Polityka prywatności", routes.privacy.pl],
  ],
  en: [
    ["Portfolio", "/en/portfolio/"],
    ["Blog", "/en/blog/"],
    ["About us", "/en/about/"],
    ["Contact", "/en/contact/"],
    ["Privacy policy", routes.privacy.en],
  ],
} as const

/** A link's fill, its text decoration and its inner ring, as the browser computes them. */
const fillAndLine = (link: Locator) =>
  link.evaluate(element => {
    const css = getComputedStyle(element)
    return { background: css.backgroundColor, line: css.textDecorationLine, ring: css.boxShadow }
  })

test.describe("a button on a touch screen", () => {
  test.use({ viewport: phone, isMobile: true, hasTouch: true })

  test("keeps its own colours after a tap: no hover colour that stays and reads as disabled", async ({
    page,
  }) => {
    await open(page, routes.home.pl)
    const { hero } = shownNamespace("pl", "home") as { hero: { ctaText: string } }
    const main = page.locator("main header").getByRole("link", { name: hero.ctaText })
    const fill = () => main.evaluate(link => getComputedStyle(link).backgroundColor)
    const before = await fill()
    expect(before).toBe(rgb(palette.light.accent))
    // What a tap leaves behind: the pointer over the button.
    await main.hover()
    expect(await fill()).toBe(before)
  })
})

test.describe("the contact button on the contact page", () => {
  test.use({ viewport: laptop })
  test("keeps the accent's fill, marked current by a bar below it, not a paler fill, an underline or a ring", async ({
    page,
  }) => {
    await open(page, routes.contact.pl)
    const button = page
      .getByRole("navigation", { name: "Główna nawigacja" })
      .getByRole("link", { name: "Kontakt", exact: true })
    await expect(button).toHaveAttribute("aria-current", "page")
    expect(await fillAndLine(button)).toEqual({
      background: rgb(palette.light.accent),
      line: "none",
      ring: "none",
    })
    // The bar: in the accent, under the button's lower edge, narrower than the button.
    const bar = await button.evaluate(element => {
      const css = getComputedStyle(element, "::after")
      const box = element.getBoundingClientRect()
      return {
        colour: css.backgroundColor,
        height: css.height,
        below: parseFloat(css.bottom) < 0,
        inside: parseFloat(css.left) > 0 && parseFloat(css.right) > 0,
        buttonHeight: box.height,
      }
    })
    expect(bar).toMatchObject({
      colour: rgb(palette.light.accent),
      height: "3px",
      below: true,
      inside: true,
    })
    // Elsewhere the button has no bar.
    await open(page, routes.home.pl)
    const home = page
      .getByRole("navigation", { name: "Główna nawigacja" })
      .getByRole("link", { name: "Kontakt", exact: true })
    expect(await home.evaluate(element => getComputedStyle(element, "::after").content)).toBe(
      "none"
    )
  })
})

test.describe("the language links", () => {
  test.use({ viewport: laptop })
  test("show the page's language as selected, a filled segment, and the other as a link", async ({
    page,
  }) => {
    await open(page, routes.home.pl)
    const links = page.getByRole("navigation", { name: "Główna nawigacja" }).getByRole("list", {
      name: "Wybór języka",
    })
    const style = (language: string) => fillAndLine(links.locator(`a[hreflang="${language}"]`))
    expect(await style("pl")).toEqual({
      background: rgb(palette.light.primarySoft),
      line: "none",
      ring: "none",
    })
    expect((await style("en")).background).toBe("rgba(0, 0, 0, 0)")
  })
})

test.describe("the footer", () => {
  for (const language of languages) {
    test(`links the main pages and keeps its divider within the grid (${language})`, async ({
      page,
    }) => {
      await page.goto(routes.home[language])
      const footer = page.getByRole("contentinfo")
      for (const [name, path] of footerLinks[language])
        await expect(footer.getByRole("link", { name, exact: true })).toHaveAttribute("href", path)
      const divider = await footer
        .getByText(/©/)
        .evaluate(rights => rights.parentElement!.getBoundingClientRect())
      const grid = await footer
        .locator("section")
        .first()
        .evaluate(column => column.parentElement!.getBoundingClientRect())
      const padding = await footer
        .locator("section")
        .first()
        .evaluate(column => parseFloat(getComputedStyle(column.parentElement!).paddingLeft))
      expect(divider.left).toBeCloseTo(grid.left + padding, 0)
      expect(divider.right).toBeCloseTo(grid.right - padding, 0)
    })

    test(`on a phone opens with how to reach the studio, its registry details last (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(routes.home[language])
      const top = (id: string) =>
        page.locator(`#${id}`).evaluate(heading => heading.getBoundingClientRect().top)
      const [contact, company, newsletter] = [
        await top("footer-contact"),
        await top("footer-company"),
        await top("footer-newsletter"),
      ]
      expect(contact).toBeLessThan(newsletter)
      expect(newsletter).toBeLessThan(company)
      // Nothing to focus in the company's column, so tabbing follows what is seen.
      await expect(page.locator("section:has(> #footer-company)").locator("a, button")).toHaveCount(
        0
      )
    })

    test(`gives every link and button a 44 px target on a phone (${language})`, async ({
      page,
    }) => {
      await page.setViewportSize(phone)
      await page.goto(routes.home[language])
      const targets = await page
        .getByRole("contentinfo")
        .locator("a, button")
        .evaluateAll(items =>
          items.map(item => `${item.textContent?.trim()}: ${item.getBoundingClientRect().height}`)
        )
      expect(targets.length).toBeGreaterThan(8)
      for (const target of targets)
        expect(Number(target.split(": ").pop())).toBeGreaterThanOrEqual(44)
    })
  }
})

test.describe("the end of a page on a phone", () => {
  test.use({ viewport: phone })

  test("has the footer's colour to the last pixel: the room kept for the quick contact bar is no white strip", async ({
    page,
  }) => {
    await page.goto(routes.portfolio.pl)
    const colours = await page.getByRole("contentinfo").evaluate(footer => {
      // What follows the footer in the page's flow (the fixed bar itself floats above it).
      const below: Element[] = []
      for (let next = footer.nextElementSibling; next; next = next.nextElementSibling)
        if (next.getBoundingClientRect().height > 0 && getComputedStyle(next).position === "static")
          below.push(next)
      return {
        footer: getComputedStyle(footer).backgroundColor,
        below: below.map(element => getComputedStyle(element).backgroundColor),
        gap:
          document.documentElement.scrollHeight -
          (footer.getBoundingClientRect().bottom + window.scrollY),
      }
    })
    // Something is below the footer on a phone (the bar's room), and all of it is the footer's colour.
    expect(colours.gap).toBeGreaterThan(0)
    expect(colours.below.length).toBeGreaterThan(0)
    for (const colour of colours.below) expect(colour).toBe(colours.footer)
  })
})

test.describe("a short page on a tablet", () => {
  test.use({ viewport: { width: 768, height: 1024 } })

  test("ends with the footer at the screen's bottom edge, with no band below it", async ({
    page,
  }) => {
    await page.goto("/en/no-such-page/")
    const { footerBottom, pageBottom, screen } = await page
      .getByRole("contentinfo")
      .evaluate(footer => ({
        footerBottom: footer.getBoundingClientRect().bottom + window.scrollY,
        pageBottom: document.documentElement.scrollHeight,
        screen: window.innerHeight,
      }))
    expect(pageBottom).toBeGreaterThanOrEqual(screen)
    expect(pageBottom - footerBottom).toBeLessThanOrEqual(1)
    // Nor above it: the footer follows the page's last section, with no empty room kept between.
    const gap = await page.evaluate(() => {
      const main = document.querySelector("main")!
      const last = main.lastElementChild!
      return main.getBoundingClientRect().bottom - last.getBoundingClientRect().bottom
    })
    expect(pageBottom > screen ? gap : 0).toBeLessThanOrEqual(1)
  })
})

test.describe("a post's table", () => {
  test("is a focusable region named for screen readers, rows on a tablet, cards on a phone", async ({
    page,
  }) => {
    for (const [width, display] of [
      [768, "table"],
      [390, "block"],
    ] as const) {
      await page.setViewportSize({ width, height: 900 })
      await page.goto("/blog/aplikacje/aplikacja-internetowa-czy-strona-internetowa")
      const box = page.getByRole("region", { name: /Obszar/ })
      await expect(box).toHaveAttribute("tabindex", "0")
      const sizes = await box.evaluate(element => ({
        display: getComputedStyle(element.querySelector("table")!).display,
        right: element.getBoundingClientRect().right,
        scroll: element.scrollWidth,
        client: element.clientWidth,
      }))
      expect(sizes.display, `${width} px`).toBe(display)
      // Within the screen, and nothing hidden to scroll to.
      expect(sizes.right).toBeLessThanOrEqual(width)
      expect(sizes.scroll).toBeLessThanOrEqual(sizes.client)
    }
  })
})
