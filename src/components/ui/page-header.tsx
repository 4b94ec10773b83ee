import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { Container, Eyebrow, Lead } from "./container"
import { usePageContext } from "../layout/page-context"
import { localizedPath } from "../../i18n/paths"
import type { RouteLink } from "../../routes"
import { theme } from "../../styles/theme"

const Wrapper = styled.header`
  padding: ${theme.space[8]} 0 ${theme.space[7]};
  background: linear-gradient(180deg, ${theme.colors.surfaceAlt} 0%, ${theme.colors.white} 100%);
`

const Title = styled.h1`
  max-width: 20em;
  font-size: ${theme.fontSizes["3xl"]};
  letter-spacing: -0.02em;
`

export type PageHeaderProps = {
  title: string
  eyebrow?: string
  text?: string
  cta?: { text: string; to: RouteLink }
  children?: React.ReactNode
}

/** The top of a page: its one `h1`, an introduction and an optional call to action. */
export const PageHeader = ({ title, eyebrow, text, cta, children }: PageHeaderProps) => {
  const { language } = usePageContext()
  return (
    <Wrapper>
      <Container>
        {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
        <Title>{title}</Title>
        {text && <Lead>{text}</Lead>}
        {cta && <ButtonLink to={localizedPath(cta.to, language)}>{cta.text}</ButtonLink>}
        {children}
      </Container>
    </Wrapper>
  )
}
