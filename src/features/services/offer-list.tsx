import React from "react"
import styled from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { OfferCard } from "./offer-card"
import { OffersFolded } from "./offers-folded"
import type { Offer } from "./types"

const Before = styled.div`
  margin-bottom: ${theme.space[5]};

  &:empty {
    display: none;
  }
`

// From tablets up only: a phone gets the offers folded instead.
const FromTablets = styled.div`
  ${media.belowMd} {
    display: none;
  }
`

/** What a service that prices its offers one by one adds to an offer's card. */
export type OfferExtras = {
  price?: React.ReactNode
  action?: React.ReactNode
  testId?: string
}

type OfferListProps = {
  title: string
  offers: Offer[]
  includedLabel: string
  lead?: string
  /** Each offer's price, second action and test id, given the id of its card's heading. */
  extras?: (offer: Offer, titleId: string) => OfferExtras
  /** What comes before the offers in the same section: a note. */
  before?: React.ReactNode
  /** What a phone shows instead of the cards; the offers folded to their subtitles by default. */
  folded?: React.ReactNode
  /** What follows the offers in the same section: a band, a link. */
  children?: React.ReactNode
}

/**
 * The offers of a service overview: from tablets up cards in a grid whose rows are always full;
 * on a phone folded, one under another, so that all of them are one screen of the page (the
 * websites hub's priced packages with their figures, PackagesFolded).
 */
export const OfferList = ({
  title,
  offers,
  includedLabel,
  lead,
  extras,
  before,
  folded,
  children,
}: OfferListProps) => (
  <TitledSection id="offers-title" title={title} lead={lead} tone="tinted">
    {before && <Before>{before}</Before>}
    {folded ?? (
      <OffersFolded offers={offers} includedLabel={includedLabel} labelledBy="offers-title" />
    )}
    <FromTablets>
      <BalancedGrid $count={offers.length}>
        {offers.map((offer, index) => {
          const titleId = `offer-${index + 1}-title`
          return (
            <OfferCard
              key={offer.title}
              offer={offer}
              includedLabel={includedLabel}
              titleId={titleId}
              {...extras?.(offer, titleId)}
            />
          )
        })}
      </BalancedGrid>
    </FromTablets>
    {children}
  </TitledSection>
)
