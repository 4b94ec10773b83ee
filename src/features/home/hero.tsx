import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
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

// Over the picture, the plan's title block: scope, price and deadline, each agreed before the
// build (a reviewer of round 58: the headline's "plan first" said but never shown). Stamped as a
// drawing's status, not described: "net amount" under "price" read as a placeholder (round 59).
// Over the picture, not under it: there the cookie notice covered it on a laptop's first screen.
const Sheet = styled.div`
  margin-bottom: ${theme.space[4]};

  > div {
    margin: 0;
  }
  dl {
    display: grid;
    grid-template-columns: repeat(3, minmax(0, 1fr));
  }
  dl > div {
    padding-inline: ${theme.space[3]};
  }
  dd {
    font-size: ${theme.fontSizes.sm};
    white-space: normal;
  }
`

type HeroProps = {
  hero: HomeContent["hero"]
  /** The starting prices, formatted (gatsby-node). */
  prices: HomePrices
  /** An illustration beside the text from tablets up, below the actions on phones. */
  visual?: React.ReactNode
}

export const Hero = ({ hero, prices, visual }: HeroProps) => {
  const { t } = useTranslation("common")
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
      halves={[t("drawing.plan"), t("drawing.website")]}
      visual={visual}
      visualNote={
        visual && (
          <Sheet data-plan-sheet="">
            <TitleBlock cells={hero.art.sheet} />
          </Sheet>
        )
      }
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
