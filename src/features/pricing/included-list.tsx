import React from "react"
import styled from "styled-components"
import { typeset } from "../../i18n/typeset"
import { theme } from "../../styles/theme"

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    position: relative;
    padding-left: ${theme.space[5]};
    margin-top: ${theme.space[2]};
  }
  li::before {
    content: "";
    position: absolute;
    left: 0.25rem;
    top: 0.45em;
    width: 0.5rem;
    height: 0.8rem;
    border: solid ${theme.colors.success};
    border-width: 0 2px 2px 0;
    transform: rotate(45deg);
  }
`

/** What a package includes: a short checklist, typeset. */
export const IncludedList = ({ items }: { items: readonly string[] }) => (
  <List>
    {items.map(item => (
      <li key={item}>{typeset(item)}</li>
    ))}
  </List>
)
