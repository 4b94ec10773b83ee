// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { readLocale } from "../../i18n/locale-files"
import { renderPage } from "../../test/render"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

const offers = readLocale("en").apps.offers as Offer[]

describe("OfferCard", () => {
  it("keeps the spec's one-word title as the heading and describes it in a subtitle", () => {
    renderPage(<OfferCard offer={offers[0]} includedLabel="What is included" />, {
      language: "en",
    })
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(/^Complex$/)
    expect(screen.getByText(offers[0].subtitle!)).toBeInTheDocument()
    expect(screen.getByRole("list", { name: "What is included" })).toBeInTheDocument()
  })

  it("shows no subtitle when the offer has none", () => {
    const { container } = renderPage(
      <OfferCard offer={{ ...offers[0], subtitle: undefined }} includedLabel="Included" />,
      { language: "en" }
    )
    expect(container.querySelectorAll("p")).toHaveLength(1)
  })
})
