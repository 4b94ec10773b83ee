// @vitest-environment jsdom
import React from "react"
import { render } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { urlBreaks } from "./project-facts"

describe("urlBreaks", () => {
  it("lets an address break after a slash and before a dot, never inside a word", () => {
    const { container } = render(<a href="#x">{urlBreaks("demo.example.com/budowlanka")}</a>)
    expect(container.querySelector("a")!.innerHTML).toBe(
      "demo<wbr>.example<wbr>.com/<wbr>budowlanka"
    )
    expect(container.textContent).toBe("demo.example.com/budowlanka")
  })
})
