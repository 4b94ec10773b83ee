import React from "react"
import styled from "styled-components"
import { typeset } from "../../i18n/typeset"
import { listTick } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${listTick}
    margin-top: ${theme.space[2]};
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
