import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

/** primary: filled in the accent, the main action's one colour on every page; secondary: outlined. */
export type ButtonVariant = "primary" | "secondary"

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
