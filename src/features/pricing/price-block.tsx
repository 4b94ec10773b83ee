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
import type { PlannedService, PriceEntry, Pricing } from "./pricing-data"

const Grid = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: 3fr 2fr;
    /* Each card as tall as its content: care is the shorter, and stretched it ended in a gap. */
    align-items: start;
  }
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
  dd {
    margin: 0 0 ${theme.space[4]};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
  h3 {
    font-size: ${theme.fontSizes.lg};
  }
  /* Care's monthly price, set as the package's figures are. */
  [data-price] {
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
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
  const care = pricing.services.care
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
            <h3>{strings.includedLabel}</h3>
            <IncludedList items={included(entry, language)} />
          </Card>
          <Card data-testid="care-price">
            <h3>{strings.care}</h3>
            <p data-price="">{monthlyText(strings, care, language)}</p>
            <p>{strings.careText}</p>
            <IncludedList items={included(care, language)} />
          </Card>
        </Grid>
        <PlannerLink $variant="secondary" to={localizedPath("estimate", language)}>
          {strings.planner}
        </PlannerLink>
      </Container>
    </Section>
  )
}
