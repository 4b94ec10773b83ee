import React from "react"
import { act, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderPage } from "../../test/render"
import { CookieNotice } from "./cookie-notice"
import { openCookieSettings } from "../../lib/consent"

describe("CookieNotice", () => {
  beforeEach(() => {
    vi.useFakeTimers()
  })
  afterEach(() => {
    vi.useRealTimers()
    window.localStorage.clear()
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

  it("accepting hides it, stores the acceptance and grants analytics", () => {
    renderPage(<CookieNotice />, { language: "pl" })
    act(() => vi.advanceTimersByTime(5000))
    act(() => screen.getByRole("button", { name: "Akceptuję" }).click())
    expect(
      screen.queryByRole("region", { name: "Informacja o plikach cookies" })
    ).not.toBeInTheDocument()
    expect(window.localStorage.getItem("cookiesPolicyAccepted")).toBe("true")
    expect(window.localStorage.getItem("analyticsConsent")).toBe("granted")
  })

  it("rejecting hides it and refuses analytics", () => {
    renderPage(<CookieNotice />, { language: "pl" })
    act(() => vi.advanceTimersByTime(5000))
    act(() => screen.getByRole("button", { name: "Odrzuć" }).click())
    expect(
      screen.queryByRole("region", { name: "Informacja o plikach cookies" })
    ).not.toBeInTheDocument()
    expect(window.localStorage.getItem("cookiesPolicyAccepted")).toBe("true")
    expect(window.localStorage.getItem("analyticsConsent")).toBe("denied")
  })

  it("closing hides it and stores the acceptance, without granting analytics", () => {
    renderPage(<CookieNotice />, { language: "en" })
    act(() => vi.advanceTimersByTime(5000))
    act(() => screen.getByRole("button", { name: "Close the cookie notice" }).click())
    expect(screen.queryByRole("region", { name: "Cookie notice" })).not.toBeInTheDocument()
    expect(window.localStorage.getItem("cookiesPolicyAccepted")).toBe("true")
    expect(window.localStorage.getItem("analyticsConsent")).toBeNull()
  })

  it("comes back from the footer's cookie settings to change the choice", () => {
    window.localStorage.setItem("cookiesPolicyAccepted", "true")
    window.localStorage.setItem("analyticsConsent", "granted")
    renderPage(<CookieNotice />, { language: "en" })
    act(() => openCookieSettings())
    expect(screen.getByRole("region", { name: "Cookie notice" })).toHaveFocus()
    act(() => screen.getByRole("button", { name: "Reject" }).click())
    expect(window.localStorage.getItem("analyticsConsent")).toBe("denied")
  })

  it("stays away once accepted", () => {
    window.localStorage.setItem("cookiesPolicyAccepted", "true")
    renderPage(<CookieNotice />, { language: "en" })
    act(() => vi.advanceTimersByTime(60_000))
    expect(screen.queryByRole("region", { name: "Cookie notice" })).not.toBeInTheDocument()
  })
})
