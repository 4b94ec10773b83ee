import React from "react"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderPage } from "../../test/render"
import { ProjectCard, type ProjectCardData } from "./project-card"

const project: ProjectCardData = {
  html: "<p>We replaced a paper diary with online booking.</p>",
  fields: { slug: "booking" },
  frontmatter: {
    name: "Booking system for a physiotherapy practice",
    client: "Physiotherapy practice",
    summary: "Online booking with reminders.",
    technologies: ["React", "Node.js"],
    imageAlt: "Calendar with booked slots",
    image: {
      childImageSharp: {
        gatsbyImageData: {
          layout: "constrained",
          width: 640,
          height: 427,
          images: { fallback: { src: "/static/booking.png" }, sources: [] },
        },
      },
    },
  },
}

describe("ProjectCard", () => {
  it("shows the project's name, client, technologies, story and image with its alt text", () => {
    renderPage(<ProjectCard project={project} />, { language: "en" })
    expect(screen.getByRole("article")).toBeInTheDocument()
    expect(
      screen.getByRole("heading", { name: "Booking system for a physiotherapy practice" })
    ).toBeInTheDocument()
    expect(screen.getByText("Client")).toBeInTheDocument()
    expect(screen.getByText("Physiotherapy practice")).toBeInTheDocument()
    expect(screen.getAllByRole("listitem").map(item => item.textContent)).toEqual([
      "React",
      "Node.js",
    ])
    expect(screen.getByText("We replaced a paper diary with online booking.")).toBeInTheDocument()
    expect(screen.getByAltText("Calendar with booked slots")).toBeInTheDocument()
  })

  it("labels client and technologies in Polish and can leave the story out", () => {
    renderPage(<ProjectCard project={project} showStory={false} />, { language: "pl" })
    expect(screen.getByText("Klient")).toBeInTheDocument()
    expect(screen.getByText("Technologie")).toBeInTheDocument()
    expect(screen.queryByText(/paper diary/)).not.toBeInTheDocument()
  })
})
