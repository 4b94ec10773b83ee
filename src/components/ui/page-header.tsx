import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { HeroLayout } from "./hero-layout"
import { usePageContext } from "../layout/page-context"
import { localizedPath } from "../../i18n/paths"
import type { RouteLink } from "../../routes"
import { theme } from "../../styles/theme"

const Title = styled.h1`
  max-width: 18em;
  font-size: ${theme.fontSizes["3xl"]};
`

type Action = { text: string; to: RouteLink }

type PageHeaderProps = {
  title: string
  eyebrow?: string
  text?: string
  cta?: Action
  secondary?: Action
  /** An illustration beside the text from tablets up, below the actions on phones. */
  visual?: React.ReactNode
  children?: React.ReactNode
}

/** The top of a page: its one `h1`, an introduction and an optional call to action. */
export const PageHeader = ({
  title,
  eyebrow,
  text,
  cta,
  secondary,
  visual,
  children,
}: PageHeaderProps) => {
  const { language } = usePageContext()
  return (
    <HeroLayout
      eyebrow={eyebrow}
      title={<Title>{title}</Title>}
      text={text}
      visual={visual}
      actions={
        cta || secondary ? (
          <>
            {cta && <ButtonLink to={localizedPath(cta.to, language)}>{cta.text}</ButtonLink>}
            {secondary && (
              <ButtonLink to={localizedPath(secondary.to, language)} $variant="secondary">
                {secondary.text}
              </ButtonLink>
            )}
          </>
        ) : undefined
      }
    >
      {children}
    </HeroLayout>
  )
}
