import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { Container } from "./container"

const Band = styled.section`
  padding: ${({ theme }) => `${theme.space[8]} 0`};
  background: ${({ theme }) => theme.colors.primary};
  color: ${({ theme }) => theme.colors.white};
`

const Title = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes["2xl"]};
`

const Text = styled.p`
  max-width: ${({ theme }) => theme.sizes.text};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space[5]};
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
