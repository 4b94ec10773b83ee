import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import type { Offer } from "./types"
import { usePageContext } from "../../components/layout/page-context"
import { ButtonLink, cardButton } from "../../components/ui/button-link"
import { serviceQueryFrom, localizedPath } from "../../i18n/paths"
import { media } from "../../styles/media"
import { listTick } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { fluid } from "../../styles/type-scale"

const Card = styled.article<{ $rows: number }>`
  position: relative;
  display: flex;
  flex-direction: column;
  /* Cards share their row's height: a short card next to a tall one ends level with it, its
     links at the foot, instead of leaving a blank under it. */
  padding: ${theme.space[6]} ${theme.space[5]} ${theme.space[5]};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
  transition: border-color ${theme.durations.fast};

  &:hover {
    border-color: ${theme.colors.primary};
  }

  ${media.md} {
    height: 100%;
  }

  /* Cards side by side share their rows: each title, price, text, list and link starts on one
     line across the row, however many lines the one before takes. */
  @supports (grid-template-rows: subgrid) {
    ${media.md} {
      display: grid;
      grid-row: span ${({ $rows }) => $rows};
      grid-template-rows: subgrid;
      row-gap: 0;
      align-content: start;

      > :last-child {
        align-self: end;
      }
    }
  }
`

// A step under the section's heading: at its size a card's name ran three lines in a third of
// a laptop's width ("Strona / zoptymalizowana / pod SEO").
const Title = styled.h3`
  margin-bottom: ${theme.space[2]};
  font-size: ${fluid(22, 28)};
  text-wrap: balance;
  font-weight: ${theme.fontWeights.heavy};

  /* A priced package's name leads to its page: the card's one button asks about it. Underlined
     only under the pointer, as a card's title is elsewhere: underlined at display size it read
     as a defect. */
  a {
    color: inherit;
    text-decoration: none;
    text-underline-offset: 0.2em;
  }
  a:hover {
    text-decoration: underline;
    text-decoration-thickness: 2px;
  }
`

const Subtitle = styled.p`
  font-weight: ${theme.fontWeights.semibold};
  color: ${theme.colors.primary};
`

/** What an offer includes: a ticked list (the folded packages on a phone use it too). */
export const Included = styled.ul`
  margin: 0 0 ${theme.space[5]};
  padding: 0;
  list-style: none;
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkSoft};

  li {
    ${listTick}
  }
  li + li {
    margin-top: ${theme.space[2]};
  }
`

// The offer's step at the card's foot: an outlined button, as the hub's packages have theirs.
const More = styled(ButtonLink)`
  ${cardButton}
  align-self: flex-start;
  justify-self: start;
  margin-top: auto;
`

const Actions = styled.div`
  margin-top: auto;
`

/** An offer's own page, in this language, carrying the service it came from. */
const useOfferPath = (offer: Offer) => {
  const { language, routeId } = usePageContext()
  return localizedPath(offer.link, language, serviceQueryFrom(offer.link, routeId))
}

/** An offer's link to its own page. */
export const OfferMore = ({ offer }: { offer: Offer }) => (
  <More $variant="secondary" to={useOfferPath(offer)}>
    {offer.linkText}
  </More>
)

type OfferCardProps = {
  offer: Offer
  includedLabel: string
  /** Id of the card's heading, for actions that name it. */
  titleId?: string
  /** The offer's price and duration, where the service prices its offers one by one. */
  price?: React.ReactNode
  /**
   * The card's one action at its foot, instead of the offer's own link: the offer's name links
   * to its page then.
   */
  action?: React.ReactNode
  testId?: string
}

export const OfferCard = ({
  offer,
  includedLabel,
  titleId,
  price,
  action,
  testId,
}: OfferCardProps) => {
  const path = useOfferPath(offer)
  return (
    <Card
      data-testid={testId}
      // Title with subtitle, price, description, list and the actions: a row each, when present.
      $rows={[true, price, true, true, true].filter(Boolean).length}
    >
      {/* Title and subtitle share a row: the subtitle follows its title, and the space a short
          title leaves falls below both, not between them or above the title. */}
      <div>
        <Title id={titleId}>{action ? <Link to={path}>{offer.title}</Link> : offer.title}</Title>
        {offer.subtitle && <Subtitle>{offer.subtitle}</Subtitle>}
      </div>
      {price}
      <p>{offer.description}</p>
      <Included aria-label={includedLabel}>
        {offer.servicesList.map(service => (
          <li key={service}>{service}</li>
        ))}
      </Included>
      {action ? (
        <Actions>{action}</Actions>
      ) : (
        <More $variant="secondary" to={path}>
          {offer.linkText}
        </More>
      )}
    </Card>
  )
}
