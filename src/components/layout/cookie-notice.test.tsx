import React from "react"
import { act, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderPage } from "../../test/render"
import { CookieNotice } from "./cookie-notice"

type GtagWindow = Window & { gtag?: ReturnType<typeof vi.fn> }

describe("CookieNotice", () => {
  beforeEach(() => {
    vi.useFakeTimers()
    ;(window as GtagWindow).gtag = vi.fn()
  })
  afterEach(() => {
    vi.useRealTimers()
    delete (window as GtagWindow).gtag
  })

  it("appears 5 seconds after load, not before", () => {
    renderPage(<CookieNotice />, { language: "en" })
    act(() => vi.advanceTimersByTime(4999))
    expect(screen.queryByRole("region", { name: "Cookie notice" })).not.toBeInTheDocument()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.getByRole("region", { name: "Cookie notice" })).toBeInTheDocument()
    expect(screen.getByRole("link", { name: "privacy policy" })).toHaveAttribute(
      "href",
      "/en/privacy-policy/"
    )
  })

  it("accepting hides it, stores the acceptance and grants analytics consent", () => {
    renderPage(<CookieNotice />, { language: "pl" })
    act(() => vi.advanceTimersByTime(5000))
    act(() => screen.getByRole("button", { name: "Akceptuję" }).click())
    expect(
      screen.queryByRole("region", { name: "Informacja o plikach cookies" })
    ).not.toBeInTheDocument()
    expect(window.localStorage.getItem("cookiesPolicyAccepted")).toBe("true")
    expect((window as GtagWindow).gtag).toHaveBeenCalledWith("consent", "update", {
      analytics_storage: "granted",
    })
  })

  it("closing hides it and stores the acceptance too", () => {
    renderPage(<CookieNotice />, { language: "en" })
    act(() => vi.advanceTimersByTime(5000))
    act(() => screen.getByRole("button", { name: "Close the cookie notice" }).click())
    expect(screen.queryByRole("region", { name: "Cookie notice" })).not.toBeInTheDocument()
    expect(window.localStorage.getItem("cookiesPolicyAccepted")).toBe("true")
  })

  it("stays away once accepted", () => {
    window.localStorage.setItem("cookiesPolicyAccepted", "true")
    renderPage(<CookieNotice />, { language: "en" })
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.queryByRole("region", { name: "Cookie notice" })).not.toBeInTheDocument()
  })
})
