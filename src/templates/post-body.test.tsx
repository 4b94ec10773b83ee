// @vitest-environment jsdom
import React from "react"
import { render, screen } from "@testing-library/react"
import type { SliceComponentProps } from "gatsby"
import { describe, expect, it } from "vitest"
import PostBody from "./post-body"

type Props = SliceComponentProps<Queries.PostBodyQuery, { id: string }>

const renderBody = (html: string) =>
  render(<PostBody {...({ data: { post: { html } }, sliceContext: { id: "1" } } as Props)} />)

describe("PostBody", () => {
  it("shows the article's HTML with its headings and text", () => {
    renderBody('<h2 id="why">Why a website</h2><p>Because customers search online.</p>')
    expect(
      screen.getByRole("heading", { level: 2, name: "Why a\u00a0website" })
    ).toBeInTheDocument()
    expect(screen.getByText("Because customers search online.")).toBeInTheDocument()
  })

  it("opens links that leave the site in a new tab", () => {
    renderBody(
      '<p><a href="https://developer.mozilla.org/">MDN</a> and <a href="/en/contact/">us</a></p>'
    )
    expect(screen.getByRole("link", { name: "MDN" })).toHaveAttribute("target", "_blank")
    expect(screen.getByRole("link", { name: "MDN" })).toHaveAttribute("rel", "noopener noreferrer")
    expect(screen.getByRole("link", { name: "us" })).not.toHaveAttribute("target")
  })
})
