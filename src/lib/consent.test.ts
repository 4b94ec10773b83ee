import { afterEach, describe, expect, it } from "vitest"
import { consentScript, grantAnalyticsConsent, isDoNotTrack } from "./consent"

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown; doNotTrack?: string }

const run = (script: string) => new Function(script)()
const entries = () => ((window as GtagWindow).dataLayer ?? []).map(args => Array.from(args))

afterEach(() => {
  delete (window as GtagWindow).dataLayer
  delete (window as GtagWindow).gtag
  delete (window as GtagWindow).doNotTrack
  document.head.querySelectorAll("script").forEach(script => script.remove())
})

describe("consent script", () => {
  it("denies everything by default and loads the tag", () => {
    run(consentScript("G-TEST123"))
    expect(entries()).toEqual([
      [
        "consent",
        "default",
        {
          analytics_storage: "denied",
          ad_storage: "denied",
          ad_user_data: "denied",
          ad_personalization: "denied",
          wait_for_update: 500,
        },
      ],
    ])
    expect(document.head.querySelector("script")?.getAttribute("src")).toBe(
      "https://www.googletagmanager.com/gtag/js?id=G-TEST123"
    )
  })

  it("grants analytics at once for a visitor who accepted before", () => {
    window.localStorage.setItem("cookiesPolicyAccepted", "true")
    run(consentScript("G-TEST123"))
    expect(entries()[1]).toEqual(["consent", "update", { analytics_storage: "granted" }])
  })

  it("does nothing under Do-Not-Track", () => {
    ;(window as GtagWindow).doNotTrack = "1"
    run(consentScript("G-TEST123"))
    expect((window as GtagWindow).dataLayer).toBeUndefined()
    expect(document.head.querySelector("script")).toBeNull()
    expect(isDoNotTrack(navigator, window)).toBe(true)
  })

  it("grants consent when the notice is accepted, if analytics runs", () => {
    run(consentScript("G-TEST123"))
    grantAnalyticsConsent()
    expect(entries().at(-1)).toEqual(["consent", "update", { analytics_storage: "granted" }])
  })
})
