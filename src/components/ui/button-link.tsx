import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"

/**
 * primary: filled in the accent, the main action's one colour on every page; secondary: outlined;
 * link: a second action beside the main one that does not compete with it, an underlined link
 * with its arrow, as tall as a button.
 */
export type ButtonVariant = "primary" | "secondary" | "link"

/**
 * The secondary button's colours, for whatever takes its look (route-links.tsx's pills): an
 * outline in the strong line colour, ink text, the brand's colour on hover.
 */
export const secondaryLook = css`
  background: transparent;
  border-color: ${theme.colors.lineStrong};
  color: ${theme.colors.ink};
  &:hover {
    background: ${theme.colors.surface};
    border-color: ${theme.colors.primary};
    color: ${theme.colors.ink};
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
          &:hover {
            background: ${theme.colors.accentHover};
            border-color: ${theme.colors.accentHover};
            color: ${theme.colors.onAccent};
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

/** An internal link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`

/** A row of actions: the primary one first. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]};
`
