// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import type { PageProps } from "gatsby"
import { describe, expect, it } from "vitest"
import ProjectPage from "./project"
import { pageLocales, renderPage } from "../test/render"
import { hrefOf } from "../test/queries"
import { readNamespace } from "../i18n/locale-files"
import { createPageContext } from "../i18n/page-context"
import type { Language } from "../i18n/languages"
import { projectPath } from "../features/portfolio/projects"

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

const renderProject = (language: Language, overrides: Partial<typeof project> = {}) => {
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
  readNamespace(language, "project")["example.note"] as string

describe("ProjectPage", () => {
  it("tells the story under its headings, with technologies, image, services and a way to contact", () => {
    renderProject("en")
    expect(screen.getByRole("heading", { level: 1, name: project.name })).toBeInTheDocument()
    for (const name of ["The challenge", "The solution", "The result"])
      expect(screen.getByRole("heading", { level: 2, name })).toBeInTheDocument()
    expect(screen.getByText("Staff use a separate panel.")).toBeInTheDocument()
    expect(screen.getByText("Physiotherapy practice")).toBeInTheDocument()
    expect(screen.getByText("React")).toBeInTheDocument()
    expect(screen.getByText(exampleNote("en"))).toBeInTheDocument()
    const image = screen.getByRole("img", { name: project.imageAlt })
    expect(image).toHaveAttribute("width", "1200")
    expect(image).toHaveAttribute("height", "800")
    const services = screen.getByRole("region", { name: "Services behind this project" })
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
    const services = screen.getByRole("region", { name: "Usługi związane z tym projektem" })
    expect(hrefOf("Aplikacje internetowe", services)).toBe("/uslugi/aplikacje-internetowe")
    expect(hrefOf("Porozmawiajmy o projekcie")).toBe("/kontakt")
  })

  it("leaves the example note out for a real project", () => {
    renderProject("en", { real: true })
    expect(screen.queryByText(/This is an example project/)).not.toBeInTheDocument()
  })
})
