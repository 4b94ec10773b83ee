import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { Container } from "../../components/ui/container"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import type { HomeContent } from "./types"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { anchorSquare, sheetGrid, trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"

// The two services side by side from tablets up: each a panel with its own link.
const Pair = styled.div`
  display: grid;
  gap: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }

  article {
    padding: ${theme.space[6]} ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.line};
    box-shadow: ${theme.shadows.card};
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.heavy};
  }
  p {
    color: ${theme.colors.inkSoft};
  }
  a {
    display: inline-block;
    padding: ${theme.space[2]} 0;
    font-weight: ${theme.fontWeights.bold};
  }
  a {
    ${trailingArrow}
  }

  ${media.md} {
    article {
      padding: ${theme.space[7]} ${theme.space[6]};
    }
  }

  /* Side by side, the two panels share their rows: each list and link starts on one line across
     the pair, however long the text above it. */
  @supports (grid-template-rows: subgrid) {
    ${media.md} {
      && article {
        display: grid;
        grid-row: span 5;
        grid-template-rows: subgrid;
        row-gap: 0;
        align-content: start;
      }
      && article > a {
        justify-self: start;
        align-self: end;
      }
    }
  }
`

// The way of working on a full-bleed band: in large type in its middle, then its three
// principles side by side, each under a rule with the plan's selected anchor.
const Principle = styled.div`
  padding: ${theme.sizes.sectionY} 0;
  background-color: ${theme.colors.band};
  ${sheetGrid}
  color: ${theme.colors.onBand};
`

/* A statement in the middle of the band, not a line at its left with the rest empty. */
const Statement = styled.p`
  max-width: 30em;
  margin: 0 auto;
  text-align: center;
  font-size: ${theme.fontSizes.xl};
  font-weight: ${theme.fontWeights.bold};
  line-height: ${theme.lineHeights.snug};
  letter-spacing: ${theme.letterSpacings.heading};
  text-wrap: balance;

  &::before {
    content: "";
    display: block;
    width: 3rem;
    height: 4px;
    margin: 0 auto ${theme.space[5]};
    border-radius: 2px;
    background: ${theme.colors.accent};
  }
  ${media.lg} {
    font-size: ${theme.fontSizes["2xl"]};
  }
`

const Principles = styled.ul`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[7]} 0 0;
  padding: 0;
  list-style: none;

  /* Three in a row from laptops up; on a tablet, three columns of about 200 px were cramped. */
  ${media.lg} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: ${theme.space[6]};
  }

  li {
    padding-top: ${theme.space[4]};
    border-top: 1px solid ${theme.colors.onBandSoft};
    background: ${anchorSquare("left top")};
    color: ${theme.colors.onBandSoft};
  }
  strong {
    display: block;
    margin-bottom: ${theme.space[1]};
    color: ${theme.colors.onBand};
    font-size: ${theme.fontSizes.lg};
  }
`

// The six kinds of website inside the websites panel: each a row that links to its page, with
// the arrow kept beside the last word.
const Types = styled.ul`
  margin: ${theme.space[5]} 0 ${theme.space[4]};
  padding: 0;
  list-style: none;
  border-top: 1px solid ${theme.colors.line};

  li {
    border-bottom: 1px solid ${theme.colors.line};
  }
  && a {
    display: flex;
    align-items: baseline;
    gap: ${theme.space[3]};
    min-height: 2.75rem;
    padding: ${theme.space[3]} 0;
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  && a::after {
    margin-left: auto;
  }
  && a:hover {
    color: ${theme.colors.primary};
  }
  span {
    font-size: ${theme.fontSizes.sm};
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
`

// The kinds of application in the applications panel: examples, not links, so they do not look
// like the website types' rows. A plain list, each under the plan's anchor square, no arrows.
const Kinds = styled.ul`
  margin: ${theme.space[5]} 0 ${theme.space[4]};
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space[2]} 0 ${theme.space[2]} ${theme.space[5]};
    color: ${theme.colors.inkSoft};
    background: ${anchorSquare(`0.125rem calc(${theme.space[2]} + 0.55em)`)};
  }
`

const TypesTitle = styled.h4`
  margin: ${theme.space[5]} 0 0;
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.heavy};
  color: ${theme.colors.muted};
`

type ServicesOverviewProps = {
  services: HomeContent["services"]
  types: HomeContent["types"]
  appKinds: HomeContent["appKinds"]
}

/**
 * What the agency does, once: websites (with the six kinds, each linking to its page) and web
 * applications (with examples of what they are) side by side, then the way of working as a principle on a band.
 */
export const ServicesOverview = ({ services, types, appKinds }: ServicesOverviewProps) => {
  const { language } = usePageContext()
  return (
    <>
      <TitledSection id="services-title" title={services.title}>
        <Pair>
          {services.items.map(item => (
            <article key={item.link}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              {item.link === "websites" && (
                <>
                  <TypesTitle>{types.title}</TypesTitle>
                  <Types>
                    {types.items.map((type, index) => (
                      <li key={type.link}>
                        <Link to={localizedPath(type.link, language)}>
                          <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
                          {type.title}
                        </Link>
                      </li>
                    ))}
                  </Types>
                </>
              )}
              {item.link === "apps" && (
                <>
                  <TypesTitle>{appKinds.title}</TypesTitle>
                  <Kinds>
                    {appKinds.items.map(kind => (
                      <li key={kind}>{kind}</li>
                    ))}
                  </Kinds>
                </>
              )}
              <Link to={localizedPath(item.link, language)}>{item.linkText}</Link>
            </article>
          ))}
        </Pair>
      </TitledSection>
      <Principle data-principle>
        <Container>
          <Statement>{services.subTitle}</Statement>
          <Principles>
            {services.principles.map(principle => (
              <li key={principle.title}>
                <strong>{principle.title}</strong>
                {principle.text}
              </li>
            ))}
          </Principles>
        </Container>
      </Principle>
    </>
  )
}
