import React, { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { localizedPath } from "../../i18n/paths"
import {
  answerNotice,
  noticeAnswered,
  openCookieSettingsEvent,
  type AnalyticsChoice,
} from "../../lib/consent"
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

const Choices = styled.div`
  grid-column: 1 / -1;
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
`

// Accepting and rejecting weigh the same: one is as easy to choose as the other.
const Choice = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
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
  const box = useRef<HTMLElement>(null)

  useEffect(() => {
    const reopen = () => setVisible(true)
    window.addEventListener(openCookieSettingsEvent, reopen)
    if (noticeAnswered()) return () => window.removeEventListener(openCookieSettingsEvent, reopen)
    // Counted from the start of the page load, not from hydration.
    const remaining = Math.max(0, cookieNoticeDelayMs - window.performance.now())
    const timer = window.setTimeout(() => setVisible(true), remaining)
    return () => {
      window.clearTimeout(timer)
      window.removeEventListener(openCookieSettingsEvent, reopen)
    }
  }, [])

  // Reopened from the footer: the visitor is taken to the choice.
  useEffect(() => {
    if (visible && noticeAnswered()) box.current?.focus()
  }, [visible])

  // Every answer hides the notice for good (the spec's key); only "accept" grants analytics.
  const answer = (choice?: AnalyticsChoice) => {
    answerNotice(choice)
    setVisible(false)
  }

  // The live region is in the page from the start, so its content is announced when it appears.
  return (
    <Region aria-live="polite">
      {visible && (
        <Box as="section" ref={box} tabIndex={-1} aria-label={t("cookies.label")}>
          <p>
            {t("cookies.text")}{" "}
            <Link to={localizedPath("privacy", language)}>{t("cookies.link")}</Link>.
          </p>
          <Close type="button" aria-label={t("cookies.close")} onClick={() => answer()}>
            <span aria-hidden="true">×</span>
          </Close>
          <Choices>
            <Choice type="button" $variant="inverse" onClick={() => answer("granted")}>
              {t("cookies.accept")}
            </Choice>
            <Choice type="button" $variant="inverse" onClick={() => answer("denied")}>
              {t("cookies.reject")}
            </Choice>
          </Choices>
        </Box>
      )}
    </Region>
  )
}
