// @vitest-environment jsdom
import React from "react"
import { act, screen } from "@testing-library/react"
import { describe, expect, it } from "vitest"
import { renderPage } from "../../test/render"
import { announceRouteDelayed, announceRouteSettled } from "../../lib/route-progress"
import { RouteProgress } from "./route-progress"

describe("RouteProgress", () => {
  it("shows while the next page is late and goes once it renders", () => {
    renderPage(<RouteProgress />, { language: "pl" })
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument()
    act(() => announceRouteDelayed())
    expect(screen.getByRole("progressbar", { name: "Wczytywanie strony" })).toBeInTheDocument()
    act(() => announceRouteSettled())
    expect(screen.queryByRole("progressbar")).not.toBeInTheDocument()
  })
})
