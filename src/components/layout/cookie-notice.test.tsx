// @vitest-environment jsdom
import React from "react"
import { act, screen } from "@testing-library/react"
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest"
import { renderPage } from "../../test/render"
import { hrefOf } from "../../test/queries"
import { CookieNotice } from "./cookie-notice"
import { openCookieSettings } from "../../lib/consent"

const noticeName = { en: "Cookie notice", pl: "Informacja o plikach cookies" }

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
    expect(hrefOf("privacy policy")).toBe("/en/privacy-policy/")
  })

  it.each([
    { language: "pl", button: "Akceptuję", consent: "granted" },
    { language: "pl", button: "Odrzucam", consent: "denied" },
    { language: "en", button: "Close the cookie notice", consent: null },
  ] as const)(
    "$button hides it for good; analytics consent stored: $consent",
    ({ language, button, consent }) => {
      renderPage(<CookieNotice />, { language })
      act(() => vi.advanceTimersByTime(5000))
      act(() => screen.getByRole("button", { name: button }).click())
      expect(screen.queryByRole("region", { name: noticeName[language] })).not.toBeInTheDocument()
      expect(window.localStorage.getItem("cookiesPolicyAccepted")).toBe("true")
      expect(window.localStorage.getItem("analyticsConsent")).toBe(consent)
    }
  )

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
