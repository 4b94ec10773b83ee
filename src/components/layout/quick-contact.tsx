import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import styled, { css } from "styled-components"
import { company, telHref } from "../../config/company"
import { localizedPath } from "../../i18n/paths"
import { contactFormAnchor, plannerFormId } from "../../routes"
import { buttonStyles, type ButtonVariant } from "../ui/button-link"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { usePageContext } from "./page-context"
import { useQuickContact } from "./use-quick-contact"

// A 44 px button and its padding above and below.
const barHeight = "3.75rem"

// Phones only. A bar across the foot of the screen, where the cookie notice sits; it shows only
// when the notice is answered. Opaque and ruled off, as the header is at the top, so the text that
// scrolls under it goes under an edge, not under a floating button. The spacer after the footer
// lets the page's last line scroll clear of it.
const Bar = styled.nav<{ $shown: boolean }>`
  position: fixed;
  right: 0;
  bottom: 0;
  left: 0;
  z-index: ${theme.zIndices.notice};
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${theme.space[2]};
  padding: ${theme.space[2]} ${theme.sizes.gutter}
    calc(${theme.space[2]} + env(safe-area-inset-bottom, 0px));
  border-top: 1px solid ${theme.colors.lineStrong};
  background: ${theme.colors.headerBackground};
  transition:
    opacity ${theme.durations.base},
    transform ${theme.durations.base};

  ${({ $shown }) =>
    !$shown &&
    css`
      opacity: 0;
      transform: translateY(100%);
      visibility: hidden;
    `}

  ${media.reducedMotion} {
    transition: none;
  }
  ${media.md} {
    display: none;
  }
`

const Call = styled.a<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 2.75rem;
`

const Write = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 2.75rem;
`

// The footer's colour: the room left for the bar reads as the footer's end, not a white strip.
const Spacer = styled.div`
  height: calc(${barHeight} + env(safe-area-inset-bottom, 0px));
  background: ${theme.colors.night};
  ${media.md} {
    display: none;
  }
`

/** On a phone, a call-or-write action within reach on long pages (layout: after the footer). */
export const QuickContact = () => {
  const { t } = useTranslation("common")
  const { language, routeId } = usePageContext()
  // It keeps away from the contact form, and from the planner, whose running figures take the
  // foot of the screen while its questions scroll.
  const shown = useQuickContact(
    routeId === "contact"
      ? contactFormAnchor[language]
      : routeId === "estimate"
        ? plannerFormId
        : undefined
  )
  return (
    <>
      <Spacer aria-hidden="true" />
      <Bar $shown={shown} aria-label={t("quickContact.label")} data-quick-contact>
        <Call href={telHref(company.phone)} $variant="secondary">
          {t("quickContact.call")}
        </Call>
        <Write to={localizedPath("contact#form", language)} $variant="primary">
          {t("quickContact.write")}
        </Write>
      </Bar>
    </>
  )
}
