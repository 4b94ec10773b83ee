// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { describe, expect, it } from "vitest"
import ProjectPage from "./project"
import { namespaceOf, pageLocales, renderPage } from "../test/render"
import { readNamespace } from "../i18n/locale-files"
import { asShown, hrefOf, named } from "../test/queries"
import { createPageContext } from "../i18n/page-context"
import type { Language } from "../i18n/languages"
import { projectPath } from "../features/portfolio/projects"
import { typeset } from "../i18n/typeset"

const project = {
  name: "Online booking system for a physiotherapy practice",
  client: "Physiotherapy practice",
  summary: "A web application for booking visits online.",
  technologies: ["React", "Node.js"],
  services: ["apps", "websites-seo"],
  real: null as boolean | null,
  challenge: "Visits were booked by phone.",
  solution: "We built a booking application.\n\nStaff use a separate panel.",
  result: "Patients book at any hour.",
  imageAlt: "Illustration of a booking application",
  image: {
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width: 1200,
        height: 800,
        images: {
          fallback: {
            src: "/static/a/b/booking.webp",
            srcSet: "/static/a/c/booking.webp 640w, /static/a/b/booking.webp 1200w",
            sizes: "(min-width: 1200px) 1200px, 100vw",
          },
          sources: [],
        },
      },
    },
  },
}

const renderProject = (
  language: Language,
  overrides: Partial<typeof project> = {},
  extra: Record<string, unknown> = {}
) => {
  const slug = "booking-system-physiotherapy"
  const pagePath = projectPath(language, slug)
  const pageContext = {
    ...createPageContext({
      language,
      pagePath,
      alternates: { pl: projectPath("pl", slug), en: projectPath("en", slug) },
      ns: "project",
    }),
    id: "1",
    ...extra,
  }
  const props = {
    data: {
      project: { frontmatter: { ...project, ...overrides } },
      locales: pageLocales(pageContext),
    },
    pageContext,
  } as unknown as PageProps<Queries.ProjectPageQuery, typeof pageContext>
  return renderPage(<ProjectPage {...props} />, { language, pageContext })
}

/** The note on an example project, in whatever words the copy puts it. */
const exampleNote = (language: Language) =>
  asShown(namespaceOf(language, "project")["example.note"], language)

