// @vitest-environment jsdom
import React from "react"
import type { PageProps } from "gatsby"
import { cleanup, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { Language } from "../i18n/languages"
import { createPageContext, type PageContext } from "../i18n/page-context"
import { namespaceOf, pageLocales, renderPage } from "../test/render"
import { asShown } from "../test/queries"
import PortfolioPage from "./portfolio"
import type { ProjectCardData } from "../features/portfolio/projects"

type Props = PageProps<Queries.PortfolioPageQuery, PageContext & { projects: ProjectCardData[] }>

const card = (slug: string, real?: true): ProjectCardData => ({
  slug,
  name: `Project ${slug}`,
  summary: "A summary",
  image: null,
  ...(real && { real }),
})

const renderPortfolio = (
  language: Language,
  projects: ProjectCardData[] = [card("a"), card("b", true)]
) => {
  const pageContext = createPageContext({ language, routeId: "portfolio" })
  const props = {
    data: { locales: pageLocales(pageContext) },
    pageContext: { ...pageContext, projects },
  } as unknown as Props
  return renderPage(<PortfolioPage {...props} />, { language, pageContext })
}

/** The note, in whatever words the copy puts it. */
const examplesNote = (language: Language) =>
  asShown(namespaceOf(language, "portfolio").examplesNote, language)

describe("PortfolioPage", () => {
  it("labels the projects as examples with anonymous clients and illustrations, in English", () => {
    renderPortfolio("en")
    expect(screen.getByRole("heading", { level: 2, name: "Our Projects" })).toBeInTheDocument()
    expect(screen.getByText(examplesNote("en"))).toBeInTheDocument()
  })

  it("labels them in Polish too", () => {
    renderPortfolio("pl")
    expect(screen.getByRole("heading", { level: 2, name: "Nasze realizacje" })).toBeInTheDocument()
    expect(screen.getByText(examplesNote("pl"))).toBeInTheDocument()
  })

  it("points from the examples to the one work a visitor can check now, the site itself", () => {
    for (const [language, home] of [
      ["pl", "/"],
      ["en", "/en/"],
    ] as const) {
      const page = renderPortfolio(language)
      const { thisSiteLink } = namespaceOf(language, "portfolio")
      expect(screen.getByRole("link", { name: asShown(thisSiteLink, language) })).toHaveAttribute(
        "href",
        `${home}#this-site-title`
      )
      page.unmount()
      renderPortfolio(language, [card("a", true)])
      expect(
        screen.queryByRole("link", { name: asShown(thisSiteLink, language) })
      ).not.toBeInTheDocument()
      cleanup()
    }
  })

  it("drops the note once every project is real, and marks only the examples", () => {
    renderPortfolio("en", [card("a", true), card("b", true)])
    expect(screen.queryByText(examplesNote("en"))).not.toBeInTheDocument()
    expect(screen.queryByText("Example project")).not.toBeInTheDocument()
  })

  it("says 'example' in its heading while any project is one, and not once none is", () => {
    for (const language of ["pl", "en"] as const) {
      const { header } = namespaceOf(language, "portfolio")
      const examples = renderPortfolio(language)
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        asShown(header.examplesTitle, language)
      )
      examples.unmount()
      // A demo build's case studies are no examples either: each card carries the demo mark.
      const done = renderPortfolio(language, [card("a", true), { ...card("b"), demo: true }])
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(
        asShown(header.title, language)
      )
      expect(screen.queryByText(examplesNote(language))).not.toBeInTheDocument()
      done.unmount()
    }
  })
})
