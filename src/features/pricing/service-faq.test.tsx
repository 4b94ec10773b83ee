// @vitest-environment jsdom
import React from "react"
import { screen } from "@testing-library/react"
import userEvent from "@testing-library/user-event"
import { describe, expect, it } from "vitest"
import { renderPage } from "../../test/render"
import pricing from "../../../locales/en/pricing.json"
import landing from "../../../locales/en/websites-landing-page.json"
import { ServiceFaq } from "./service-faq"

describe("ServiceFaq", () => {
  it("asks the service's own questions first, then the usual ones with its price", async () => {
    renderPage(
      <ServiceFaq strings={pricing} price="from 1 PLN" duration="1 week" questions={landing.faq} />,
      { language: "en" }
    )
    const questions = screen.getAllByRole("group").map(item => item.querySelector("summary")!)
    expect(questions.map(question => question.textContent)).toEqual([
      ...landing.faq.map(item => item.question),
      ...pricing.faq.map(item => item.question),
    ])
    await userEvent.click(screen.getByText(pricing.faq[0].question))
    expect(screen.getByText(/from 1 PLN/)).toBeVisible()
  })
})
