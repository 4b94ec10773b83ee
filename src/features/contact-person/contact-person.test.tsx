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
  it("says who will answer, in Polish, with a direct e-mail and phone, marked as an example", () => {
    const { container } = renderPage(<ContactPerson />, { language: "pl", routeId: "contact" })
    const card = screen.getByRole("region", { name: /Kto Ci odpowie/ })
    expect(within(card).getByText(company.contactPerson.name)).toBeInTheDocument()
    expect(within(card).getByText(company.contactPerson.role.pl)).toBeInTheDocument()
    expect(within(card).getByText("Przykład")).toBeInTheDocument()
    expect(within(card).getByText(/przykładowe dane/)).toBeInTheDocument()
    expect(within(card).getByRole("link", { name: company.contactPerson.email })).toHaveAttribute(
      "href",
      `mailto:${company.contactPerson.email}`
    )
    expect(within(card).getByRole("link", { name: company.contactPerson.phone })).toHaveAttribute(
      "href",
      expect.stringMatching(/^tel:\+48/)
    )
    expect(container.querySelector("[data-avatar]")).toHaveTextContent("AP")
  })

  it("drops the example mark for the agency's own person, in English", () => {
    renderPage(<ContactPerson person={own} example={false} />, { language: "en" })
    const card = screen.getByRole("region", { name: "Who will answer you" })
    expect(within(card).getByText("co-founder")).toBeInTheDocument()
    expect(within(card).queryByText("Example")).not.toBeInTheDocument()
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
