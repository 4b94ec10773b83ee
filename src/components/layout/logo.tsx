import React from "react"
import styled from "styled-components"
import { company } from "../../config/company"
import { theme } from "../../styles/theme"

const Svg = styled.svg`
  display: block;
  width: min(378px, 58vw);
  height: auto;
`

/** The wordmark, 378x28. Inline so it uses the site's font and needs no request. */
export const Logo = () => (
  <Svg viewBox="0 0 378 28" width="378" height="28" aria-hidden="true" focusable="false">
    <rect width="48" height="28" rx="7" fill={theme.colors.primary} />
    <path
      d="M10 8l5 12 4-8 4 8 5-12"
      fill="none"
      stroke={theme.colors.white}
      strokeWidth="3"
      strokeLinecap="round"
      strokeLinejoin="round"
    />
    <circle cx="38" cy="9" r="3" fill={theme.colors.accent} />
    <text x="60" y="21" fill="currentColor" fontSize="21" fontWeight="700" letterSpacing="-0.3">
      {company.brand}
    </text>
  </Svg>
)
