import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { cardColumns } from "../../components/ui/card-grid"
import type { HomeContent } from "./types"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { theme } from "../../styles/theme"

const Pair = styled.div`
  display: grid;
  gap: ${theme.space[5]};
  margin-top: ${theme.space[6]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  article {
    padding: ${theme.space[6]};
    border-radius: ${theme.radii.lg};
    background: ${theme.colors.surface};
    border: 1px solid ${theme.colors.line};
  }
  h3 {
    font-size: ${theme.fontSizes.xl};
  }
  a {
    font-weight: ${theme.fontWeights.semibold};
  }
`

const Types = styled.ul`
  ${cardColumns}
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  li {
    padding: ${theme.space[5]};
    border-top: 3px solid ${theme.colors.primary};
    background: ${theme.colors.white};
    border-radius: ${theme.radii.sm};
    box-shadow: ${theme.shadows.card};
  }
  h3 {
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

type ServicesOverviewProps = { services: HomeContent["services"]; types: HomeContent["types"] }

/** Websites and web applications, then the six kinds of website, each linking to its page. */
export const ServicesOverview = ({ services, types }: ServicesOverviewProps) => {
  const { language } = usePageContext()
  return (
    <>
      <TitledSection id="services-title" title={services.title} lead={services.subTitle}>
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
      <TitledSection id="types-title" title={types.title} tinted>
        <Types>
          {types.items.map(item => (
            <li key={item.link}>
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
