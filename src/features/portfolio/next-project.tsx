import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { panel, trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"

const Nav = styled.nav`
  margin-top: ${theme.space[7]};

  a {
    ${panel}
    display: grid;
    gap: ${theme.space[1]};
    border: 1px solid ${theme.colors.line};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  span {
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  strong {
    ${trailingArrow}
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.lg};
  }
`

type NextProjectProps = { next?: { name: string; path: string }; label: string }

/** The next project of the portfolio, one link as wide as the text; absent while there is only one. */
export const NextProject = ({ next, label }: NextProjectProps) =>
  next ? (
    <Nav aria-label={label}>
      <Link to={next.path}>
        {/* The navigation is named so already: the link is named by the project alone. */}
        <span aria-hidden="true">{label}</span>
        <strong>{typeset(next.name)}</strong>
      </Link>
    </Nav>
  ) : null
