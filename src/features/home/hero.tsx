import React from "react"
import styled from "styled-components"
import { ButtonLink } from "../../components/ui/button-link"
import { HeroLayout } from "../../components/ui/hero-layout"
import type { HomeContent } from "./types"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { fill } from "../../i18n/fill"
import { company } from "../../config/company"
import { typeset } from "../../i18n/typeset"
import { theme } from "../../styles/theme"
import { SelectedLastWord } from "../../components/ui/selected-word"
import { TitleBlock } from "../../components/ui/title-block"
import type { HomePrices } from "../pricing/home-prices"
import { RatingLine } from "../proof/rating-line"

const Title = styled.h1`
  max-width: 15em;
  font-size: ${theme.fontSizes.display};
`

type HeroProps = {
  hero: HomeContent["hero"]
  /** The starting prices, formatted (gatsby-node). */
  prices: HomePrices
  /** An illustration beside the text from tablets up, below the actions on phones. */
  visual?: React.ReactNode
}

export const Hero = ({ hero, prices, visual }: HeroProps) => {
  const { language } = usePageContext()
  const { facts } = hero
  return (
    <HeroLayout
      eyebrow={fill(hero.eyebrow, { city: company.cityName[language] })}
      title={
        <Title>
          <SelectedLastWord text={typeset(hero.title)} />
        </Title>
      }
      text={hero.text}
      facts={
        <TitleBlock
          testId="home-facts"
          cells={[
            { label: facts.websites, value: fill(facts.from, { price: prices.websites }) },
            { label: facts.apps, value: fill(facts.from, { price: prices.apps }) },
          ]}
          below={prices.example && <span>{facts.example}</span>}
        />
      }
      visual={visual}
      endorsement={<RatingLine />}
      actions={
        <>
          <ButtonLink to={localizedPath(hero.ctaLink, language)}>{hero.ctaText}</ButtonLink>
          <ButtonLink to={localizedPath(hero.secondaryLink, language)} $variant="link">
            {hero.secondaryText}
          </ButtonLink>
        </>
      }
    />
  )
}
