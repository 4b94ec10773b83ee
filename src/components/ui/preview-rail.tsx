import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { media } from "../../styles/media"
import { trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { BalancedGrid } from "./balanced-grid"

// Under the rail on phones only: the cut card at the edge shows there is more, this says how to
// get to it. For the eye; a screen reader or the keyboard goes through the cards in order.
export const RailHint = styled.p`
  margin: ${theme.space[2]} 0 0;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
  ${trailingArrow}

  ${media.md} {
    display: none;
  }
`

type PreviewRailProps = {
  count: number
  /** The most cards a row from laptops up (BalancedGrid). */
  columns?: 2 | 3 | 4
  /** The cards as a list's items (`ul`), for cards that are `li`. */
  list?: boolean
  /** On a phone, one under another instead of a rail: for cards made short there. */
  stacked?: boolean
  className?: string
  children: React.ReactNode
}

/**
 * On a rail, the card that takes the keyboard's focus comes wholly into view. The browser scrolls
 * a focused link into view only when none of it shows: a link on the card cut by the screen's
 * edge stayed cut. Sideways only, and not for a tap or a click (no `:focus-visible`): moving what
 * is under the pointer between press and release would lose the click.
 */
const showFocusedCard = (event: React.FocusEvent<HTMLElement>) => {
  const rail = event.currentTarget
  if (rail.scrollWidth <= rail.clientWidth || !(event.target as Element).matches(":focus-visible"))
    return
  const card = [...rail.children].find(child => child.contains(event.target))
  if (!card) return
  const { left, right } = card.getBoundingClientRect()
  const view = rail.getBoundingClientRect()
  const padding = parseFloat(getComputedStyle(rail).scrollPaddingLeft) || 0
  if (left < view.left + padding || right > view.right)
    rail.scrollTo({ left: rail.scrollLeft + left - view.left - padding })
}

/**
 * A page's previews (projects, posts), a service's offers or whom it suits: a balanced grid from
 * tablets up. On phones a rail, side by side and scrolled a card at a time (BalancedGrid's
 * `$rail`), with a hint under it; or, `stacked`, one under another.
 */
export const PreviewRail = ({
  count,
  columns,
  list,
  stacked,
  className,
  children,
}: PreviewRailProps) => {
  const { t } = useTranslation("common")
  return (
    <>
      <BalancedGrid
        as={list ? "ul" : undefined}
        className={className}
        $count={count}
        $columns={columns}
        $rail={!stacked}
        onFocus={stacked ? undefined : showFocusedCard}
      >
        {children}
      </BalancedGrid>
      {count > 1 && !stacked && <RailHint aria-hidden="true">{t("rail.hint")}</RailHint>}
    </>
  )
}
