// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { homeScriptBudgetKb } from "../../config/budgets"
import { absoluteUrl } from "../../config/site"
import { fill } from "../../i18n/fill"
import { readLocale } from "../../i18n/locale-files"
import { renderPage } from "../../test/render"
import { ThisSite } from "./this-site"
import type { HomeContent } from "./types"

describe("ThisSite", () => {
  it.each([
    ["pl", "/", "125 KB", "„Akceptuję”"],
    ["en", "/en/", "125 KB", "“Accept”"],
  ] as const)(
    "(%s) states the build's script budget and the cookie notice's own button, and links PageSpeed Insights to the home page",
    (language, home, figure, accept) => {
      const strings = (readLocale(language).home as HomeContent).thisSite
      renderPage(<ThisSite strings={strings} />, { language })
      const facts = within(screen.getByRole("list")).getAllByRole("listitem")
      expect(facts).toHaveLength(3)
      // The figure is the budget check:build enforces, not a number typed into the copy.
      expect(homeScriptBudgetKb).toBe(125)
      expect(facts[0]).toHaveTextContent(figure)
      expect(facts[2]).toHaveTextContent(accept)
      // Under each figure, what it counts: no bare "0". And the owner's outcome leads each fact,
      // the figure proving it comes last.
      for (const [index, item] of strings.items.entries()) {
        expect(facts[index].querySelector("strong + span")).toHaveTextContent(item.unit)
        expect(facts[index].firstElementChild).toHaveTextContent(item.title)
        expect(facts[index].firstElementChild?.tagName).toBe("H3")
        const figure = facts[index].lastElementChild?.querySelector("strong")
        // Either may keep its words together with no-break spaces.
        const words = (text: string) => text.replace(/\s/g, " ")
        expect(words(figure?.textContent ?? "")).toBe(
          words(fill(item.figure, { kb: homeScriptBudgetKb }))
        )
      }
      expect(screen.getByRole("heading", { level: 2 })).toHaveTextContent(strings.title)
      expect(screen.getAllByRole("heading", { level: 3 })).toHaveLength(3)
      expect(document.body).not.toHaveTextContent("{{")
      const link = screen.getByRole("link", { name: strings.measure })
      expect(link).toHaveAttribute(
        "href",
        `https://pagespeed.web.dev/analysis?url=${encodeURIComponent(absoluteUrl(home))}`
      )
      // No case study of the site in the portfolio: no link to one.
      expect(screen.queryByRole("link", { name: strings.study })).not.toBeInTheDocument()
    }
  )

  it.each(["pl", "en"] as const)(
    "(%s) links the case study of the site first, while the portfolio has it",
    language => {
      const strings = (readLocale(language).home as HomeContent).thisSite
      renderPage(<ThisSite strings={strings} study="/portfolio/this-site" />, { language })
      const links = screen.getAllByRole("link")
      expect(links[0]).toHaveAccessibleName(strings.study)
      expect(links[0]).toHaveAttribute("href", "/portfolio/this-site")
      expect(links[1]).toHaveAccessibleName(strings.measure)
    }
  )
})
