import React from "react"
import styled from "styled-components"
import { media } from "../../styles/media"
import { foldSummaries } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { Included, OfferMore } from "./offer-card"
import type { Offer } from "./types"

// On a phone a service's offers, one under another, each folded to its name and one line: all of
// them compare at a glance in one screen, and each opens in place to what it is, what it includes
// and its actions, its text whole. From tablets up the cards stand side by side instead
// (OfferList).
const Folded = styled.div`
  ${media.md} {
    display: none;
  }

  > p {
    margin: 0 0 ${theme.space[2]};
    font-weight: ${theme.fontWeights.bold};
  }
  > ul {
    margin: 0;
    padding: 0;
    list-style: none;
  }
  > ul > li {
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
  }
  > ul > li + li {
    margin-top: ${theme.space[2]};
  }

  summary {
    display: grid;
    grid-template-columns: minmax(0, 1fr) auto;
    align-items: center;
    gap: ${theme.space[1]} ${theme.space[3]};
    min-height: 3rem;
    padding: ${theme.space[3]} ${theme.space[4]};
  }
  ${foldSummaries}
  summary::after {
    grid-column: 2;
    grid-row: 1 / span 2;
  }
  summary > span {
    grid-column: 1;
  }
`

const FoldName = styled.span`
  font-size: ${theme.fontSizes.lg};
  font-weight: ${theme.fontWeights.heavy};
`

// The line under the name: a package's figures, or what the offer means.
const FoldLine = styled.span`
  font-size: ${theme.fontSizes.sm};
  color: ${theme.colors.inkSoft};

  strong {
    color: ${theme.colors.ink};
  }
`

const FoldBody = styled.div`
  padding: 0 ${theme.space[4]} ${theme.space[4]};

  > p:first-child[data-subtitle] {
    font-weight: ${theme.fontWeights.semibold};
    color: ${theme.colors.primary};
  }
`

const FoldActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${theme.space[2]} ${theme.space[5]};
`

type OffersFoldedProps = {
  offers: readonly Offer[]
  /** The name of an offer's list of what it includes, for screen readers. */
  includedLabel: string
  /** The list's visible name, where the section's heading does not name it alone. */
  label?: { id: string; text: string }
  /** The list's name: the id of the section's heading, without `label`. */
  labelledBy?: string
  /** The line under each name: the offer's figures. Without it, the offer's subtitle. */
  line?: (offer: Offer) => React.ReactNode
  /** After the offer's own link: a second action, given the id of the offer's name. */
  action?: (offer: Offer, nameId: string) => React.ReactNode
  className?: string
}

/** A service's offers on a phone: a list of folded offers, each opening in place. */
export const OffersFolded = ({
  offers,
  includedLabel,
  label,
  labelledBy,
  line,
  action,
  className,
}: OffersFoldedProps) => (
  <Folded className={className}>
    {label && <p id={label.id}>{label.text}</p>}
    <ul aria-labelledby={label?.id ?? labelledBy}>
      {offers.map((offer, index) => {
        const nameId = `fold-${index + 1}-name`
        return (
          <li key={offer.title}>
            <details>
              <summary>
                <FoldName id={nameId}>{offer.title}</FoldName>
                {line ? (
                  <FoldLine>{line(offer)}</FoldLine>
                ) : (
                  offer.subtitle && <FoldLine>{offer.subtitle}</FoldLine>
                )}
              </summary>
              <FoldBody>
                {/* The subtitle opens the text where the summary's line gave the figures. */}
                {line && offer.subtitle && <p data-subtitle="">{offer.subtitle}</p>}
                <p>{offer.description}</p>
                <Included aria-label={includedLabel}>
                  {offer.servicesList.map(item => (
                    <li key={item}>{item}</li>
                  ))}
                </Included>
                <FoldActions>
                  <OfferMore offer={offer} />
                  {action?.(offer, nameId)}
                </FoldActions>
              </FoldBody>
            </details>
          </li>
        )
      })}
    </ul>
  </Folded>
)
