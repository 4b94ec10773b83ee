import { readStorage, writeStorage } from "./storage"

/**
 * The visitor's cookie choices. The notice's own key is the spec's: it is set by every answer
 * (accept, reject, close) and only hides the notice. Whether analytics may run is a separate,
 * explicit choice: only "accept" grants it, and it can be changed at any time from the footer.
 */
export const cookieConsentKey = "cookiesPolicyAccepted"
export const analyticsConsentKey = "analyticsConsent"

/** The notice appears this long after load, so it never competes with the first paint. */
export const cookieNoticeDelayMs = 5000

export type AnalyticsChoice = "granted" | "denied"

/** Fired on window when the choice changes, and to reopen the notice (footer link). */
export const consentChangedEvent = "site:consent-changed"
export const openCookieSettingsEvent = "site:cookie-settings"

export const analyticsGranted = (): boolean => readStorage(analyticsConsentKey) === "granted"

export const noticeAnswered = (): boolean => readStorage(cookieConsentKey) === "true"

/** Stores an answer to the notice; `choice` is absent when it was merely closed. */
export const answerNotice = (choice?: AnalyticsChoice): void => {
  writeStorage(cookieConsentKey, "true")
  if (choice) writeStorage(analyticsConsentKey, choice)
  window.dispatchEvent(new Event(consentChangedEvent))
}

export const openCookieSettings = (): void => {
  window.dispatchEvent(new Event(openCookieSettingsEvent))
}
