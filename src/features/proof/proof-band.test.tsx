// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import { named } from "../../test/queries"
import { describe, expect, it } from "vitest"
import { ProofBand, ProofQuotes } from "./proof-band"
import { ClientsBand } from "./clients-band"
import { MatchingProjects } from "./matching-projects"
import { PostAuthor } from "./post-author"
import { collectProof } from "./collect"
import { demoProofData } from "./demo-fixtures"
import { proofOf, type ProjectRef } from "./proof"
import { renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import { createPageContext } from "../../i18n/page-context"
import { readNamespace } from "../../i18n/locale-files"
import type { Language } from "../../i18n/languages"
import type { RouteId } from "../../routes"

const project = (language: Language): ProjectRef => ({
  language,
  fileName: "headless-cms-dental-clinics",
  path: language === "pl" ? "/portfolio/klinika" : "/en/portfolio/clinic/",
  name: language === "pl" ? "Serwis dla sieci gabinetów" : "A website for dental clinics",
  services: ["websites-headless-cms"],
  card: { slug: "clinic", name: "Clinic", summary: "A clinic's site.", image: null },
})
const projects = [
  project("pl"),
  project("en"),
  ...[
    "company-website-construction-firm",
    "landing-page-language-school",
    "booking-system-physiotherapy",
    "b2b-portal-packaging-wholesaler",
    "creative-website-architecture-studio",
  ].map(fileName => ({
    ...project("en"),
    fileName,
    name: fileName,
    path: `/en/portfolio/${fileName}/`,
  })),
]
const proofStrings = (language: Language) => readNamespace(language, "proof")
const { entries, problems } = collectProof(demoProofData(), projects)

const renderWith = (
  ui: React.ReactElement,
  language: Language,
  routeId: RouteId,
  extra: Record<string, unknown>
) =>
  renderPage(ui, {
    language,
    pageContext: { ...createPageContext({ language, routeId }), ...extra },
  })

describe("ProofBand", () => {
  it("renders nothing at all while there are no entries", () => {
    const { container } = renderWith(<ProofBand />, "en", "home", {
      proof: proofOf({ team: [], testimonials: [], clients: [] }),
    })
    expect(container).toBeEmptyDOMElement()
  })

  it("shows the demo team, quotes and logos, each marked demo, in both languages", () => {
    expect(problems).toEqual([])
    for (const language of ["pl", "en"] as const) {
      const strings = proofStrings(language)
      const { unmount } = renderWith(<ProofBand />, language, "home", {
        proof: proofOf({
          team: entries.team[language],
          // Two of the six, whatever order the files come in: the clinic's and the builder's.
          testimonials: entries.testimonials[language].filter(quote =>
            ["Marta Wzorcowa", "Piotr Fikcyjny"].includes(quote.name)
          ),
          clients: entries.clients,
        }),
      })
      const team = screen.getByRole("region", { name: named(strings["team"] as string) })
      expect(within(team).getByText("Anna Przykładowa")).toBeInTheDocument()
      expect(within(team).getByText("AP")).toBeInTheDocument()
      expect(hrefOf(strings["teamLink"] as string, team)).toBe(
        language === "pl" ? "/o-nas" : "/en/about/"
      )
      const quotes = screen.getByRole("region", { name: named(strings["testimonials"] as string) })
      expect(within(quotes).getAllByRole("blockquote")).toHaveLength(2)
      expect(within(quotes).getByText("Marta Wzorcowa")).toBeInTheDocument()
      // The quote about a case study links to it.
      expect(
        hrefOf((strings["caseStudy"] as string).replace("{{name}}", project(language).name), quotes)
      ).toBe(project(language).path)
      expect(
        within(quotes).getByRole("img", {
          name: (strings["logo"] as string).replace("{{company}}", "Przykładowa Klinika"),
        })
      ).toHaveAttribute("width", "160")
      // Every entry carries the mark: 3 people, 2 quotes, 5 logos.
      expect(screen.getAllByText(strings["demo"] as string)).toHaveLength(10)
      unmount()
    }
  })
})

describe("ClientsBand", () => {
  it("renders nothing without logos", () => {
    const { container } = renderWith(<ClientsBand />, "pl", "home", {
      proof: proofOf({ team: [], testimonials: [], clients: [] }),
    })
    expect(container).toBeEmptyDOMElement()
  })

  it("shows the logos under their own heading, each marked demo, and the home band leaves them out", () => {
    for (const language of ["pl", "en"] as const) {
      const strings = proofStrings(language)
      const proof = proofOf({
        team: [],
        testimonials: entries.testimonials[language].slice(0, 2),
        clients: entries.clients,
      })
      const { unmount } = renderWith(
        <>
          <ClientsBand />
          <ProofBand logos={false} />
        </>,
        language,
        "home",
        { proof }
      )
      const band = screen.getByRole("region", { name: named(strings["clients"] as string) })
      expect(within(band).getAllByRole("img")).toHaveLength(5)
      expect(within(band).getAllByText(strings["demo"] as string)).toHaveLength(5)
      const quotes = screen.getByRole("region", { name: named(strings["testimonials"] as string) })
      expect(within(quotes).queryAllByRole("img")).toHaveLength(0)
      unmount()
    }
  })

  it("sets clients' words under their own h3 where the home page puts them, and the band leaves them out", () => {
    for (const language of ["pl", "en"] as const) {
      const strings = proofStrings(language)
      const proof = proofOf({
        team: entries.team[language],
        testimonials: entries.testimonials[language].slice(0, 2),
        clients: entries.clients,
      })
      const { unmount } = renderWith(
        <>
          <ProofQuotes />
          <ProofBand logos={false} quotes={false} />
        </>,
        language,
        "home",
        { proof }
      )
      const quotes = screen.getByRole("region", { name: named(strings["testimonials"] as string) })
      expect(within(quotes).getByRole("heading", { level: 2 })).toHaveTextContent(
        strings["testimonials"] as string
      )
      expect(within(quotes).getAllByRole("blockquote")).toHaveLength(2)
      // The band keeps the team only: one set of quotes on the page.
      expect(screen.getByRole("region", { name: named(strings["team"] as string) })).toBeVisible()
      expect(screen.getAllByRole("blockquote")).toHaveLength(2)
      unmount()
    }
    const { container } = renderWith(<ProofQuotes />, "en", "home", {
      proof: proofOf({ team: [], testimonials: [], clients: entries.clients }),
    })
    expect(container).toBeEmptyDOMElement()
  })

  it("leaves the quotes band out when it has logos only and they are shown above", () => {
    const { container } = renderWith(<ProofBand logos={false} />, "en", "home", {
      proof: proofOf({ team: [], testimonials: [], clients: entries.clients }),
    })
    expect(container).toBeEmptyDOMElement()
  })
})

describe("MatchingProjects", () => {
  it("shows a service page's projects of its kind, and nothing without any", () => {
    const { unmount } = renderWith(<MatchingProjects />, "en", "websites", {
      matching: [projects[1]!.card],
    })
    const region = screen.getByRole("region", { name: "Example projects of this kind" })
    expect(hrefOf("Clinic", region)).toBe("/en/portfolio/clinic/")
    // Under a lone example, the way to the rest of the portfolio…
    expect(hrefOf("All projects in the portfolio", region)).toBe("/en/portfolio/")
    unmount()
    const two = renderWith(<MatchingProjects />, "pl", "websites", {
      matching: [projects[0]!.card, projects[1]!.card],
    })
    const both = screen.getByRole("region", { name: "Przykładowe projekty tego rodzaju" })
    expect(within(both).getAllByRole("article")).toHaveLength(2)
    // …and under a row of them too (a service page shows one row: matchingLimit).
    expect(hrefOf("Wszystkie projekty w portfolio", both)).toBe("/portfolio")
    two.unmount()
    const { container } = renderWith(<MatchingProjects />, "en", "websites", {})
    expect(container).toBeEmptyDOMElement()
  })
})

describe("PostAuthor", () => {
  const byline = { label: "Autor", company: "The {{brand}} team" }
  it("shows the team member who wrote the post, with initials and role", () => {
    renderWith(
      <PostAuthor
        author={entries.team.pl.find(member => member.id === "jan-testowy")}
        strings={byline}
      />,
      "pl",
      "blog",
      {}
    )
    expect(screen.getByText("Jan Testowy")).toBeInTheDocument()
    expect(screen.getByText("Współzałożyciel, programista")).toBeInTheDocument()
    expect(screen.getByText("JT")).toBeInTheDocument()
    expect(screen.getByText("demo")).toBeInTheDocument()
  })

  it("shows the company while the post names no one, without a demo mark", () => {
    renderWith(<PostAuthor strings={byline} />, "en", "blog", {})
    expect(screen.getByText(/^The .+ team$/)).toBeInTheDocument()
    expect(screen.queryByText("demo")).not.toBeInTheDocument()
  })
})
