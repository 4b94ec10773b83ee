import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { cardColumns } from "../../components/ui/card-grid"
import { TitledTextList, titledTextStyles } from "./titled-text-list"
import type { TitledText } from "./types"
import { theme } from "../../styles/theme"

const List = styled(TitledTextList)`
  ${cardColumns}
  ${titledTextStyles}

  li {
    padding: ${theme.space[5]};
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.line};
    border-top: 4px solid ${theme.colors.primary};
    border-radius: ${theme.radii.md};
  }
  p {
    margin: 0;
  }
`

type FeatureListProps = {
  id: string
  title: string
  subTitle?: string
  description?: string
  items: TitledText[]
  tinted?: boolean
}

/** A titled list of short items: who a service suits, or its advantages. */
export const FeatureList = ({
  id,
  title,
  subTitle,
  description,
  items,
  tinted,
}: FeatureListProps) => (
  <TitledSection id={id} title={title} eyebrow={subTitle} lead={description} tinted={tinted}>
    <List items={items} />
  </TitledSection>
)
