import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { media } from "../../styles/media"
import { trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { BalancedGrid } from "./balanced-grid"

// Under the rail on phones only: the cut card at the edge shows there is more, this says how to
// get to it. For the eye; a screen reader or the keyboard goes through the cards in order.
const Hint = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
  ${trailingArrow}

  ${media.md} {
    display: none;
  }
`

type PreviewRailProps = { count: number; children: React.ReactNode }

/**
 * A page's previews (projects, posts): a balanced grid from tablets up, a rail on phones, side by
 * side and scrolled a card at a time (BalancedGrid's `$rail`), with a hint under it.
 */
export const PreviewRail = ({ count, children }: PreviewRailProps) => {
  const { t } = useTranslation("common")
  return (
    <>
      <BalancedGrid $count={count} $rail>
        {children}
      </BalancedGrid>
      {count > 1 && <Hint aria-hidden="true">{t("rail.hint")}</Hint>}
    </>
  )
}
