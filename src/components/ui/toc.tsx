import React from "react"
import styled from "styled-components"
import { panel } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const Nav = styled.nav`
  margin: ${theme.space[6]} 0;
  ${panel}

  h2 {
    font-size: ${theme.fontSizes.lg};
  }
  ol {
    margin: 0;
    padding-left: ${theme.space[5]};
  }
  li + li {
    margin-top: ${theme.space[2]};
  }
`

type TocProps = { title: string; items: ReadonlyArray<{ id: string; label: string }> }

/** A table of contents: links to the page's own sections. */
export const Toc = ({ title, items }: TocProps) => (
  <Nav aria-labelledby="toc-title">
    <h2 id="toc-title">{title}</h2>
    <ol>
      {items.map(item => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{item.label}</a>
        </li>
      ))}
    </ol>
  </Nav>
)
