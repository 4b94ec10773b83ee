import React from "react"
import styled from "styled-components"
import { Container, Section, SectionTitle } from "../../components/ui/container"
import { media } from "../../styles/media"
import { OfferCard } from "./offer-card"
import type { Offer } from "./types"

const Grid = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

type OfferListProps = { title: string; offers: Offer[]; includedLabel: string }

export const OfferList = ({ title, offers, includedLabel }: OfferListProps) => (
  <Section $tinted aria-labelledby="offers-title">
    <Container>
      <SectionTitle id="offers-title">{title}</SectionTitle>
      <Grid>
        {offers.map(offer => (
          <OfferCard key={offer.title} offer={offer} includedLabel={includedLabel} />
        ))}
      </Grid>
    </Container>
  </Section>
)
