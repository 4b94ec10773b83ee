import React, { useEffect, useState } from "react"
import styled, { keyframes } from "styled-components"
import { useTranslation } from "react-i18next"
import { routeDelayedEvent, routeSettledEvent } from "../../lib/route-progress"
import { theme } from "../../styles/theme"

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`

// Fixed over the top edge: showing it moves nothing on the page.
const Bar = styled.div`
  position: fixed;
  top: 0;
  left: 0;
  right: 0;
  height: ${theme.space[1]};
  overflow: hidden;
  z-index: ${theme.zIndices.progress};
  background: ${theme.colors.primarySoft};

  &::after {
    content: "";
    display: block;
    width: 40%;
    height: 100%;
    background: ${theme.colors.primary};
    animation: ${slide} 1.2s ease-in-out infinite;
  }

  @media (prefers-reduced-motion: reduce) {
    &::after {
      width: 100%;
      animation: none;
    }
  }
`

/** Shown while the next page is late (over a second), until it renders. */
export const RouteProgress = () => {
  const { t } = useTranslation("common")
  const [loading, setLoading] = useState(false)

  useEffect(() => {
    const show = () => setLoading(true)
    const hide = () => setLoading(false)
    window.addEventListener(routeDelayedEvent, show)
    window.addEventListener(routeSettledEvent, hide)
    return () => {
      window.removeEventListener(routeDelayedEvent, show)
      window.removeEventListener(routeSettledEvent, hide)
    }
  }, [])

  return loading ? <Bar role="progressbar" aria-label={t("loadingPage")} /> : null
}
