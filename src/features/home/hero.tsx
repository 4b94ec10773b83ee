import React from "react"
import styled, { keyframes } from "styled-components"
import { ButtonLink } from "../../components/ui/button-link"
import { Container, Eyebrow, Lead } from "../../components/ui/container"
import { media } from "../../styles/media"
import type { HomeContent } from "./types"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import { theme } from "../../styles/theme"

const rise = keyframes`
  from { opacity: 0; transform: translateY(12px); }
  to { opacity: 1; transform: none; }
`

const Wrapper = styled.header`
  padding: ${theme.space[9]} 0 ${theme.space[8]};
  background:
    radial-gradient(circle at 85% 10%, ${theme.colors.primarySoft} 0, transparent 45%),
    linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.white} 100%);

  h1 {
    max-width: 16em;
    font-size: ${theme.fontSizes["3xl"]};
    letter-spacing: -0.025em;
    animation: ${rise} 600ms ease-out both;
  }

  ${media.reducedMotion} {
    h1 {
      animation: none;
    }
  }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[3]};
  margin-top: ${theme.space[5]};
`

export const Hero = ({ hero }: { hero: HomeContent["hero"] }) => {
  const { language } = usePageContext()
  return (
    <Wrapper>
      <Container>
        <Eyebrow>{hero.eyebrow}</Eyebrow>
        <h1>{hero.title}</h1>
        <Lead>{hero.text}</Lead>
        <Actions>
          <ButtonLink to={localizedPath(hero.ctaLink, language)}>{hero.ctaText}</ButtonLink>
          <ButtonLink to={localizedPath(hero.secondaryLink, language)} $variant="secondary">
            {hero.secondaryText}
          </ButtonLink>
        </Actions>
      </Container>
    </Wrapper>
  )
}