describe("ProjectPage", () => {
  it("tells the story under its headings, with technologies, image, services and a way to contact", () => {
    renderProject("en")
    // Typeset: the one-letter "a" is held to the next word by a no-break space.
    expect(
      screen.getByRole("heading", { level: 1, name: typeset(project.name) }).textContent
    ).toContain("for a\u00a0physiotherapy practice")
    for (const name of ["The challenge", "The solution", "The result"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument()
    expect(screen.getByText("Staff use a separate panel.")).toBeInTheDocument()
    expect(screen.getByText("Physiotherapy practice")).toBeInTheDocument()
    // What it is built with after the story, not among the facts at the top.
    const technologies = screen.getByRole("region", { name: "Technologies" })
    expect(within(technologies).getByText("React")).toBeInTheDocument()
    const result = screen.getByRole("region", { name: "The result" })
    expect(
      result.compareDocumentPosition(technologies) & Node.DOCUMENT_POSITION_FOLLOWING
    ).toBeTruthy()
    const services = screen.getByRole("region", { name: "Services behind this project" })
    expect(screen.getByText(exampleNote("en"))).toBeInTheDocument()
    const image = screen.getByRole("img", { name: project.imageAlt })
    expect(image).toHaveAttribute("width", "1200")
    expect(image).toHaveAttribute("height", "800")
    expect(hrefOf("Web applications", services)).toBe("/en/services/web-applications/")
    expect(hrefOf("SEO-optimised website", services)).toBe("/en/services/websites/seo/")
    expect(hrefOf("Let's talk about your project")).toBe("/en/contact/")
    const breadcrumb = screen.getByRole("navigation", { name: "Breadcrumb" })
    expect(hrefOf("Portfolio", breadcrumb)).toBe("/en/portfolio/")
  })

  it("speaks Polish and links to the Polish pages", () => {
    renderProject("pl")
    for (const name of ["Wyzwanie", "Rozwiązanie", "Efekt"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument()
    expect(screen.getByText("Technologie")).toBeInTheDocument()
    expect(screen.getByText(exampleNote("pl"))).toBeInTheDocument()
    const services = screen.getByRole("region", {
      name: typeset("Usługi związane z tym projektem"),
    })
    expect(hrefOf("Aplikacje internetowe", services)).toBe("/uslugi/aplikacje-internetowe")
    expect(hrefOf("Porozmawiajmy o projekcie")).toBe("/kontakt")
  })

  it("leaves the example note out for a real project", () => {
    renderProject("en", { real: true })
    expect(screen.queryByText(/This is an example project/)).not.toBeInTheDocument()
  })
})

describe("ProjectPage, the case study's slots", () => {
  const shot = (src: string, width: number, height: number) => ({
    childImageSharp: {
      gatsbyImageData: {
        layout: "constrained",
        width,
        height,
        images: { fallback: { src, srcSet: `${src} ${width}w`, sizes: "100vw" }, sources: [] },
      },
    },
  })
  const strings = (language: Language) => readNamespace(language, "project")

  it("shows none of them while the project's file has none", () => {
    renderProject("en")
    for (const key of ["results.title", "gallery.title", "quote.title", "facts.industry"])
      expect(
        screen.queryByText(asShown(strings("en")[key] as string, "en"))
      ).not.toBeInTheDocument()
    expect(screen.queryByRole("navigation", { name: "Next project" })).not.toBeInTheDocument()
    expect(screen.queryByText("demo")).not.toBeInTheDocument()
  })

  it("shows each one with the demo case study, marked demo, in both languages", () => {
    for (const language of ["pl", "en"] as const) {
      const text = strings(language)
      const { unmount } = renderProject(
        language,
        {
          industry: language === "pl" ? "Fizjoterapia" : "Physiotherapy",
          year: 2024,
          duration: language === "pl" ? "12 tygodni" : "12 weeks",
          liveUrl: "https://demo.example.com/fizjo",
          demo: true,
          results: [{ value: "−70%", label: "fewer calls", source: "the call log (demo figures)" }],
          gallery: [
            {
              alt: "The calendar on a computer",
              device: "desktop",
              image: shot("/static/d.webp", 960, 600),
              dark: shot("/static/d-dark.webp", 960, 600),
            },
            { alt: "A time on a phone", device: "phone", image: shot("/static/p.webp", 390, 844) },
          ],
        } as Partial<typeof project>,
        {
          quote: {
            id: "q",
            name: "Karolina Próbna",
            role: "Head of school",
            company: "Szkoła Językowa Demo",
            quote: "A demo quote.",
            consentDisplay: "20 November 2025",
            demo: true,
          },
          next: {
            name: "B2B portal",
            path: projectPath(language, "b2b-portal"),
            image: "/static/b2b-card.webp",
          },
        }
      )
      expect(screen.getByText(text["facts.industry"] as string)).toBeInTheDocument()
      expect(screen.getByRole("heading", { name: named(text["quote.title"] as string) }))
      expect(screen.getByText("A demo quote.")).toBeInTheDocument()
      const next = screen.getByRole("navigation", { name: text["next.label"] as string })
      expect(hrefOf("B2B portal", next)).toBe(projectPath(language, "b2b-portal"))
      // The next project's card picture, in the link its name already names.
      const picture = next.querySelector("a img")
      expect(picture).toHaveAttribute("src", "/static/b2b-card.webp")
      expect(picture).toHaveAttribute("alt", "")
      expect(
        screen.getByText("12 " + (language === "pl" ? "tygodni" : "weeks"))
      ).toBeInTheDocument()
      expect(screen.getByRole("link", { name: "demo.example.com/fizjo" })).toHaveAttribute(
        "href",
        "https://demo.example.com/fizjo"
      )
      expect(screen.getByRole("heading", { name: new RegExp(text["results.title"] as string) }))
      expect(screen.getByText("−70%")).toBeInTheDocument()
      expect(screen.getByText(/the call log \(demo figures\)/)).toBeInTheDocument()
      const desktop = screen.getByRole("img", { name: "The calendar on a computer" })
      expect(desktop).toHaveAttribute("width", "960")
      expect(desktop).toHaveAttribute("loading", "lazy")
      expect(desktop.parentElement?.querySelector("source")).toHaveAttribute(
        "media",
        "(prefers-color-scheme: dark)"
      )
      expect(screen.getByRole("img", { name: "A time on a phone" })).toHaveAttribute(
        "height",
        "844"
      )
      expect(screen.getAllByText("demo").length).toBeGreaterThanOrEqual(3)
      unmount()
    }
  })
})
