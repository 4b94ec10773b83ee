// @vitest-environment jsdom
import React from "react"
import { screen, within } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import type { WebsiteTypeContent } from "./types"
import { WebsiteType } from "./website-type"

const fixture: WebsiteTypeContent = {
  seo: { title: "Seo title", description: "Seo description" },
  header: {
    title: "Fixture page",
    subTitle: "Fixture eyebrow",
    text: "Fixture intro",
    ctaText: "Ask us",
    link: "contact",
  },
  steps: {
    title: "How we work",
    subTitle: "Process",
    description: "Step by step",
    steps: Array.from({ length: 7 }, (_, i) => ({
      title: `Step ${i + 1}`,
      description: `Do ${i + 1}`,
    })),
  },
  benefitsTitle: "Who it suits",
  benefits: [{ title: "Shops", description: "Sell more" }],
  advantagesTitle: "Why it works",
  advantagesSubTitle: "Advantages",
  advantagesDescription: "Reasons",
  advantages: [{ title: "Fast", description: "Loads quickly" }],
  faq: [{ question: "Does it suit ads?", answer: "Yes." }],
  closing: { title: "Let's start", text: "Support after launch", ctaText: "Contact us" },
}

describe("WebsiteType", () => {
  it("renders every section of its data set", () => {
    renderPage(<WebsiteType content={fixture} />, { language: "en" })
    expect(screen.getByRole("heading", { level: 1, name: "Fixture page" })).toBeInTheDocument()
    expect(hrefOf("Ask us")).toBe("/en/contact/")

    const steps = screen.getByRole("region", { name: "How we work" })
    const list = within(steps).getByRole("list")
    expect(list.tagName).toBe("OL")
    expect(within(list).getAllByRole("listitem")).toHaveLength(7)

    const benefits = screen.getByRole("region", { name: "Who it suits" })
    expect(within(benefits).getByRole("heading", { name: "Shops" })).toBeInTheDocument()
    const advantages = screen.getByRole("region", { name: "Why it works" })
    expect(within(advantages).getByText("Loads quickly")).toBeInTheDocument()

    const closing = screen.getByRole("region", { name: "Let's start" })
    expect(hrefOf("Contact us", closing)).toBe("/en/contact/")
  })
})
