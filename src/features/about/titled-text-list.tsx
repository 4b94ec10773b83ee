import React from "react"
import { css } from "styled-components"
import type { TitledText } from "../services/types"
import { theme } from "../../styles/theme"

type TitledTextListProps = { items: readonly TitledText[]; ordered?: boolean; className?: string }

/** Short items, each a heading and a sentence: a service's steps, whom it suits, its advantages. */
export const TitledTextList = ({ items, ordered = false, className }: TitledTextListProps) => {
  const List = ordered ? "ol" : "ul"
  return (
    <List className={className}>
      {items.map(item => (
        <li key={item.title}>
          <h3>{item.title}</h3>
          <p>{item.description}</p>
        </li>
      ))}
    </List>
  )
}

/** The list's own look, under the section's heading; each use adds its layout and items' box. */
export const titledTextStyles = css`
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[2]};
  }
  p {
    color: ${theme.colors.inkSoft};
  }
`
