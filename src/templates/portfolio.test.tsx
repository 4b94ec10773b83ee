import React from "react"
import type { PageProps } from "gatsby"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import type { Language } from "../i18n/languages"
import { createPageContext, type PageContext } from "../i18n/page-context"
import { pageLocales, renderPage } from "../test/render"
import { readNamespace } from "../i18n/locale-files"
import PortfolioPage from "./portfolio"

type Props = PageProps<Queries.PortfolioPageQuery, PageContext & { projects: [] }>

const renderPortfolio = (language: Language) => {
  const pageContext = createPageContext({ language, routeId: "portfolio" })
  const props = {
    data: { locales: pageLocales(pageContext) },
    pageContext: { ...pageContext, projects: [] },
  } as unknown as Props
  return renderPage(<PortfolioPage {...props} />, { language, pageContext })
}

/** The note, in whatever words the copy puts it. */
const examplesNote = (language: Language) =>
  readNamespace(language, "portfolio").examplesNote as string

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
})
