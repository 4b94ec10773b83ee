import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { usePageContext } from "../../components/layout/page-context"
import { localizedPath } from "../../i18n/paths"
import type { ServiceId } from "../../routes"
import { media } from "../../styles/media"
import { actionLink, panel, trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { readingSide } from "./post-layout"

// A reader who has what they came for gets the next step beside the text: an estimate for their
// own project. From laptops up only, where the column beside the text is otherwise empty; a
// phone reaches the same step in the closing band.
const Next = styled.aside`
  display: none;

  ${media.lg} {
    display: block;
    ${panel}
    border-top: 3px solid ${theme.colors.accent};
  }
  p {
    margin: 0 0 ${theme.space[3]};
    color: ${theme.colors.inkSoft};
    font-size: ${theme.fontSizes.sm};
  }
  h2 {
    margin: 0 0 ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  a {
    ${actionLink}
    ${trailingArrow}
  }
`

type PostSideProps = {
  /** The post's table of contents, when it has headings. */
  toc?: React.ReactNode
  strings: { title: string; text: string; link: string }
  /** The service the planner starts with: a case study's own. */
  service?: ServiceId
}

/** The column beside a post's or a case study's text: a post's contents, then the way to an estimate. */
export const PostSide = ({ toc, strings, service }: PostSideProps) => {
  const { language } = usePageContext()
  return (
    <div {...{ [readingSide]: "" }}>
      {toc}
      <Next aria-labelledby="post-next-title">
        <h2 id="post-next-title">{strings.title}</h2>
        <p>{strings.text}</p>
        <Link to={localizedPath("estimate", language, { service })}>{strings.link}</Link>
      </Next>
    </div>
  )
}
