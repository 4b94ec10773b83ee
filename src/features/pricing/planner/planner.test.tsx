// @vitest-environment jsdom
import React from "react"
import { fireEvent, screen, within } from "@testing-library/react"
import { navigate } from "gatsby"
import { beforeEach, describe, expect, it, vi } from "vitest"
import { namespaceOf, renderPage } from "../../../test/render"
import type { Language } from "../../../i18n/languages"
import { pricing, type Pricing } from "../pricing-data"
import { Planner } from "./planner"

const renderPlanner = (language: Language, data: Pricing = pricing) =>
  renderPage(
    <Planner
      strings={namespaceOf(language, "estimate")}
      prices={namespaceOf(language, "pricing")}
      pricing={data}
    />,
    { language, routeId: "estimate" }
  )

const result = () => screen.getByTestId("estimate-result")

describe("Planner", () => {
  beforeEach(() => vi.mocked(navigate).mockClear())

  it("is a GET form to the localized contact form, so it works without JavaScript", () => {
    const { container } = renderPlanner("pl")
    const form = container.querySelector("form") as HTMLFormElement
    expect(form.getAttribute("method")).toBe("get")
    expect(form.getAttribute("action")).toBe("/kontakt#formularz-kontaktowy")
    expect(screen.getAllByRole("group")).toHaveLength(6)
    expect(screen.getByRole("radio", { name: "Landing page" })).toBeChecked()
  })

  it("shows the data's figures and recomputes when an answer changes (pl)", () => {
    const data = JSON.parse(JSON.stringify(pricing)) as Pricing
    data.services["websites-landing-page"].priceFrom = 1000
    data.services["websites-landing-page"].priceTo = 2000
    data.planner.size.large = 3
    renderPlanner("pl", data)
    expect(result()).toHaveTextContent("1 000 zł – 2 000 zł netto")
    fireEvent.click(screen.getByRole("radio", { name: /^Duży/ }))
    expect(result()).toHaveTextContent("3 000 zł – 6 000 zł netto")
    expect(result()).toHaveAttribute("aria-live", "polite")
    expect(screen.getByTestId("estimate-drivers")).toHaveTextContent("(+200%)")
  })

  it("at the plainest answers, says what could raise the price, from the data (pl, en)", () => {
    const data = JSON.parse(JSON.stringify(pricing)) as Pricing
    data.planner.size.large = 2.5
    renderPlanner("pl", data)
    expect(result().parentElement).toHaveTextContent("Podnieść ją mogą:")
    // One sentence, not a list that would make the sticky panel taller than a laptop's screen.
    expect(screen.getByTestId("estimate-headroom").textContent).toMatch(
      /^większy zakres \(do\u00a0\+150%\), .+ i\u00a0.+\)$/
    )
    // Once an answer raises the price, the list gives way to what does.
    fireEvent.click(screen.getByRole("radio", { name: /^Duży/ }))
    expect(screen.queryByTestId("estimate-headroom")).toBeNull()
    expect(screen.getByTestId("estimate-drivers")).toHaveTextContent("(+150%)")
  })

  it("lists what could raise the price in English too", () => {
    renderPlanner("en")
    // The share never wraps away from its "up to".
    expect(screen.getByTestId("estimate-headroom").textContent).toContain(
      "larger scope (up to\u00a0+100%)"
    )
    expect(screen.getByTestId("estimate-headroom")).toHaveTextContent("a shorter deadline")
  })

  it("sends the brief in the visitor's language with the service chosen (en)", () => {
    renderPlanner("en")
    fireEvent.click(screen.getByRole("radio", { name: "Web applications" }))
    fireEvent.click(screen.getByRole("radio", { name: "Two languages" }))
    fireEvent.click(screen.getByRole("button", { name: "Send this brief" }))
    const url = new URL(String(vi.mocked(navigate).mock.calls[0][0]), "https://x.test")
    expect(url.pathname).toBe("/en/contact/")
    expect(url.hash).toBe("#contact-form")
    expect(url.searchParams.get("service")).toBe("apps")
    const brief = url.searchParams.get("brief") ?? ""
    expect(brief).toContain("Service: Web applications")
    expect(brief).toContain("In how many languages? Two languages")
    const shown = within(result()).getAllByRole("definition")[0].textContent ?? ""
    expect(brief).toContain(`Indicative price: ${shown}`)
  })

  it("marks example prices, and says nothing once the agency's own are set", () => {
    renderPlanner("en")
    expect(screen.getByTestId("example-prices")).toHaveTextContent("Example prices")
  })
})
