// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { createPageContext } from "../../i18n/page-context"
import { renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import { ProjectCard } from "./project-card"
import type { ProjectCardData } from "./projects"

const project: ProjectCardData = {
  slug: "booking-system-physiotherapy",
  name: "Booking system for a physiotherapy practice",
  summary: "Online booking with reminders.",
  image: "/static/abc/123/booking-system-physiotherapy.webp",
}

describe("ProjectCard", () => {
  it("shows the picture's dark twin in the dark scheme when it has one, and one picture without", () => {
    const page = {
      language: "en" as const,
      pageContext: createPageContext({ language: "en", routeId: "portfolio" }),
    }
    const { container, unmount } = renderPage(
      <ProjectCard project={{ ...project, imageDark: "/static/abc/123/dark.webp" }} />,
      page
    )
    const source = container.querySelector("picture > source")
    expect(source).toHaveAttribute("media", "(prefers-color-scheme: dark)")
    expect(source).toHaveAttribute("srcset", "/static/abc/123/dark.webp")
    expect(container.querySelector("picture > img")).toHaveAttribute("src", project.image)
    unmount()
    const plain = renderPage(<ProjectCard project={project} />, page).container
    expect(plain.querySelector("picture")).toBeNull()
    expect(plain.querySelector("img")).toHaveAttribute("src", project.image)
  })

  it("links its name to the English project page and shows the summary and the image's size", () => {
    const { container } = renderPage(<ProjectCard project={project} />, {
      language: "en",
      pageContext: createPageContext({ language: "en", routeId: "portfolio" }),
    })
    expect(screen.getByRole("article")).toBeInTheDocument()
    const heading = screen.getByRole("heading", { level: 3 })
    expect(heading).toHaveTextContent("Booking system for a physiotherapy practice")
    expect(screen.getByRole("link")).toHaveAttribute(
      "href",
      "/en/portfolio/booking-system-physiotherapy/"
    )
    expect(screen.getByText("Online booking with reminders.")).toBeInTheDocument()
    expect(screen.getByText("Example project")).toBeInTheDocument()
    // The name beside it says what the image shows: it is decorative on the card.
    const image = container.querySelector("img")
    expect(image).toHaveAttribute("alt", "")
    expect(image).toHaveAttribute("width", "640")
    expect(image).toHaveAttribute("height", "427")
    expect(image).toHaveAttribute("loading", "lazy")
  })

  it("links to the Polish project page and leaves the example mark out for a real project", () => {
    renderPage(<ProjectCard project={{ ...project, real: true }} />, {
      language: "pl",
      pageContext: createPageContext({ language: "pl", routeId: "portfolio" }),
    })
    expect(hrefOf("Booking system for a physiotherapy practice")).toBe(
      "/portfolio/booking-system-physiotherapy"
    )
    expect(screen.queryByText("Przykładowy projekt")).not.toBeInTheDocument()
  })

  it("shows its case study's first figure when it has one, and a demo mark instead of 'example'", () => {
    const { container } = renderPage(
      <ProjectCard
        project={{ ...project, demo: true, result: { value: "−70%", label: "fewer calls" } }}
      />,
      { language: "en", pageContext: createPageContext({ language: "en", routeId: "portfolio" }) }
    )
    expect(screen.getByText("−70%")).toBeInTheDocument()
    expect(screen.getByText("fewer calls")).toBeInTheDocument()
    expect(screen.queryByText("Example project")).not.toBeInTheDocument()
    expect(container.querySelector("[data-demo]")).toBeInTheDocument()
  })

  it("shows no figure without one", () => {
    const { container } = renderPage(<ProjectCard project={project} />, {
      language: "en",
      pageContext: createPageContext({ language: "en", routeId: "portfolio" }),
    })
    expect(container.querySelectorAll("p")).toHaveLength(1)
  })
})
