import React from "react"
import styled from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { PreviewRail } from "../../components/ui/preview-rail"
import { TitledSection } from "../../components/ui/titled-section"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

const Before = styled.div`
  margin-bottom: ${theme.space[5]};

  &:empty {
    display: none;
  }
`

// From tablets up only, where a phone gets the offers folded in `before` instead of a rail.
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
  /** What comes before the cards in the same section: a note. */
  before?: React.ReactNode
  /** What follows the cards in the same section: a band, a link. */
  children?: React.ReactNode
  /** No cards on a phone: `before` shows the offers there in a form of its own. */
  notOnPhones?: boolean
}

/**
 * The offers of a service overview, in a grid whose rows are always full; on phones a rail, so
 * four kinds of text and list are one screen of the page, not four. The websites hub's priced
 * packages show on a phone folded, one under another, instead (`notOnPhones`, PackagesFolded).
 */
export const OfferList = ({
  title,
  offers,
  includedLabel,
  lead,
  extras,
  before,
  children,
  notOnPhones,
}: OfferListProps) => {
  const cards = (
    <PreviewRail count={offers.length}>
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
    </PreviewRail>
  )
  return (
    <TitledSection id="offers-title" title={title} lead={lead} tone="tinted">
      {before && <Before>{before}</Before>}
      {notOnPhones ? <FromTablets>{cards}</FromTablets> : cards}
      {children}
    </TitledSection>
  )
}
