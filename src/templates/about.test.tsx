// @vitest-environment jsdom
import React from "react"
import type { PageProps } from "gatsby"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company, companyDetails } from "../config/company"
import type { Language } from "../i18n/languages"
import { readNamespace } from "../i18n/locale-files"
import { createPageContext, type PageContext } from "../i18n/page-context"
import { pageLocales, renderPage } from "../test/render"
import { splitLead } from "../components/ui/split-lead"
import type { AboutContent } from "../features/about/types"
import AboutPage from "./about"
import { asShown, named } from "../test/queries"
import { mapStep } from "../features/about/process-timeline"
import { sitemapId } from "../features/portfolio/case-study"

type Data = Queries.AboutPageQuery
type Entries = Pick<Data, "team" | "testimonials" | "clients">

const none: Entries = { team: { nodes: [] }, testimonials: { nodes: [] }, clients: { nodes: [] } }

const entries: Entries = {
  team: {
    nodes: [
      {
        id: "t1",
        frontmatter: {
          name: "Jan Kowalski",
          role: "Projektant",
          bio: "Projektuje strony od strony użytkownika.",
          demo: null,
          photo: { childImageSharp: { resize: { src: "/static/jan.webp" } } },
        },
      },
    ],
  },
  testimonials: {
    nodes: [
      {
        id: "q1",
        frontmatter: {
          name: "Anna Nowak",
          company: "Piekarnia Nowak",
          rolePl: "Właścicielka",
          roleEn: null,
          quotePl: "Wiedziałam, co dzieje się na każdym etapie.",
          quoteEn: null,
          consentDate: "2026-02-01",
          consentDisplay: "1 lutego 2026",
          demo: null,
        },
      },
    ],
  },
  clients: {
    nodes: [
      {
        id: "c1",
        frontmatter: {
          company: "Piekarnia Nowak",
          url: "https://example.com",
          demo: null,
          logo: { publicURL: "/static/nowak.svg" },
        },
      },
    ],
  },
}

const strings = (language: Language) => readNamespace(language, "about") as unknown as AboutContent

const renderAbout = (language: Language, data: Entries, thisSiteStudy?: string) => {
  const pageContext = { ...createPageContext({ language, routeId: "about" }), thisSiteStudy }
  const props = {
    data: { locales: pageLocales(pageContext), ...data },
    pageContext,
  } as unknown as PageProps<Data, PageContext>
  return renderPage(<AboutPage {...props} />, { language, pageContext })
}

const sectionNamed = (name: string) => screen.queryByRole("region", { name: named(name) })

