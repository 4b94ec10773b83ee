import React from "react"
import styled from "styled-components"
import { ButtonLink } from "./button-link"
import { HeroLayout, type HeroTone } from "./hero-layout"
import { SelectedLastWord } from "./selected-word"
import { usePageContext } from "../layout/page-context"
import { serviceQueryFrom, localizedPath } from "../../i18n/paths"
import { typeset } from "../../i18n/typeset"
import type { RouteLink } from "../../routes"
import { theme } from "../../styles/theme"

const Title = styled.h1`
  max-width: 18em;
  font-size: ${theme.fontSizes["3xl"]};
`

export type Action = { text: string; to: RouteLink }

type PageHeaderProps = {
  /** The green sheet for the home page and the service hubs; tracing paper, the default, for the rest. */
  tone?: HeroTone
  title: string
  eyebrow?: string
  text?: string
  /** Key figures between the introduction and the actions (HeroLayout). */
  facts?: React.ReactNode
  cta?: Action
  secondary?: Action
  /** Proof under the actions (HeroLayout), such as the agency's rating. */
  endorsement?: React.ReactNode
  /** An illustration beside the text from tablets up, below the actions on phones. */
  visual?: React.ReactNode
  /** A drafted visual's halves by name (HeroLayout). */
  halves?: readonly [plan: string, built: string]
  children?: React.ReactNode
}

/** The top of a page: its one `h1`, an introduction and an optional call to action. */
export const PageHeader = ({
  tone = "paper",
  title,
  eyebrow,
  text,
  facts,
  cta,
  secondary,
  endorsement,
  visual,
  halves,
  children,
}: PageHeaderProps) => {
  const { language, routeId } = usePageContext()
  const href = (to: RouteLink) => localizedPath(to, language, serviceQueryFrom(to, routeId))
  return (
    <HeroLayout
      tone={tone}
      eyebrow={eyebrow}
      title={
        <Title>
          {tone === "sheet" ? <SelectedLastWord text={typeset(title)} /> : typeset(title)}
        </Title>
      }
      text={text}
      facts={facts}
      endorsement={endorsement}
      visual={visual}
      halves={halves}
      actions={
        cta || secondary ? (
          <>
            {cta && <ButtonLink to={href(cta.to)}>{cta.text}</ButtonLink>}
            {secondary && (
              <ButtonLink to={href(secondary.to)} $variant="link">
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
