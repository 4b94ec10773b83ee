import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Container, Lead, Section, SectionTitle } from "../../components/ui/container"
import { usePageContext } from "../../components/layout/page-context"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { routeLabelKeys } from "../../i18n/route-labels"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { ExamplesNote } from "./examples-note"
import { IncludedList } from "./included-list"
import { fromText, monthlyText, weeksText } from "./price-text"
import { pricedServices, type PricedService, type Pricing } from "./pricing-data"

// Six packages in even rows (2 + 2 + 2 on tablets, 3 + 3 from laptops), monthly care as a band
// across the grid under them: never a row with a lone card or a hole.
const Cards = styled.ul`
  display: grid;
  grid-template-columns: minmax(0, 1fr);

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  gap: ${theme.space[4]};
  margin: ${theme.space[5]} 0 0;
  padding: 0;
  list-style: none;
`

const Card = styled.li<{ $care?: boolean }>`
  grid-column: ${({ $care }) => ($care ? "1 / -1" : "auto")};
  display: flex;
  flex-direction: column;
  gap: ${theme.space[2]};
  padding: ${theme.space[5]};
  border: 1px solid ${({ $care }) => ($care ? theme.colors.accent : theme.colors.line)};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.page};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  h3 a {
    color: inherit;
  }
  strong {
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
`

// A secondary action at each card's foot: the contact form with this package chosen.
const AskLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  min-height: 2.75rem;
  margin-top: auto;
  font-weight: ${theme.fontWeights.bold};
`

const PlannerLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  margin-top: ${theme.space[5]};
  font-weight: ${theme.fontWeights.bold};
`

type PriceComparisonProps = {
  strings: Namespaces["pricing"]
  pricing: Pricing
  /** The services compared, in order; monthly care is its own card at the end. */
  services?: readonly PricedService[]
}

/** The packages side by side: starting price, typical duration and what each includes. */
export const PriceComparison = ({
  strings,
  pricing,
  services = pricedServices,
}: PriceComparisonProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  const shown = services.filter(id => id !== "care" && id !== "apps")
  const anyExample = [...shown, "care" as const].some(id => pricing.services[id].example)
  const care = pricing.services.care
  return (
    <Section $tone="tinted" aria-labelledby="comparison-title">
      <Container>
        <SectionTitle id="comparison-title">{strings.comparisonTitle}</SectionTitle>
        <Lead>{strings.comparisonText}</Lead>
        <ExamplesNote show={anyExample} text={strings.examplesNote} />
        <Cards>
          {shown.map(id => {
            const entry = pricing.services[id]
            return (
              <Card key={id} data-testid={`compare-${id}`}>
                <h3 id={`compare-${id}-title`}>
                  <Link to={localizedPath(id, language)}>{t(routeLabelKeys[id])}</Link>
                </h3>
                <strong>{fromText(strings, entry.priceFrom, language)}</strong>
                <p>
                  {strings.durationLabel}: {weeksText(strings, entry)}
                </p>
                <IncludedList items={language === "pl" ? entry.includedPl : entry.includedEn} />
                <AskLink
                  to={localizedPath("contact#form", language, { service: id })}
                  aria-describedby={`compare-${id}-title`}
                >
                  {strings.ask}
                </AskLink>
              </Card>
            )
          })}
          <Card $care data-testid="compare-care">
            <h3 id="compare-care-title">{strings.care}</h3>
            <strong>{monthlyText(strings, care, language)}</strong>
            <p>{strings.careText}</p>
            <AskLink
              to={localizedPath("contact#form", language, { service: "care" })}
              aria-describedby="compare-care-title"
            >
              {strings.ask}
            </AskLink>
          </Card>
        </Cards>
        <PlannerLink to={localizedPath("estimate", language)}>{strings.planner}</PlannerLink>
      </Container>
    </Section>
  )
}
