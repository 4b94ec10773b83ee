import React from "react"
import styled from "styled-components"
import { markColors, markGeometry, markSize } from "./brand-mark"
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

/** The mark (brand-mark.ts) and the name, set in the site's font. */
const { radius, letter, letterWidth, anchor, handle, handleWidth, grip } = markGeometry

export const Logo = () => (
  <Mark>
    <svg
      viewBox={`0 0 ${markSize} ${markSize}`}
      width={markSize}
      height={markSize}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={markSize} height={markSize} rx={radius} fill={markColors.sheet} />
      <path
        d={letter}
        fill="none"
        stroke={markColors.letter}
        strokeWidth={letterWidth}
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path d={handle} stroke={markColors.accent} strokeWidth={handleWidth} />
      <circle {...grip} fill={markColors.accent} />
      <rect
        x={anchor.x}
        y={anchor.y}
        width={anchor.size}
        height={anchor.size}
        fill={markColors.accent}
        stroke={markColors.sheet}
        strokeWidth={anchor.outline}
      />
    </svg>
    <span>{company.brand}</span>
  </Mark>
)
