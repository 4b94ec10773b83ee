import React, { useEffect, useRef, useState } from "react"
import { Script } from "gatsby"
import { gaTrackingId, tagSettleDelayMs, tagStrategy } from "../../config/site"
import {
  configureAnalytics,
  doNotTrack,
  reportWebVitals,
  revokeAnalytics,
  tagUrl,
} from "../../lib/analytics"
import { analyticsGranted, consentChangedEvent } from "../../lib/consent"
import { whenSettled } from "../../lib/idle"

/** Web Vitals are reported once per page load, however often the layout mounts. */
let reporting = false
/** The page has settled (`settled` strategy): from then on the tag loads on every mount at once. */
let pageSettled = false

/**
 * Google's tag, for visitors who accepted analytics only (never under Do-Not-Track). The queue
 * (`gtag`) is set up at once, so nothing measured before the tag arrives is lost; the tag itself
 * loads on the main thread once the page has loaded and the browser is idle, or after the
 * visitor's first interaction (`whenSettled`), so it does not compete with the page's loading and
 * arrives before a visitor who only reads leaves. Its `id` keeps it to one load per page load.
 */
export const Analytics = () => {
  const [granted, setGranted] = useState(false)
  const [settled, setSettled] = useState(pageSettled)
  const wasGranted = useRef(false)

  useEffect(() => {
    if (!gaTrackingId) return
    const update = () => setGranted(analyticsGranted() && !doNotTrack())
    update()
    window.addEventListener(consentChangedEvent, update)
    return () => window.removeEventListener(consentChangedEvent, update)
  }, [])

  useEffect(() => {
    if (!gaTrackingId) return
    // Withdrawn on this page: stop the tag and remove its cookies.
    if (!granted) {
      if (wasGranted.current) revokeAnalytics(gaTrackingId)
      wasGranted.current = false
      return
    }
    wasGranted.current = true
    if (configureAnalytics(gaTrackingId) && !reporting) {
      reporting = true
      void reportWebVitals(gaTrackingId)
    }
    if (tagStrategy === "settled" && !pageSettled)
      return whenSettled(() => {
        pageSettled = true
        setSettled(true)
      }, tagSettleDelayMs)
  }, [granted])

  if (!granted || (tagStrategy === "settled" && !settled)) return null
  // Settled: the wait is over, so at once (Gatsby's `post-hydrate` adds it when it mounts).
  return (
    <Script
      id="google-tag"
      src={tagUrl(gaTrackingId)}
      strategy={tagStrategy === "settled" ? "post-hydrate" : "idle"}
    />
  )
}
