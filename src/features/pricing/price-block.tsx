import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../../components/ui/button-link"
import { Container, Section, SectionTitle } from "../../components/ui/container"
import { SheetLine } from "../../components/ui/titled-section"
import { usePageContext } from "../../components/layout/page-context"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { ExamplesNote } from "./examples-note"
import { IncludedList } from "./included-list"
import { monthlyText, priceText, weeksText } from "./price-text"
import { careOf } from "./pricing-ids"
import type { PlannedService, PriceEntry, Pricing } from "./pricing-data"

// The project's card, then monthly care under it, each across the width: side by side the two
// were never one height, and one of them ended in a gap.
const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[5]};
`

const Card = styled.div`
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.page};
  box-shadow: ${theme.shadows.card};

  dl {
    margin: 0;
  }
  dt {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
  }
  /* The package's figures and care's monthly price, set alike. Balanced, a range that needs
     two lines breaks at its dash, not before its last word. */
  dd,
  [data-price] {
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.heading};
    text-wrap: balance;
  }
  dd {
    margin: 0 0 ${theme.space[4]};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  /* What the price includes is labelled as the price and the duration are: the figures lead. */
  [data-included] h3 {
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.regular};
    color: ${theme.colors.muted};
  }

  /* From laptops up each card sets its figures beside what they include: stacked across the
     width, the list left the card's right half empty. */
  ${media.lg} {
    display: grid;
    grid-template-columns: repeat(2, minmax(0, 1fr));
    column-gap: ${theme.space[6]};

    /* The figures lead at a size of their own where their half of the card holds them on a
       line; a phone keeps them at the heading's size, or a range breaks before "netto". */
    dd,
    [data-price] {
      font-size: ${theme.fontSizes.xl};
    }
  }
`

// Care's one sentence runs the card's width: evened out ("pretty"), its three short lines on a
// phone read as a column narrower than the card (a reviewer of round 58).
const CareText = styled.p`
  text-wrap: wrap;
`

// The way to the planner, the same secondary button as under the websites hub's packages.
const PlannerLink = styled(ButtonLink)`
  margin-top: ${theme.space[5]};
`

type PriceBlockProps = {
  service: PlannedService
  pricing: Pricing
  strings: Namespaces["pricing"]
}

const included = (entry: PriceEntry, language: "pl" | "en") =>
  language === "pl" ? entry.includedPl : entry.includedEn

/** A service's price range, typical duration and what it includes, with monthly care apart. */
export const PriceBlock = ({ service, pricing, strings }: PriceBlockProps) => {
  const { language } = usePageContext()
  const entry = pricing.services[service]
  const care = pricing.services[careOf(service)]
  return (
    <Section $tone="tinted" aria-labelledby="price-title">
      <Container>
        <SheetLine />
        <SectionTitle id="price-title">{strings.title}</SectionTitle>
        <ExamplesNote show={entry.example || care.example} text={strings.examplesNote} />
        <Grid>
          <Card data-testid="service-price">
            <dl>
              <dt>{strings.priceLabel}</dt>
              <dd>{priceText(strings, entry, language)}</dd>
              <dt>{strings.durationLabel}</dt>
              <dd>{weeksText(strings, entry)}</dd>
            </dl>
            <div data-included="">
              <h3>{strings.includedLabel}</h3>
              <IncludedList items={included(entry, language)} />
            </div>
          </Card>
          <Card data-testid="care-price">
            <div>
              <h3>{strings.care}</h3>
              <p data-price="">{monthlyText(strings, care, language)}</p>
            </div>
            <div>
              <CareText>{strings.careText}</CareText>
              <IncludedList items={included(care, language)} />
            </div>
          </Card>
        </Grid>
        <PlannerLink $variant="secondary" to={localizedPath("estimate", language)}>
          {strings.planner}
        </PlannerLink>
      </Container>
    </Section>
  )
}
