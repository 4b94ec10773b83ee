import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"

const Nav = styled.nav`
  margin-top: ${theme.space[7]};
  padding-top: ${theme.space[5]};
  border-top: 1px solid ${theme.colors.line};

  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  a {
    display: inline-block;
    padding: ${theme.space[2]} 0;
    font-size: ${theme.fontSizes.lg};
    font-weight: ${theme.fontWeights.bold};
  }
  a::after {
    /* A no-break space: the arrow never wraps onto a line of its own. */
    content: "\00a0→";
    content: "\00a0→" / "";
  }
`

type NextProjectProps = { next?: { name: string; path: string }; label: string }

/** The next project of the portfolio; absent while there is only one. */
export const NextProject = ({ next, label }: NextProjectProps) =>
  next ? (
    <Nav aria-label={label}>
      <p>{label}</p>
      <Link to={next.path}>{typeset(next.name)}</Link>
    </Nav>
  ) : null
