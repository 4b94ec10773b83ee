// @vitest-environment jsdom
import React from "react"
import { render, screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { ProjectSitemap } from "./project-sitemap"

const strings = { "sitemap.title": "Site map", "sitemap.text": "Every page of the plan." }

describe("ProjectSitemap", () => {
  it("is absent without a page", () => {
    const { container } = render(<ProjectSitemap pages={[]} strings={strings} />)
    expect(container).toBeEmptyDOMElement()
  })

  it("branches every other page from the first, each with its address, purpose and subpages", () => {
    render(
      <ProjectSitemap
        pages={[
          { page: "Home", address: "/", purpose: "What the clinic offers." },
          {
            page: "Treatments",
            address: "/treatments",
            purpose: "Every treatment and its price.",
            subpages: ["Implants", "Whitening"],
          },
          { page: "Contact", purpose: "How to book." },
        ]}
        strings={strings}
      />
    )
    const section = screen.getByRole("region", { name: "Site map" })
    expect(within(section).getByText("Every page of the plan.")).toBeInTheDocument()
    const [map] = within(section).getAllByRole("list")
    const root = within(map).getAllByRole("listitem")[0]
    expect(within(root).getAllByRole("heading", { level: 3 })[0]).toHaveTextContent("Home")
    const branches = root.querySelector("ol")!
    const pages = [...branches.children].map(item => item.querySelector("h3")?.textContent)
    expect(pages).toEqual(["Treatments", "Contact"])
    const treatments = branches.children[0] as HTMLElement
    expect(within(treatments).getByText("/treatments")).toBeInTheDocument()
    expect(within(treatments).getByText("Every treatment and its price.")).toBeInTheDocument()
    expect(
      within(treatments)
        .getAllByRole("listitem")
        .map(item => item.textContent)
    ).toEqual(["Implants", "Whitening"])
    // A page without an address shows none, and no empty list of subpages.
    const contact = branches.children[1] as HTMLElement
    expect(contact.querySelector("ul")).toBeNull()
    expect(contact.textContent).toBe("ContactHow to book.")
  })

  it("marks a demo study's map demo, in its heading", () => {
    const { container } = render(
      <ProjectSitemap pages={[{ page: "Home", purpose: "Everything." }]} demo strings={strings} />
    )
    expect(container.querySelector("h2 [data-demo]")).not.toBeNull()
    render(<ProjectSitemap pages={[{ page: "Home", purpose: "Everything." }]} strings={strings} />)
    expect(document.querySelectorAll("[data-demo]")).toHaveLength(1)
  })
})
