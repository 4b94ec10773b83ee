import React from "react"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

// The figures a business owner asks first, set as a drawing's title block: ruled cells, each a
// small label over its value.
const Block = styled.div`
  margin: 0 0 ${theme.space[5]};
`

// Ruled like a table that may wrap: each cell draws its right and bottom rules, the block its top
// and left, so a cell that moves to a second row on a narrow phone stays boxed.
const Cells = styled.dl`
  display: inline-flex;
  flex-wrap: wrap;
  max-width: 100%;
  margin: 0;
  border-top: 1px solid ${theme.colors.lineStrong};
  border-left: 1px solid ${theme.colors.lineStrong};

  > div {
    padding: ${theme.space[2]} ${theme.space[4]};
    border-right: 1px solid ${theme.colors.lineStrong};
    border-bottom: 1px solid ${theme.colors.lineStrong};
  }
  dt {
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    letter-spacing: ${theme.letterSpacings.caps};
    text-transform: uppercase;
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.bold};
    white-space: nowrap;
  }

  ${media.md} {
    dd {
      font-size: ${theme.fontSizes.lg};
    }
  }
`

const Below = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
    font-weight: ${theme.fontWeights.bold};
  }
  span {
    color: ${theme.colors.muted};
  }

  ${media.md} {
    font-size: ${theme.fontSizes.xs};
  }
`

type PriceCueProps = {
  strings: Namespaces["pricing"]
  /** "od 5 900 zł netto". */
  price: string
  /** "4–8 tyg.". */
  duration: string
  /** Where the full figures are on the page: the id of their heading. */
  target: string
  /** The link's text: what the visitor finds there. */
  linkText: string
  /** While the pricing file holds examples, the figures say so. */
  example: boolean
}

/** A service's starting price and typical duration at the top of its page, linked to the rest. */
export const PriceCue = ({
  strings,
  price,
  duration,
  target,
  linkText,
  example,
}: PriceCueProps) => (
  <Block data-testid="price-cue">
    <Cells>
      <div>
        <dt>{strings.priceLabel}</dt>
        <dd>{price}</dd>
      </div>
      <div>
        <dt>{strings.cueDuration}</dt>
        <dd>{duration}</dd>
      </div>
    </Cells>
    <Below>
      <a href={`#${target}`}>{linkText}</a>
      {example && <span>{strings.cueExample}</span>}
    </Below>
  </Block>
)
