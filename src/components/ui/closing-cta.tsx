import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { Container } from "./container"
import { usePageContext } from "../layout/page-context"
import { localizedPath } from "../../i18n/paths"
import type { RouteLink } from "../../routes"
import { theme } from "../../styles/theme"

const Band = styled.section`
  padding: ${theme.space[8]} 0;
  background: ${theme.colors.primary};
  color: ${theme.colors.white};
`

const Title = styled.h2`
  font-size: ${theme.fontSizes["2xl"]};
`

const Text = styled.p`
  max-width: ${theme.sizes.text};
  font-size: ${theme.fontSizes.lg};
  margin-bottom: ${theme.space[5]};
`

type ClosingCtaProps = { title: string; text: string; ctaText: string; to?: RouteLink }

/** The closing call to action of a page: to the contact page, unless it names another. */
export const ClosingCta = ({ title, text, ctaText, to = "contact" }: ClosingCtaProps) => {
  const { language } = usePageContext()
  return (
    <Band aria-labelledby="closing-title">
      <Container>
        <Title id="closing-title">{title}</Title>
        <Text>{text}</Text>
        <ButtonLink to={localizedPath(to, language)} $variant="inverse">
          {ctaText}
        </ButtonLink>
      </Container>
    </Band>
  )
}
