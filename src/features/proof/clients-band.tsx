import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Container } from "../../components/ui/container"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { LogoStrip } from "./logo-strip"
import { useProof } from "./use-proof"

const Band = styled.section`
  padding: ${theme.space[6]} 0;
  border-bottom: 1px solid ${theme.colors.line};

  ${media.lg} {
    > div {
      display: flex;
      align-items: center;
      gap: ${theme.space[7]};
    }
  }
`

const Title = styled.h2`
  flex: none;
  max-width: 14rem;
  margin: 0 0 ${theme.space[4]};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.bold};
  letter-spacing: 0;
  color: ${theme.colors.muted};

  ${media.lg} {
    margin-bottom: 0;
  }
`

/**
 * Clients' logos in a slim band right under the home page's hero, the first proof a visitor
 * meets. Only when the agency has logos; with none, nothing at all.
 */
export const ClientsBand = () => {
  const { t } = useTranslation("proof")
  const { proof } = useProof()
  if (!proof?.clients) return null
  return (
    <Band aria-labelledby="clients-band-title">
      <Container>
        <Title id="clients-band-title">{t("clients")}</Title>
        <LogoStrip clients={proof.clients} labelled={false} flush />
      </Container>
    </Band>
  )
}
