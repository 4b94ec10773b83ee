import React from "react"
import styled from "styled-components"
import { markShapes, markSize } from "./brand-mark"
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

// The name's last word ("Studio") set lighter, so the name itself leads.
const Rest = styled.span`
  font-weight: ${theme.fontWeights.medium};
  color: ${theme.colors.inkSoft};
`

/** The brand's name, its last word apart: "Webnova" and "Studio". */
const nameParts = (brand: string): [string, string] => {
  const space = brand.lastIndexOf(" ")
  return space < 0 ? [brand, ""] : [brand.slice(0, space), brand.slice(space)]
}

/** The mark (brand-mark.tsx) and the name, set in the site's font. */
export const Logo = () => {
  const [lead, rest] = nameParts(company.brand)
  return (
    <Mark>
      <svg
        viewBox={`0 0 ${markSize} ${markSize}`}
        width={markSize}
        height={markSize}
        aria-hidden="true"
        focusable="false"
      >
        {markShapes()}
      </svg>
      <span>
        {lead}
        {rest && <Rest>{rest}</Rest>}
      </span>
    </Mark>
  )
}
