import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { Container } from "../../components/ui/container"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import type { HomeContent } from "./types"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { headingLinkCovers } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const arrow = `
  content: "→";
  content: "→" / "";
  margin-left: ${theme.space[2]};
  display: inline-block;
  transition: transform ${theme.durations.fast};
`

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
  a::after {
    ${arrow}
  }
  a:hover::after {
    transform: translateX(3px);
  }

  ${media.md} {
    article {
      padding: ${theme.space[7]} ${theme.space[6]};
    }
  }
`

// A principle in large type on a full-bleed band: how every project is run.
const Principle = styled.div`
  padding: ${theme.sizes.sectionY} 0;
  background: ${theme.colors.band};
  color: ${theme.colors.onBand};

  p {
    max-width: 28em;
    margin: 0;
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.bold};
    line-height: ${theme.lineHeights.snug};
    letter-spacing: ${theme.letterSpacings.heading};
    text-wrap: balance;
  }
  p::before {
    content: "";
    display: block;
    width: 3rem;
    height: 4px;
    margin-bottom: ${theme.space[5]};
    border-radius: 2px;
    background: ${theme.colors.accent};
  }
`

// The six kinds of website: compact tiles, each wholly a link to its page.
const Types = styled(BalancedGrid)`
  li {
    position: relative;
    padding: ${theme.space[5]};
    border-radius: ${theme.radii.lg};
    border: 1px solid ${theme.colors.line};
    background: ${theme.colors.white};
    transition: border-color ${theme.durations.fast};
  }
  li:hover {
    border-color: ${theme.colors.primary};
  }
  span {
    display: block;
    margin-bottom: ${theme.space[3]};
    font-size: ${theme.fontSizes.sm};
    font-weight: ${theme.fontWeights.heavy};
    color: ${theme.colors.muted};
    font-variant-numeric: tabular-nums;
  }
  h3 {
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  ${headingLinkCovers}
  li:hover h3 a {
    color: ${theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

type ServicesOverviewProps = { services: HomeContent["services"]; types: HomeContent["types"] }

/**
 * Websites and web applications side by side, the way of working as a principle
 * on a band, then the six kinds of website, each linking to its page.
 */
export const ServicesOverview = ({ services, types }: ServicesOverviewProps) => {
  const { language } = usePageContext()
  return (
    <>
      <TitledSection id="services-title" title={services.title}>
        <Pair>
          {services.items.map(item => (
            <article key={item.link}>
              <h3>{item.title}</h3>
              <p>{item.description}</p>
              <Link to={localizedPath(item.link, language)}>{item.linkText}</Link>
            </article>
          ))}
        </Pair>
      </TitledSection>
      <Principle>
        <Container>
          <p>{services.subTitle}</p>
        </Container>
      </Principle>
      <TitledSection id="types-title" title={types.title}>
        <Types as="ul" $count={types.items.length}>
          {types.items.map((item, index) => (
            <li key={item.link}>
              <span aria-hidden="true">{String(index + 1).padStart(2, "0")}</span>
              <h3>
                <Link to={localizedPath(item.link, language)}>{item.title}</Link>
              </h3>
              <p>{item.description}</p>
            </li>
          ))}
        </Types>
      </TitledSection>
    </>
  )
}
