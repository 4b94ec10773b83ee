import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { cardColumns } from "../../components/ui/card-grid"
import type { TitledText } from "./types"
import { theme } from "../../styles/theme"

const List = styled.ul`
  ${cardColumns}
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  padding: ${theme.space[5]};
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-top: 4px solid ${theme.colors.primary};
  border-radius: ${theme.radii.md};

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[2]};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
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
    <List>
      {items.map(item => (
        <Item key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </Item>
      ))}
    </List>
  </TitledSection>
)
