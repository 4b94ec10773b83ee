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

const Title = styled.h1`
  max-width: 15em;
  font-size: ${theme.fontSizes.display};
`

type HeroProps = {
  hero: HomeContent["hero"]
  /** An illustration beside the text from tablets up, below the actions on phones. */
  visual?: React.ReactNode
}

export const Hero = ({ hero, visual }: HeroProps) => {
  const { language } = usePageContext()
  return (
    <HeroLayout
      eyebrow={fill(hero.eyebrow, { city: company.city })}
      title={<Title>{typeset(hero.title)}</Title>}
      text={hero.text}
      visual={visual}
      actions={
        <>
          <ButtonLink to={localizedPath(hero.ctaLink, language)}>{hero.ctaText}</ButtonLink>
          <ButtonLink to={localizedPath(hero.secondaryLink, language)} $variant="secondary">
            {hero.secondaryText}
          </ButtonLink>
        </>
      }
    />
  )
}
