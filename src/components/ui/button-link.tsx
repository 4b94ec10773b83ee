import { Link } from "gatsby"
import styled, { css } from "styled-components"
import { theme } from "../../styles/theme"

/** primary: filled; secondary: outlined; inverse: white, for dark or coloured backgrounds. */
export type ButtonVariant = "primary" | "secondary" | "inverse"

export const buttonStyles = css<{ $variant?: ButtonVariant }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 3rem;
  padding: 0 ${theme.space[5]};
  border: 2px solid ${theme.colors.primary};
  border-radius: ${theme.radii.pill};
  font: inherit;
  font-weight: ${theme.fontWeights.semibold};
  text-decoration: none;
  cursor: pointer;
  transition:
    background ${theme.durations.fast},
    color ${theme.durations.fast};

  ${({ $variant = "primary" }) =>
    $variant === "inverse"
      ? css`
          background: ${theme.colors.white};
          border-color: ${theme.colors.white};
          color: ${theme.colors.ink};
          &:hover {
            background: ${theme.colors.primarySoft};
            border-color: ${theme.colors.primarySoft};
            color: ${theme.colors.ink};
          }
        `
      : $variant === "primary"
        ? css`
            background: ${theme.colors.primary};
            color: ${theme.colors.white};
            &:hover {
              background: ${theme.colors.primaryDark};
              border-color: ${theme.colors.primaryDark};
              color: ${theme.colors.white};
            }
          `
        : css`
            background: transparent;
            color: ${theme.colors.primary};
            &:hover {
              background: ${theme.colors.primarySoft};
              color: ${theme.colors.primaryDark};
            }
          `}
`

/** An internal link that looks like a button. */
export const ButtonLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
`
