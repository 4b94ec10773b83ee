import React from "react"
import styled from "styled-components"
import type { Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import { localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { ButtonLink, cardButton } from "../../components/ui/button-link"
import { OffersFolded } from "../services/offers-folded"
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
const AskLink = styled(ButtonLink)`
  ${cardButton}
`

/** "Ask about this package": the form with the package chosen, described by the package's name. */
const AskAbout = ({
  service,
  label,
  language,
  describedBy,
}: {
  /** The contact form's need it preselects: both care lines are "care" there. */
  service: Exclude<PricedService, "apps-care">
  label: string
  language: Language
  describedBy: string
}) => (
  <AskLink
    $variant="secondary"
    to={localizedPath("contact#form", language, { service })}
    aria-describedby={describedBy}
  >
    {label}
  </AskLink>
)

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
        <AskAbout
          service={offer.link}
          label={strings.ask}
          language={language}
          describedBy={titleId}
        />
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
        {/* Care is not a package: its own words, where "this package" read as a slip (CF). */}
        {strings.careAsk}
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

type PackagesFoldedProps = {
  strings: Strings
  pricing: Pricing
  language: Language
  offers: readonly Offer[]
  /** The name of an offer's list of what it includes, for screen readers. */
  includedLabel: string
}

/**
 * The hub's packages on a phone: folded, one under another, each to its name, starting price and
 * duration, and opening to its text and its two actions.
 */
export const PackagesFolded = ({
  strings,
  pricing,
  language,
  offers,
  includedLabel,
}: PackagesFoldedProps) => (
  <OffersFolded
    offers={offers.filter(offer => isPriced(offer.link))}
    includedLabel={includedLabel}
    label={{ id: "packages-folded-title", text: strings.glance }}
    line={({ link }) =>
      isPriced(link) && (
        <>
          <strong>{fromText(strings, pricing.services[link].priceFrom, language)}</strong> ·{" "}
          {weeksText(strings, pricing.services[link])}
        </>
      )
    }
    action={({ link }, nameId) =>
      isPriced(link) && (
        <AskAbout service={link} label={strings.ask} language={language} describedBy={nameId} />
      )
    }
  />
)
