// @vitest-environment jsdom
import { render } from "@testing-library/react"
import React from "react"
import { describe, expect, it } from "vitest"
import { lastWordApart, SelectedLastWord } from "./selected-word"

describe("SelectedLastWord", () => {
  it("sets the last word apart after the last ordinary space", () => {
    expect(lastWordApart("Strony, które pracują na Twoją firmę")).toEqual([
      "Strony, które pracują na Twoją ",
      "firmę",
    ])
    // A no-break space joins, as typeset writes it: "w\u00a0Google" stays one unit.
    expect(lastWordApart("Widoczni w\u00a0Google")).toEqual(["Widoczni ", "w\u00a0Google"])
    expect(lastWordApart("Portfolio")).toEqual(["", "Portfolio"])
  })

  it("keeps the words one sentence, only the last in the frame", () => {
    const { container } = render(
      <h1>
        <SelectedLastWord text="Websites that bring in new clients" />
      </h1>
    )
    expect(container.querySelector("h1")).toHaveTextContent("Websites that bring in new clients")
    const selected = container.querySelectorAll("[data-selected]")
    expect(selected).toHaveLength(1)
    expect(selected[0]).toHaveTextContent(/^clients$/)
  })
})