describe("AboutPage", () => {
  it.each(["pl", "en"] as const)(
    "has one h1, a call to contact and the sections on how the agency works (%s)",
    language => {
      renderAbout(language, none)
      const text = strings(language)
      expect(screen.getAllByRole("heading", { level: 1 })).toHaveLength(1)
      expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(text.header.title)
      // The header's action first; the closing band says the same (one label for the action).
      expect(screen.getAllByRole("link", { name: named(text.header.ctaText) })[0]).toHaveAttribute(
        "href",
        language === "pl" ? "/kontakt" : "/en/contact/"
      )
      // The company's name comes from its details, not from the copy. The header shows the first
      // sentence as its proof and the rest after the actions.
      const { lead, rest } = splitLead(text.header.text.replace("{{brand}}", company.brand))
      expect(screen.getByText(asShown(lead, language))).toBeInTheDocument()
      expect(screen.getByText(asShown(rest, language))).toBeInTheDocument()
      // The tagline names the city as the page's language does: Warszawa, Warsaw.
      expect(
        screen.getByText(text.header.eyebrow.replace("{{city}}", company.cityName[language]))
      ).toBeInTheDocument()
      expect(company.cityName).toEqual({ pl: company.city, en: companyDetails.cityEn })
      for (const title of [
        text.process.title,
        text.ownership.title,
        text.principles.title,
        text.company.title,
        text.closing.title,
      ])
        expect(sectionNamed(title), title).toBeInTheDocument()
      const steps = within(sectionNamed(text.process.title) as HTMLElement).getAllByRole("listitem")
      expect(steps).toHaveLength(text.process.steps.length)
      for (const [i, step] of steps.entries())
        expect(step).toHaveTextContent(`${text.process.receives} ${text.process.steps[i].receives}`)
    }
  )

  it.each(["pl", "en"] as const)(
    "under the site map the second step hands over, links to this site's map while its study is there (%s)",
    language => {
      const text = strings(language)
      // The step that links to a map is the one that hands one over.
      expect(text.process.steps[mapStep].receives).toMatch(
        language === "pl" ? /mapę strony/ : /site map/
      )
      const study = language === "pl" ? "/portfolio/strona" : "/en/portfolio/site/"
      renderAbout(language, none, study)
      const steps = within(sectionNamed(text.process.title) as HTMLElement).getAllByRole("listitem")
      const link = within(steps[mapStep]).getByRole("link", { name: named(text.process.example) })
      expect(link).toHaveAttribute("href", `${study}#${sitemapId}`)
      expect(
        within(sectionNamed(text.process.title) as HTMLElement).getAllByRole("link")
      ).toHaveLength(1)
    }
  )

  it.each(["pl", "en"] as const)(
    "shows no map link without the site's own study (%s)",
    language => {
      renderAbout(language, none)
      const text = strings(language)
      expect(
        within(sectionNamed(text.process.title) as HTMLElement).queryAllByRole("link")
      ).toHaveLength(0)
    }
  )

  it.each(["pl", "en"] as const)(
    "leaves out the team, testimonials and client logos while they have no entries (%s)",
    language => {
      renderAbout(language, none)
      const text = strings(language)
      for (const title of [text.team.title, text.testimonials.title, text.clients.title]) {
        expect(sectionNamed(title), title).toBeNull()
        expect(screen.queryByRole("heading", { name: named(title) })).toBeNull()
      }
      expect(screen.queryByRole("blockquote")).toBeNull()
      expect(screen.queryByRole("img")).toBeNull()
    }
  )

  it("shows the team, a testimonial with its consent date and a client's logo once they exist", () => {
    renderAbout("pl", entries)
    const text = strings("pl")
    const team = sectionNamed(text.team.title) as HTMLElement
    expect(
      within(team).getByRole("heading", { level: 3, name: "Jan Kowalski" })
    ).toBeInTheDocument()
    expect(team).toHaveTextContent("Projektant")
    expect(team.querySelector("img")).toHaveAttribute("src", "/static/jan.webp")
    // The people come first, before the principles and the method.
    const principles = sectionNamed(text.principles.title) as HTMLElement
    expect(team.compareDocumentPosition(principles) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy()

    const testimonials = sectionNamed(text.testimonials.title) as HTMLElement
    expect(within(testimonials).getByRole("blockquote")).toHaveTextContent(
      "Wiedziałam, co dzieje się na każdym etapie."
    )
    expect(testimonials).toHaveTextContent("Anna Nowak")
    expect(testimonials).toHaveTextContent("Właścicielka, Piekarnia Nowak")
    expect(testimonials).toHaveTextContent("Publikujemy za zgodą udzieloną 1 lutego 2026.")

    const clients = sectionNamed(text.clients.title) as HTMLElement
    const logo = within(clients).getByRole("img", { name: "Logo: Piekarnia Nowak" })
    expect(logo).toHaveAttribute("src", "/static/nowak.svg")
    expect(logo.closest("a")).toHaveAttribute("href", "https://example.com")
  })

  it("shows a testimonial only in the languages it is quoted in", () => {
    renderAbout("en", entries)
    const text = strings("en")
    expect(sectionNamed(text.testimonials.title)).toBeNull()
    expect(screen.queryByText(/Wiedziałam/)).toBeNull()
    expect(sectionNamed(text.team.title)).toBeInTheDocument()
    expect(screen.getByRole("img", { name: "Piekarnia Nowak logo" })).toBeInTheDocument()
  })
})
