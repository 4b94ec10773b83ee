// @vitest-environment jsdom
import React from "react"
import { act, fireEvent, screen, within } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderPage } from "../../test/render"
import { hrefOf, named } from "../../test/queries"
import { Header } from "./header"
import { isInSection } from "./nav-item"
import { createPageContext } from "../../i18n/page-context"

describe("Header", () => {
  it("toggles the menu with the menu button and reports it with aria-expanded", async () => {
    renderPage(<Header />, { language: "en" })
    const button = screen.getByRole("button", { name: "Menu" })
    // What a tap does, in words and as three lines or a cross.
    const icon = () => button.querySelector("svg[aria-hidden='true']")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(icon()).toHaveAttribute("data-icon", "open")
    await userEvent.click(button)
    expect(button).toHaveAttribute("aria-expanded", "true")
    expect(button).toHaveAccessibleName("Close")
    expect(icon()).toHaveAttribute("data-icon", "close")
    await userEvent.click(button)
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveAccessibleName("Menu")
    expect(icon()).toHaveAttribute("data-icon", "open")
  })

  it("collapses the menu when a link or the logo is chosen", async () => {
    renderPage(<Header />, { language: "en" })
    const button = screen.getByRole("button", { name: "Menu" })
    await userEvent.click(button)
    await userEvent.click(screen.getByRole("link", { name: "Portfolio" }))
    expect(button).toHaveAttribute("aria-expanded", "false")
    await userEvent.click(button)
    await userEvent.click(screen.getByRole("link", { name: /home page/ }))
    expect(button).toHaveAttribute("aria-expanded", "false")
  })

  it("opens the Websites submenu, lists the six website types, and closes on Escape", async () => {
    renderPage(<Header />, { language: "en" })
    const toggle = screen.getByRole("button", { name: named("Websites – show submenu") })
    const submenu = document.getElementById(toggle.getAttribute("aria-controls") as string)!
    expect(submenu).not.toBeVisible()
    // Crawlers and visitors without JavaScript get the links in the HTML.
    expect(within(submenu).getAllByRole("link", { hidden: true })).toHaveLength(6)

    await userEvent.click(toggle)
    expect(toggle).toHaveAttribute("aria-expanded", "true")
    expect(submenu).toBeVisible()
    expect(within(submenu).getByRole("link", { name: "Headless CMS website" })).toHaveAttribute(
      "href",
      "/en/services/websites/headless-cms/"
    )

    await userEvent.keyboard("{Escape}")
    expect(toggle).toHaveAttribute("aria-expanded", "false")
    expect(submenu).not.toBeVisible()
  })

  it("closes the open menu on Escape and returns focus to the menu button", async () => {
    renderPage(<Header />, { language: "pl" })
    const button = screen.getByRole("button", { name: "Menu" })
    await userEvent.click(button)
    expect(button).toHaveAccessibleName("Zamknij")
    await userEvent.keyboard("{Escape}")
    expect(button).toHaveAttribute("aria-expanded", "false")
    expect(button).toHaveFocus()
  })

  it("highlights Contact and links every item in Polish", () => {
    renderPage(<Header />, { language: "pl" })
    expect(hrefOf("Kontakt")).toBe("/kontakt")
    expect(hrefOf("Aplikacje internetowe")).toBe("/uslugi/aplikacje-internetowe")
    expect(hrefOf("Strony internetowe")).toBe("/uslugi/strony-internetowe")
  })

  it("marks Portfolio as the current section on a case study, and Blog on a post", () => {
    const onProject = createPageContext({
      language: "pl",
      pagePath: "/portfolio/portal-b2b-dla-hurtowni-opakowan",
      alternates: { pl: "/portfolio/portal-b2b-dla-hurtowni-opakowan", en: "/en/portfolio/x/" },
      ns: "project",
    })
    renderPage(<Header />, { language: "pl", pageContext: onProject })
    const nav = screen.getByRole("navigation", { name: "Główna nawigacja" })
    expect(within(nav).getByRole("link", { name: "Portfolio" })).toHaveAttribute(
      "aria-current",
      "page"
    )
    expect(within(nav).getByRole("link", { name: "Blog" })).not.toHaveAttribute("aria-current")
  })

  it.each([
    ["/en/portfolio/some-project/", "/en/portfolio/", true],
    ["/en/blog/apps/a-post/", "/en/blog/", true],
    ["/en/portfolio/", "/en/portfolio/", false],
    ["/en/blog/", "/en/", false],
    ["/blog/aplikacje", "/", false],
  ])("isInSection(%s, %s) is %s", (page, section, inside) => {
    expect(isInSection(page, section)).toBe(inside)
  })

  it("enters the scrolled state past 50 px of scroll", () => {
    renderPage(<Header />, { language: "en" })
    const bar = screen.getByRole("banner")
    expect(bar).toHaveAttribute("data-scrolled", "false")
    act(() => {
      window.scrollY = 50
      fireEvent.scroll(window)
    })
    expect(bar).toHaveAttribute("data-scrolled", "false")
    act(() => {
      window.scrollY = 51
      fireEvent.scroll(window)
    })
    expect(bar).toHaveAttribute("data-scrolled", "true")
  })
})

describe("LanguageLinks", () => {
  it("leads to the counterpart page and remembers the choice", async () => {
    renderPage(<Header />, { language: "pl", routeId: "contact" })
    const en = screen.getByRole("link", { name: named("English – wersja angielska") })
    expect(en).toHaveAttribute("href", "/en/contact/")
    expect(en).toHaveTextContent("EN")
    const pl = screen.getByRole("link", { name: named("Polski – wersja polska") })
    expect(pl).toHaveAttribute("aria-current", "true")
    await userEvent.click(en)
    expect(window.localStorage.getItem("gatsby-i18next-language")).toBe("en")
  })
})
