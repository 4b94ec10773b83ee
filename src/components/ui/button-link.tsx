import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { leadsOn, trailingArrow } from "../../styles/shapes"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

/**
 * primary: filled in the accent, the main action's one colour on every page; secondary: outlined;
 * link: a second action beside the main one that does not compete with it, an underlined link
 * with its arrow, as tall as a button.
 */
export type ButtonVariant = "primary" | "secondary" | "link"

/**
 * The secondary button's colours, for whatever takes its look (route-links.tsx's pills): outline
 * and text in the brand's colour, tinted on hover. In the strong line colour with ink text, on
 * the page's ground, it read as an empty form field (reviewer, round 48).
 */
export const secondaryLook = css`
  background: transparent;
  border-color: ${theme.colors.primary};
  color: ${theme.colors.primary};
  ${media.hover} {
    &:hover {
      background: ${theme.colors.primarySoft};
      border-color: ${theme.colors.primaryDark};
      color: ${theme.colors.primaryDark};
    }
  }
`

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 3rem;
  padding: ${theme.space[2]} ${theme.space[5]};
  border: 1.5px solid ${theme.colors.primary};
  border-radius: ${theme.radii.control};
  font: inherit;
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    background-color ${theme.durations.fast},
    border-color ${theme.durations.fast},
    color ${theme.durations.fast};

  &:hover {
    text-decoration: none;
  }

  ${({ $variant = "primary" }) =>
    $variant === "primary"
      ? css`
          background: ${theme.colors.accent};
          border-color: ${theme.colors.accent};
          color: ${theme.colors.onAccent};
          box-shadow: ${theme.shadows.card};
          /* Only under a pointer that hovers: on a phone the bar's "Napisz" stayed in its paler
             hover colour after a tap and read as disabled (a reviewer of round 59). */
          ${media.hover} {
            &:hover {
              background: ${theme.colors.accentHover};
              border-color: ${theme.colors.accentHover};
              color: ${theme.colors.onAccent};
            }
          }
        `
      : $variant === "secondary"
        ? secondaryLook
        : css`
            padding-inline: 0;
            background: transparent;
            border-color: transparent;
            color: ${theme.colors.primary};
            text-decoration: underline;
            text-decoration-thickness: 1px;
            text-underline-offset: 0.2em;
            ${trailingArrow}
            &:hover {
              color: ${theme.colors.primaryDark};
              text-decoration: underline;
              text-decoration-thickness: 2px;
            }
          `}
`

/**
 * An internal link that looks like a button. As a secondary button it carries a link's arrow: it
 * leads on to another page, where the same outline on a `<button>` (the cookie notice's choices)
 * acts in place.
 */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  ${({ $variant }) => $variant === "secondary" && leadsOn}
`

/**
 * A button a size down, 44 px tall: a card's own step at its foot (a package's "ask about it", an
 * application offer's), below the page's main action in rank.
 */
export const cardButton = css`
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
`

/** A row of actions: the primary one first. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`
