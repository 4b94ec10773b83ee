import React from "react"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

type OfferListProps = { title: string; offers: Offer[]; includedLabel: string }

/** The offers of a service overview, in a grid whose rows are always full. */
export const OfferList = ({ title, offers, includedLabel }: OfferListProps) => (
  <TitledSection id="offers-title" title={title} tone="tinted">
    <BalancedGrid $count={offers.length}>
      {offers.map(offer => (
        <OfferCard key={offer.title} offer={offer} includedLabel={includedLabel} />
      ))}
    </BalancedGrid>
  </TitledSection>
)
