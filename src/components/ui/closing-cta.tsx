import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { Container } from "./container"
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

type ClosingCtaProps = { title: string; text: string; ctaText: string; to: string }

/** The closing call to action of a page. */
export const ClosingCta = ({ title, text, ctaText, to }: ClosingCtaProps) => (
  <Band aria-labelledby="closing-title">
    <Container>
      <Title id="closing-title">{title}</Title>
      <Text>{text}</Text>
      <ButtonLink to={to} $variant="inverse">
        {ctaText}
      </ButtonLink>
    </Container>
  </Band>
)
