import React from "react"
import styled from "styled-components"
import { panel } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"

const Nav = styled.nav`
  margin: ${theme.space[6]} 0;
  ${panel}

  h2 {
    font-size: ${theme.fontSizes.lg};
  }

  li + li {
    margin-top: ${theme.space[2]};
  }
`

const List = styled.ol<{ $numbered: boolean }>`
  margin: 0;
  padding-left: ${({ $numbered }) => ($numbered ? theme.space[5] : 0)};
  list-style-type: ${({ $numbered }) => ($numbered ? "decimal" : "none")};
`

type TocProps = {
  title: string
  items: ReadonlyArray<{ id: string; label: string }>
  /**
   * Whether the list shows its own numbers. Off when the labels carry them (the privacy policy's
   * headings are numbered, as its text refers to "section 2"), so no item reads "1. 1. …".
   */
  numbered?: boolean
}

/** A table of contents: links to the page's own sections. */
export const Toc = ({ title, items, numbered = true }: TocProps) => (
  <Nav aria-labelledby="toc-title">
    <h2 id="toc-title">{title}</h2>
    <List $numbered={numbered}>
      {items.map(item => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{typeset(item.label)}</a>
        </li>
      ))}
    </List>
  </Nav>
)
