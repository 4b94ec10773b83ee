import React, { useEffect, useRef, useState } from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { localizedPath } from "../../i18n/paths"
import {
  answerNotice,
  cookieNoticeDelayMs,
  noticeAnswered,
  openCookieSettingsEvent,
  type AnalyticsChoice,
} from "../../lib/consent"
import { media } from "../../styles/media"
import { buttonStyles, type ButtonVariant } from "../ui/button-link"
import { usePageContext } from "./page-context"
import { theme } from "../../styles/theme"

// Fixed to the viewport: appearing moves nothing else on the page (no layout shift). On a phone
// it keeps to the bottom edge and under a quarter of the screen, below the first screen's
// primary action. On a tablet it is one slim bar along the bottom edge, the text beside the
// choices. From laptops up, where a page's first screen ends in text at the left (the hero's
// last line), it is a card in the bottom right corner, under the hero's picture.
const Region = styled.div`
  position: fixed;
  left: ${theme.space[2]};
  right: ${theme.space[2]};
  bottom: ${theme.space[2]};
  z-index: ${theme.zIndices.notice};

  ${media.md} {
    left: ${theme.space[4]};
    right: ${theme.space[4]};
    bottom: ${theme.space[3]};
    max-width: 64rem;
    margin: 0 auto;
  }
  ${media.lg} {
    left: auto;
    right: ${theme.space[5]};
    bottom: ${theme.space[5]};
    width: 26rem;
    margin: 0;
  }
`

const Box = styled.div`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${theme.space[2]} ${theme.space[3]};
  padding: ${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[4]};
  background: ${theme.colors.white};
  color: ${theme.colors.ink};
  border: 1px solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.raised};
  font-size: ${theme.fontSizes.xs};
  line-height: ${theme.lineHeights.snug};

  p {
    margin: 0;
    align-self: center;
  }

  ${media.md} {
    grid-template-columns: minmax(0, 1fr) auto auto;
    align-items: center;
    column-gap: ${theme.space[4]};
    padding: ${theme.space[3]} ${theme.space[2]} ${theme.space[3]} ${theme.space[5]};
    font-size: ${theme.fontSizes.sm};
  }
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: start;
    row-gap: ${theme.space[3]};
    padding: ${theme.space[4]} ${theme.space[2]} ${theme.space[4]} ${theme.space[5]};
  }
`

const Choices = styled.div`
  grid-column: 1 / -1;
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${theme.space[2]};
  padding-right: ${theme.space[2]};

  ${media.md} {
    grid-column: 2;
    grid-row: 1;
    padding-right: 0;
  }
  ${media.lg} {
    grid-column: 1 / -1;
    grid-row: 2;
    padding-right: ${theme.space[3]};
  }
`

// Accepting and rejecting weigh the same: one is as easy to choose as the other.
const Choice = styled.button<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 2.75rem;
  padding: 0 ${theme.space[3]};
  font-size: ${theme.fontSizes.sm};

  ${media.md} {
    padding: 0 ${theme.space[5]};
    white-space: nowrap;
  }
`

const Close = styled.button`
  grid-column: 2;
  grid-row: 1;

  ${media.md} {
    grid-column: 3;
  }
  ${media.lg} {
    grid-column: 2;
    margin-top: calc(-1 * ${theme.space[2]});
  }

  width: 2.75rem;
  height: 2.75rem;
  border: 0;
  border-radius: ${theme.radii.sm};
  background: transparent;
  color: ${theme.colors.inkSoft};
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

  // While it shows, what the keyboard or an anchor brings into view stops above it, never under
  // it (WCAG 2.4.11): the page's scroll padding at the bottom is the notice's height and its gap.
  useEffect(() => {
    const element = box.current
    if (!visible || !element) return
    const root = document.documentElement
    const pad = () => {
      const { top } = element.getBoundingClientRect()
      root.style.scrollPaddingBottom = `${Math.ceil(window.innerHeight - top) + 8}px`
    }
    pad()
    // Its height changes with the window's width (the text wraps anew).
    window.addEventListener("resize", pad)
    return () => {
      window.removeEventListener("resize", pad)
      root.style.removeProperty("scroll-padding-bottom")
    }
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
            <Choice type="button" $variant="secondary" onClick={() => answer("granted")}>
              {t("cookies.accept")}
            </Choice>
            <Choice type="button" $variant="secondary" onClick={() => answer("denied")}>
              {t("cookies.reject")}
            </Choice>
          </Choices>
        </Box>
      )}
    </Region>
  )
}
