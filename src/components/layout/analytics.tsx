import React, { useEffect, useRef, useState } from "react"
import { Script } from "gatsby"
import { gaTrackingId, tagStrategy } from "../../config/site"
import {
  configureAnalytics,
  doNotTrack,
  loadTagOffMainThread,
  reportWebVitals,
  revokeAnalytics,
  tagUrl,
} from "../../lib/analytics"
import { analyticsGranted, consentChangedEvent } from "../../lib/consent"

/** Web Vitals are reported once per page load, however often the layout mounts. */
let reporting = false

/**
 * Google's tag, for visitors who accepted analytics only (never under Do-Not-Track). It loads
 * with Gatsby's `idle` strategy, once the page is interactive and the browser is idle, so it never
 * competes with the page itself; its `id` keeps it to one load per page load.
 */
export const Analytics = () => {
  const [granted, setGranted] = useState(false)
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
    const report = (configured: boolean) => {
      if (configured && !reporting) {
        reporting = true
        void reportWebVitals(gaTrackingId)
      }
    }
    if (tagStrategy === "off-main-thread") void loadTagOffMainThread(gaTrackingId).then(report)
    else report(configureAnalytics(gaTrackingId))
  }, [granted])

  return granted && tagStrategy !== "off-main-thread" ? (
    <Script id="google-tag" src={tagUrl(gaTrackingId)} strategy={tagStrategy} />
  ) : null
}
