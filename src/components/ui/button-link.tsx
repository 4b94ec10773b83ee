import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

/**
 * primary: filled in the accent, the main action's one colour; secondary: outlined; inverse: the
 * accent with the band's blue text, for the brand's deep bands.
 */
export type ButtonVariant = "primary" | "secondary" | "inverse"

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: ${theme.space[2]};
  min-height: 3rem;
  padding: ${theme.space[2]} ${theme.space[5]};
  border: 1.5px solid ${theme.colors.primary};
  border-radius: ${theme.radii.pill};
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
    $variant === "inverse"
      ? css`
          background: ${theme.colors.accent};
          border-color: ${theme.colors.accent};
          color: ${theme.colors.band};
          &:hover {
            background: ${theme.colors.onBand};
            border-color: ${theme.colors.onBand};
            color: ${theme.colors.band};
          }
        `
      : $variant === "primary"
        ? css`
            background: ${theme.colors.action};
            border-color: ${theme.colors.action};
            color: ${theme.colors.onAction};
            box-shadow: ${theme.shadows.card};
            &:hover {
              background: ${theme.colors.actionHover};
              border-color: ${theme.colors.actionHover};
              color: ${theme.colors.onAction};
            }
          `
        : css`
            background: transparent;
            border-color: ${theme.colors.lineStrong};
            color: ${theme.colors.ink};
            &:hover {
              background: ${theme.colors.surface};
              border-color: ${theme.colors.primary};
              color: ${theme.colors.ink};
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
