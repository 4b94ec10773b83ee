import React from "react"
import { TitledSection } from "../../components/ui/titled-section"
import { CardGrid } from "../../components/ui/card-grid"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

type OfferListProps = { title: string; offers: Offer[]; includedLabel: string }

export const OfferList = ({ title, offers, includedLabel }: OfferListProps) => (
  <TitledSection id="offers-title" title={title} tinted>
    <CardGrid>
      {offers.map(offer => (
        <OfferCard key={offer.title} offer={offer} includedLabel={includedLabel} />
      ))}
    </CardGrid>
  </TitledSection>
)
