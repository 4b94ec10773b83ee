import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { media } from "../../styles/media"
import { dimInDark, panel, trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"
import { CardPicture } from "./project-card"

const Nav = styled.nav`
  margin-top: ${theme.space[7]};

  a {
    ${panel}
    display: flex;
    align-items: center;
    gap: ${theme.space[4]};
    border: 1px solid ${theme.colors.line};
    border-left: 4px solid ${theme.colors.accent};
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  a:hover strong {
    text-decoration: underline;
  }
  img {
    ${dimInDark}
    flex: none;
    width: 9rem;
    height: auto;
    border-radius: ${theme.radii.sm};
  }
  /* On a narrow phone the picture heads the link across its width: beside it, the project's
     name was squeezed into four lines. */
  ${media.belowSm} {
    a {
      flex-direction: column;
      align-items: stretch;
    }
    img {
      width: 100%;
    }
  }
  span {
    display: grid;
    gap: ${theme.space[1]};
  }
  span span {
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  strong {
    ${trailingArrow}
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.md};
  }
  /* Across a case study's page from laptops up: a larger picture, the name at a heading's size. */
  ${media.lg} {
    img {
      width: 14rem;
    }
    strong {
      font-size: ${theme.fontSizes.lg};
    }
  }
`

export type NextProjectRef = {
  name: string
  path: string
  /** Its card picture's address (gatsby-node), when it has one. */
  image?: string
  /** The same picture in the dark scheme, when it has one. */
  imageDark?: string
  /** Its picture is an example's drawing (dimInDark). */
  drawing?: true
}

type NextProjectProps = { next?: NextProjectRef; label: string }

/**
 * The next project of the portfolio, one link across the case study's page: its card picture,
 * then its name. Absent while there is only one.
 */
export const NextProject = ({ next, label }: NextProjectProps) =>
  next ? (
    <Nav aria-label={label}>
      <Link to={next.path}>
        {/* Its name is the link's: the picture, as on its card, says nothing more. */}
        {next.image && (
          <CardPicture src={next.image} dark={next.imageDark} drawing={next.drawing} />
        )}
        {/* The navigation is named so already: the link is named by the project alone. */}
        <span>
          <span aria-hidden="true">{label}</span>
          <strong>{typeset(next.name)}</strong>
        </span>
      </Link>
    </Nav>
  ) : null
