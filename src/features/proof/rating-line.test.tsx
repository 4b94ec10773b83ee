// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { company } from "../../config/company"
import { renderPage } from "../../test/render"
import { RatingLine } from "./rating-line"

const rating = {
  value: 4.9,
  count: 27,
  source: "Google",
  url: "https://g.page/r/agency/review",
  demo: false,
}

describe("RatingLine", () => {
  it("is absent while company data holds no rating, as it ships", () => {
    expect(company.rating).toBeNull()
    const { container } = renderPage(<RatingLine />, { language: "pl" })
    expect(container).toBeEmptyDOMElement()
  })

  it.each([
    ["pl", "4,9/5", "– średnia ocen w Google", "Przeczytaj opinie (27)"],
    ["en", "4.9/5", "– average rating on Google", "Read the reviews (27)"],
  ] as const)(
    "(%s) gives the average as the language writes it, the site, and a link to the reviews",
    (language, value, source, link) => {
      renderPage(<RatingLine rating={rating} />, { language })
      const line = document.querySelector("[data-rating]")
      expect(line).toHaveTextContent(`${value} ${source}`)
      expect(screen.getByRole("link", { name: link })).toHaveAttribute("href", rating.url)
      expect(line?.querySelector("[data-demo]")).toBeNull()
    }
  )

  it("marks the demo build's rating as fiction", () => {
    renderPage(<RatingLine rating={{ ...rating, demo: true }} />, { language: "pl" })
    expect(document.querySelector("[data-rating] [data-demo]")).toHaveTextContent("demo")
  })
})
