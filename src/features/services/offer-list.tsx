import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

const Before = styled.div`
  margin-bottom: ${theme.space[5]};

  &:empty {
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
  /** What comes before the cards in the same section: a note. */
  before?: React.ReactNode
  /** What follows the cards in the same section: a band, a link. */
  children?: React.ReactNode
}

/** The offers of a service overview, in a grid whose rows are always full. */
export const OfferList = ({
  title,
  offers,
  includedLabel,
  lead,
  extras,
  before,
  children,
}: OfferListProps) => (
  <TitledSection id="offers-title" title={title} lead={lead} tone="tinted">
    {before && <Before>{before}</Before>}
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
    {children}
  </TitledSection>
)
