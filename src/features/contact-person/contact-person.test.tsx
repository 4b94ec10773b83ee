// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company } from "../../config/company"
import { renderPage } from "../../test/render"
import { initialsOf } from "./avatar"
import { ContactPerson } from "./contact-person"

const own = {
  name: "Jan Kowalski",
  role: { pl: "współzałożyciel", en: "co-founder" },
  photo: "",
  email: "jan@agencja.pl",
  phone: "+48 601 234 567",
  demo: false,
}

describe("ContactPerson", () => {
  it("is absent while the company data holds the shipped example person", () => {
    const { container } = renderPage(<ContactPerson />, { language: "pl", routeId: "contact" })
    expect(container).toBeEmptyDOMElement()
    expect(screen.queryByText(company.contactPerson.name)).not.toBeInTheDocument()
  })

  it("says who will answer, in Polish, with a direct e-mail and phone", () => {
    const { container } = renderPage(<ContactPerson person={own} example={false} />, {
      language: "pl",
      routeId: "contact",
    })
    const card = screen.getByRole("region", { name: "Kto Ci odpowie" })
    expect(within(card).getByText("Jan Kowalski")).toBeInTheDocument()
    expect(within(card).getByText("współzałożyciel")).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: own.email })).toHaveAttribute(
      "href",
      `mailto:${own.email}`
    )
    expect(within(card).getByRole("link", { name: own.phone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+48/)
    )
    expect(container.querySelector("[data-avatar]")).toHaveTextContent("JK")
  })

  it("says who will answer in English, the role in English", () => {
    renderPage(<ContactPerson person={own} example={false} />, { language: "en" })
    const card = screen.getByRole("region", { name: "Who will answer you" })
    expect(within(card).getByText("co-founder")).toBeInTheDocument()
  })

  it("marks the demo build's fictional person as demo, in both languages", () => {
    for (const language of ["pl", "en"] as const) {
      const { unmount } = renderPage(
        <ContactPerson person={{ ...own, demo: true }} example={false} />,
        { language }
      )
      const card = screen.getByRole("region", { name: /Kto Ci odpowie|Who will answer you/ })
      expect(within(card).getByText("demo")).toHaveAttribute(
        "title",
        language === "pl"
          ? expect.stringMatching(/^Wpis demonstracyjny/)
          : expect.stringMatching(/^Demo entry/)
      )
      unmount()
    }
    renderPage(<ContactPerson person={own} example={false} />, { language: "pl" })
    expect(document.querySelector("[data-demo]")).toBeNull()
  })

  it("shows a real photo when there is one, and never a face otherwise", () => {
    const { container, rerender } = renderPage(
      <ContactPerson person={{ ...own, photo: "/images/jan.jpg" }} example={false} compact />,
      { language: "en" }
    )
    expect(container.querySelector("img")).toHaveAttribute("src", "/images/jan.jpg")
    rerender(<ContactPerson person={own} example={false} compact />)
    expect(container.querySelector("img")).toBeNull()
    expect(container.querySelector("[data-avatar]")).toHaveTextContent("JK")
  })

  it("takes initials from the first and last word", () => {
    expect(initialsOf("Anna Przykładowa")).toBe("AP")
    expect(initialsOf("  łucja  maria  żak ")).toBe("ŁŻ")
    expect(initialsOf("Cher")).toBe("C")
    expect(initialsOf("")).toBe("")
  })
})
