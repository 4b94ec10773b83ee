import React from "react"
import { Link } from "gatsby"
import { useTranslation } from "react-i18next"
import styled, { css } from "styled-components"
import { company, telHref } from "../../config/company"
import { localizedPath } from "../../i18n/paths"
import { contactFormAnchor, plannerFormId } from "../../routes"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { usePageContext } from "./page-context"
import { useQuickContact } from "./use-quick-contact"

const barHeight = "3.5rem"

// Phones only. Fixed in the bottom corner, where the cookie notice sits; it shows only when the
// notice is answered. The spacer after the footer lets the page's last line scroll clear of it.
const Bar = styled.nav<{ $shown: boolean }>`
  position: fixed;
  right: ${theme.space[3]};
  bottom: ${theme.space[3]};
  z-index: ${theme.zIndices.notice};
  display: flex;
  gap: ${theme.space[1]};
  padding: ${theme.space[1]};
  border: 1px solid ${theme.colors.lineStrong};
  border-radius: ${theme.radii.control};
  background: ${theme.colors.white};
  box-shadow: ${theme.shadows.raised};
  transition:
    opacity ${theme.durations.base},
    transform ${theme.durations.base};

  ${({ $shown }) =>
    !$shown &&
    css`
      opacity: 0;
      transform: translateY(150%);
      visibility: hidden;
    `}

  ${media.reducedMotion} {
    transition: none;
  }
  ${media.md} {
    display: none;
  }
`

const action = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  border-radius: ${theme.radii.control};
  font-weight: ${theme.fontWeights.bold};
  text-decoration: none;
`

const Call = styled.a`
  ${action}
  color: ${theme.colors.ink};
`

const Write = styled(Link)`
  ${action}
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  &:hover {
    background: ${theme.colors.accentHover};
    color: ${theme.colors.onAccent};
  }
`

// The footer's colour: the room left for the bar reads as the footer's end, not a white strip.
const Spacer = styled.div`
  height: calc(${barHeight} + ${theme.space[3]});
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
        <Call href={telHref(company.phone)}>{t("quickContact.call")}</Call>
        <Write to={localizedPath("contact#form", language)}>{t("quickContact.write")}</Write>
      </Bar>
    </>
  )
}
