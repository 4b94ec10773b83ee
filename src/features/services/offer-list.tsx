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

/** What a service that prices its offers one by one adds to each card. */
export type OfferPricing = {
  price: (offer: Offer, titleId: string) => React.ReactNode
  action: (offer: Offer, titleId: string) => React.ReactNode
  testId: (offer: Offer) => string
}

type OfferListProps = {
  title: string
  offers: Offer[]
  includedLabel: string
  lead?: string
  pricing?: OfferPricing
  /** What follows the cards in the same section: a note, a band, a link. */
  before?: React.ReactNode
  children?: React.ReactNode
}

/** The offers of a service overview, in a grid whose rows are always full. */
export const OfferList = ({
  title,
  offers,
  includedLabel,
  lead,
  pricing,
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
            titleId={pricing && titleId}
            price={pricing?.price(offer, titleId)}
            action={pricing?.action(offer, titleId)}
            testId={pricing?.testId(offer)}
          />
        )
      })}
    </BalancedGrid>
    {children}
  </TitledSection>
)
