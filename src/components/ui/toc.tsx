import React from "react"
import styled from "styled-components"
import { media } from "../../styles/media"
import { foldSummaries, panel } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"

const Nav = styled.nav`
  display: none;
  margin: ${theme.space[6]} 0;
  ${panel}

  ${media.lg} {
    display: block;
  }

  h2 {
    font-size: ${theme.fontSizes.lg};
  }

  li + li {
    margin-top: ${theme.space[2]};
  }
`

/* Phones and tablets: the contents stand above the text, folded to one line, so the text starts
   on the first screen; the line opens them. Laptops get them open beside the text (Nav). */
const Folded = styled.nav`
  margin: ${theme.space[6]} 0;
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};

  ${media.lg} {
    display: none;
  }

  summary {
    display: flex;
    align-items: center;
    justify-content: space-between;
    gap: ${theme.space[3]};
    min-height: 3rem;
    padding: ${theme.space[2]} ${theme.space[5]};
    font-family: ${theme.fonts.heading};
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
  ${foldSummaries}

  ol {
    margin: 0 ${theme.space[5]} 0;
    padding-bottom: ${theme.space[5]};
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

/**
 * A table of contents: links to the page's own sections. Open under its heading from laptops up;
 * folded into one line below them. Only one of the two shows, so a screen reader meets one
 * navigation of that name.
 */
export const Toc = ({ title, items, numbered = true }: TocProps) => {
  const list = (
    <List $numbered={numbered}>
      {items.map(item => (
        <li key={item.id}>
          <a href={`#${item.id}`}>{typeset(item.label)}</a>
        </li>
      ))}
    </List>
  )
  return (
    <>
      <Nav aria-labelledby="toc-title">
        <h2 id="toc-title">{title}</h2>
        {list}
      </Nav>
      <Folded aria-label={title}>
        <details>
          <summary>{title}</summary>
          {list}
        </details>
      </Folded>
    </>
  )
}
