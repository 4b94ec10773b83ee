import React from "react"
import styled from "styled-components"
import { company } from "../../config/company"
import { theme } from "../../styles/theme"

// Fixed sizes, never shrunk by the menu beside it: the logo is the same in every language.
const Mark = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${theme.space[2]};
  flex: none;
  color: ${theme.colors.ink};
  font-size: 1.1875rem;
  font-weight: ${theme.fontWeights.heavy};
  letter-spacing: ${theme.letterSpacings.heading};
  line-height: 1;
  white-space: nowrap;

  svg {
    flex: none;
    width: 2.25rem;
    height: 2.25rem;
  }
`

/** The mark (a W on the brand's colour, with a warm dot) and the name, set in the site's font. */
export const Logo = () => (
  <Mark>
    <svg viewBox="0 0 36 36" width="36" height="36" aria-hidden="true" focusable="false">
      <rect width="36" height="36" rx="10" fill={theme.colors.primary} />
      <path
        d="M8 12l4.5 12 5.5-9 5.5 9L28 12"
        fill="none"
        stroke={theme.colors.onPrimary}
        strokeWidth="3.2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="29.5" cy="7" r="2.5" fill={theme.colors.accent} />
    </svg>
    <span>{company.brand}</span>
  </Mark>
)
