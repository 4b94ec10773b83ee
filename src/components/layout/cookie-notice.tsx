import React, { useEffect, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { localizedPath } from "../../i18n/paths"
import { cookieConsentKey, grantAnalyticsConsent } from "../../lib/consent"
import { readStorage, writeStorage } from "../../lib/storage"
import { media } from "../../styles/media"
import { buttonStyles, type ButtonVariant } from "../ui/button-link"
import { usePageContext } from "./page-context"
import { theme } from "../../styles/theme"

/** The notice appears this long after load, so it never competes with the first paint. */
export const cookieNoticeDelayMs = 5000

// Fixed to the viewport: appearing moves nothing else on the page (no layout shift).
const Region = styled.div`
  position: fixed;
  left: ${theme.space[4]};
  right: ${theme.space[4]};
  bottom: ${theme.space[4]};
  z-index: ${theme.zIndices.notice};

  ${media.md} {
    left: auto;
    max-width: 28rem;
  }
`

const Box = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};
  background: ${theme.colors.ink};
  color: ${theme.colors.white};
  border-radius: ${theme.radii.md};
  box-shadow: ${theme.shadows.raised};
  font-size: ${theme.fontSizes.sm};

  p {
    margin: 0;
  }
  a {
    color: ${theme.colors.white};
  }
`

const Accept = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  grid-column: 1 / -1;
  justify-self: start;
  min-height: 2.75rem;
`

const Close = styled.button`
  grid-column: 2;
  grid-row: 1;
  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.white};
  font-size: ${theme.fontSizes.xl};
  line-height: 1;
  cursor: pointer;
`

export const CookieNotice = () => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const [visible, setVisible] = useState(false)

  useEffect(() => {
    if (readStorage(cookieConsentKey) === "true") return
    // Counted from the start of the page load, not from hydration.
    const remaining = Math.max(0, cookieNoticeDelayMs - window.performance.now())
    const timer = window.setTimeout(() => setVisible(true), remaining)
    return () => window.clearTimeout(timer)
  }, [])

  // Closing stores acceptance too, as the spec asks: the notice does not come back.
  const accept = () => {
    writeStorage(cookieConsentKey, "true")
    grantAnalyticsConsent()
    setVisible(false)
  }

  // The live region is in the page from the start, so its content is announced when it appears.
  return (
    <Region aria-live="polite">
      {visible && (
        <Box as="section" aria-label={t("cookies.label")}>
          <p>
            {t("cookies.text")}{" "}
            <Link to={localizedPath("privacy", language)}>{t("cookies.link")}</Link>.
          </p>
          <Close type="button" aria-label={t("cookies.close")} onClick={accept}>
            <span aria-hidden="true">×</span>
          </Close>
          <Accept type="button" $variant="inverse" onClick={accept}>
            {t("cookies.accept")}
          </Accept>
        </Box>
      )}
    </Region>
  )
}
