import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import type { Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { ButtonLink, buttonStyles, type ButtonVariant } from "../../components/ui/button-link"
import type { OfferExtras } from "../services/offer-list"
import type { Offer } from "../services/types"
import { fromText, monthlyText, weeksText } from "./price-text"
import { pricedServices, type PricedService, type Pricing } from "./pricing-data"

type Strings = Namespaces["pricing"]

const isPriced = (link: string): link is PricedService =>
  (pricedServices as readonly string[]).includes(link)

// The starting price and the typical duration, between an offer's subtitle and its description.
const Figures = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: 0 ${theme.space[3]};
  margin: 0 0 ${theme.space[4]};
  padding: ${theme.space[3]} 0;
  border-block: 1px solid ${theme.colors.line};

  strong {
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.heavy};
  }
  span {
    color: ${theme.colors.inkSoft};
  }
`

// The card's action: the contact form with this package chosen. An outlined button, so that it
// reads as the card's step and the text link beside it as more to read.
const AskLink = styled(Link)<{ $variant?: ButtonVariant }>`
  ${buttonStyles}
  min-height: 2.75rem;
  padding: 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
`

/**
 * What the websites hub adds to each website type's card: its starting price and duration from
 * the pricing file, and "ask about this package". The cards are the comparison: the six
 * packages side by side, each described once.
 */
export const packageExtras =
  (strings: Strings, pricing: Pricing, language: Language) =>
  (offer: Offer, titleId: string): OfferExtras => {
    if (!isPriced(offer.link)) return {}
    const entry = pricing.services[offer.link]
    return {
      price: (
        <Figures>
          <strong>{fromText(strings, entry.priceFrom, language)}</strong>
          <span>
            {strings.durationLabel}: {weeksText(strings, entry)}
          </span>
        </Figures>
      ),
      action: (
        <AskLink
          $variant="secondary"
          to={localizedPath("contact#form", language, { service: offer.link })}
          aria-describedby={titleId}
        >
          {strings.ask}
        </AskLink>
      ),
      testId: `compare-${offer.link}`,
    }
  }

// A band across the grid: its name and price, what it is, and its action.
const Care = styled.div`
  display: grid;
  gap: ${theme.space[2]} ${theme.space[6]};
  align-items: center;
  margin-top: ${theme.space[6]};
  padding: ${theme.space[5]};
  border: 1px solid ${theme.colors.accent};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.page};

  /* Side by side from laptops: on a tablet the name and price took four narrow lines. */
  ${media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.3fr) auto;
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
  }
  strong {
    font-size: ${theme.fontSizes.lg};
  }
  ${AskLink} {
    justify-self: start;
  }
  > div {
    display: grid;
    gap: ${theme.space[1]};
  }
`

// The planner, a step of its own after the packages for a visitor who cannot yet tell which one:
// the question, then a button (not a line of small print), on one line where it fits.
const PlannerCue = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[3]} ${theme.space[4]};
  margin: ${theme.space[5]} 0 0;
  font-weight: ${theme.fontWeights.semibold};
`

type CareAndPlannerProps = { strings: Strings; pricing: Pricing; language: Language }

/** Monthly care as its own line under the packages, then the way to the project planner. */
export const CareAndPlanner = ({ strings, pricing, language }: CareAndPlannerProps) => (
  <>
    <Care data-testid="compare-care">
      <div>
        <h3 id="compare-care-title">{strings.care}</h3>
        <strong>{monthlyText(strings, pricing.services.care, language)}</strong>
      </div>
      <p>{strings.careText}</p>
      <AskLink
        $variant="secondary"
        to={localizedPath("contact#form", language, { service: "care" })}
        aria-describedby="compare-care-title"
      >
        {strings.ask}
      </AskLink>
    </Care>
    <PlannerCue data-testid="compare-planner">
      <span>{strings.plannerLead}</span>
      <ButtonLink $variant="secondary" to={localizedPath("estimate", language)}>
        {strings.planner}
      </ButtonLink>
    </PlannerCue>
  </>
)

// On a phone the packages are a rail, one in view: this list puts their figures side by side
// first, each linked to its card. From tablets up the cards themselves stand side by side.
const Glance = styled.table`
  width: 100%;
  margin-top: ${theme.space[5]};
  border-collapse: collapse;
  font-size: ${theme.fontSizes.sm};

  caption {
    margin-bottom: ${theme.space[2]};
    text-align: left;
    font-weight: ${theme.fontWeights.bold};
  }
  th,
  td {
    padding: ${theme.space[2]} 0;
    border-bottom: 1px solid ${theme.colors.line};
    text-align: left;
    vertical-align: baseline;
  }
  th {
    font-weight: ${theme.fontWeights.regular};
  }
  th a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
  }
  td {
    padding-left: ${theme.space[3]};
    white-space: nowrap;
    text-align: right;
  }
  td:first-of-type {
    font-weight: ${theme.fontWeights.bold};
  }
  td:last-of-type {
    color: ${theme.colors.inkSoft};
  }

  ${media.md} {
    display: none;
  }
`

type PackagesAtGlanceProps = {
  strings: Strings
  pricing: Pricing
  language: Language
  offers: readonly Offer[]
}

/** The hub's packages in one table on a phone: name (to its card), starting price, duration. */
export const PackagesAtGlance = ({ strings, pricing, language, offers }: PackagesAtGlanceProps) => (
  <Glance data-testid="packages-at-glance">
    <caption>{strings.glance}</caption>
    <tbody>
      {offers.map((offer, index) =>
        isPriced(offer.link) ? (
          <tr key={offer.link}>
            <th scope="row">
              <a href={`#offer-${index + 1}-title`}>{offer.title}</a>
            </th>
            <td>{fromText(strings, pricing.services[offer.link].priceFrom, language)}</td>
            <td>{weeksText(strings, pricing.services[offer.link])}</td>
          </tr>
        ) : null
      )}
    </tbody>
  </Glance>
)
