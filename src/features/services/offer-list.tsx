import React from "react"
import { Container, Section, SectionTitle } from "../../components/ui/container"
import { CardGrid } from "../../components/ui/card-grid"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

type OfferListProps = { title: string; offers: Offer[]; includedLabel: string }

export const OfferList = ({ title, offers, includedLabel }: OfferListProps) => (
  <Section $tinted aria-labelledby="offers-title">
    <Container>
      <SectionTitle id="offers-title">{title}</SectionTitle>
      <CardGrid>
        {offers.map(offer => (
          <OfferCard key={offer.title} offer={offer} includedLabel={includedLabel} />
        ))}
      </CardGrid>
    </Container>
  </Section>
)
