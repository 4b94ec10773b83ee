import React from "react"
import styled, { css } from "styled-components"
import { BalancedGrid, spans, tracks } from "../../components/ui/balanced-grid"
import type { SectionTone } from "../../components/ui/container"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import type { TitledText } from "./types"
import { theme } from "../../styles/theme"

/** A round tick on the element's ::before and ::after, at its top left. */
const tick = (top: string, size: string) => css`
  &::before,
  &::after {
    content: "";
    position: absolute;
  }
  &::before {
    left: 0;
    top: ${top};
    width: ${size};
    height: ${size};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
  }
  &::after {
    left: calc(${size} * 0.38);
    top: calc(${top} + ${size} * 0.22);
    width: calc(${size} * 0.26);
    height: calc(${size} * 0.44);
    border-right: 2px solid ${theme.colors.primary};
    border-bottom: 2px solid ${theme.colors.primary};
    transform: rotate(45deg);
  }
`

// Cards: the items side by side, every row full. On phones one under another, each tick beside
// its title, their texts two or three lines (a sideways rail there hid all but the first).
const Cards = styled(BalancedGrid)`
  li {
    padding: ${theme.space[5]};
    background: ${theme.colors.white};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.lg};
    box-shadow: ${theme.shadows.card};
  }
  h3 {
    position: relative;
    margin-bottom: ${theme.space[2]};
    padding-top: ${theme.space[7]};
    font-size: ${theme.fontSizes.lg};
  }
  h3 {
    ${tick("0px", "2.25rem")}
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }

  ${media.belowMd} {
    li {
      padding: ${theme.space[4]};
    }
    h3 {
      display: flex;
      align-items: center;
      min-height: 2.25rem;
      padding: 0 0 0 calc(2.25rem + ${theme.space[3]});
    }
  }
`

// Checks: a list of short points with a tick, divided by hairlines, in two columns on laptops,
// every row full (five points are 1 + 2 + 2: the first across both columns).
const Checks = styled.ul.attrs(
  // Marks the list for the end-to-end check that measures its rows.
  () => ({ "data-balanced-grid": "" }) as Record<string, string>
)<{ $count: number }>`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding: ${theme.space[5]} 0 ${theme.space[5]} ${theme.space[7]};
    border-top: 1px solid ${theme.colors.line};
  }
  li {
    ${tick(theme.space[5], "1.75rem")}
  }
  h3 {
    margin-bottom: ${theme.space[1]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }

  ${media.md} {
    li {
      padding-left: ${theme.space[8]};
    }
  }

  ${media.lg} {
    display: grid;
    grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
    column-gap: ${theme.space[8]};
    ${({ $count }) => spans($count, 2)}
  }
`

type FeatureListVariant = "cards" | "checks"

type FeatureListProps = {
  id: string
  title: string
  subTitle?: string
  description?: string
  items: TitledText[]
  tone?: SectionTone
  variant?: FeatureListVariant
}

/** A titled list of short items: who a service suits (cards), or its advantages (checks). */
export const FeatureList = ({
  id,
  title,
  subTitle,
  description,
  items,
  tone,
  variant = "cards",
}: FeatureListProps) => {
  const content = items.map(item => (
    <li key={item.title}>
      <h3>{item.title}</h3>
      <p>{item.description}</p>
    </li>
  ))
  return (
    <TitledSection id={id} title={title} eyebrow={subTitle} lead={description} tone={tone}>
      {variant === "checks" ? (
        <Checks $count={items.length}>{content}</Checks>
      ) : (
        <Cards as="ul" $count={items.length} $columns={items.length === 4 ? 2 : 3}>
          {content}
        </Cards>
      )}
    </TitledSection>
  )
}
