import React from "react"
import styled from "styled-components"
import { Container, Eyebrow, Lead, Section, SectionTitle } from "../../components/ui/container"
import { cardColumns } from "../../components/ui/card-grid"
import type { TitledText } from "./types"

const List = styled.ul`
  ${cardColumns}
  margin: ${({ theme }) => theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
`

const Item = styled.li`
  padding: ${({ theme }) => theme.space[5]};
  background: ${({ theme }) => theme.colors.white};
  border: 1px solid ${({ theme }) => theme.colors.line};
  border-top: 4px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};

  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    margin-bottom: ${({ theme }) => theme.space[2]};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.inkSoft};
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
  <Section $tinted={tinted} aria-labelledby={id}>
    <Container>
      {subTitle && <Eyebrow>{subTitle}</Eyebrow>}
      <SectionTitle id={id}>{title}</SectionTitle>
      {description && <Lead>{description}</Lead>}
      <List>
        {items.map(item => (
          <Item key={item.title}>
            <h3>{item.title}</h3>
            <p>{item.description}</p>
          </Item>
        ))}
      </List>
    </Container>
  </Section>
)
