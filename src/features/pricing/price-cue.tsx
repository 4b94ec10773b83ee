import React from "react"
import { TitleBlock } from "../../components/ui/title-block"
import type { Namespaces } from "../../i18n/namespaces"

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
  <TitleBlock
    testId="price-cue"
    cells={[
      { label: strings.priceLabel, value: price },
      { label: strings.cueDuration, value: duration },
    ]}
    below={
      <>
        <a href={`#${target}`}>{linkText}</a>
        {example && <span>{strings.cueExample}</span>}
      </>
    }
  />
)
