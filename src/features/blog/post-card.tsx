import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import type { BlogCategory } from "../../routes"
import { readingMinutes } from "./posts"
import { PostArt } from "../../components/illustrations/post-art"
import { pictureOf } from "../../components/illustrations/post-pictures"
import { media } from "../../styles/media"
import { paper } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"

export type PostCardData = Queries.PostCardDataFragment

// The card answers to its own width (a container): as wide as a list's row, the featured first
// post sets its drawing beside the text instead of a small one in a long empty band.
const Card = styled.article`
  position: relative;
  height: 100%;
  container-type: inline-size;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  h2,
  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.heading};
  }
  h2 a,
  h3 a {
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  /* The whole card is the link's target; the heading stays its one accessible name. */
  h2 a::after,
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:hover h2 a,
  &:hover h3 a {
    color: ${theme.colors.primary};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
  height: 100%;
  padding: ${theme.space[6]} ${theme.space[5]};

  ${media.wideCard} {
    display: grid;
    grid-template-columns: minmax(0, 5fr) minmax(0, 7fr);
    grid-auto-rows: min-content;
    align-content: center;
    column-gap: ${theme.space[6]};
    padding-left: 0;

    > * {
      grid-column: 2;
    }
    h2,
    h3 {
      font-size: ${theme.fontSizes.xl};
    }
  }
`

// The card's picture, on the plan's tracing paper from edge to edge: a drawing of the post's
// topic, never wider than a card's column, so a wide card centres it on a longer sheet.
const Picture = styled.div`
  ${paper}
  order: -1;
  display: grid;
  place-items: center;
  margin: calc(-1 * ${theme.space[6]}) calc(-1 * ${theme.space[5]}) ${theme.space[2]};
  padding: ${theme.space[3]} ${theme.space[5]};
  border-radius: calc(${theme.radii.lg} - 1px) calc(${theme.radii.lg} - 1px) 0 0;

  svg {
    max-width: 15rem;
  }

  /* Beside the text in a wide card: the paper runs down the card's left side. */
  ${media.wideCard} {
    grid-column: 1;
    grid-row: 1 / span 3;
    align-self: stretch;
    margin: calc(-1 * ${theme.space[6]}) 0;
    padding: ${theme.space[6]};
    border-radius: calc(${theme.radii.lg} - 1px) 0 0 calc(${theme.radii.lg} - 1px);

    svg {
      max-width: 17rem;
    }
  }

  /* On a phone a smaller drawing: the first post's heading stays on the blog's first screen. */
  ${media.belowMd} {
    padding-block: ${theme.space[2]};

    svg {
      max-width: 8rem;
    }
  }
`

// The category on a line of its own, then the date and the reading time, parted by a dot: every
// card breaks its facts in the same place, however wide it is.
const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[2]};
  font-size: ${theme.fontSizes.sm};

  && {
    color: ${theme.colors.muted};
  }
  > :first-child {
    flex-basis: 100%;
  }
  time + span::before {
    content: "·";
    content: "·" / "";
    margin-right: ${theme.space[2]};
  }
`

/* Compact on a phone (the home page's preview of the blog): the title and its line of facts, the
   drawing and the excerpt left to the blog itself. */
const CompactCard = styled(Card)`
  ${media.belowMd} {
    ${Inner} {
      gap: ${theme.space[2]};
      padding: ${theme.space[4]} ${theme.space[5]};
    }
    ${Picture}, [data-excerpt] {
      display: none;
    }
  }
`

type PostCardProps = {
  post: PostCardData
  headingLevel?: 2 | 3
  /** On a phone, the title and its facts only (see Card). */
  compact?: boolean
}

/** A post in a list: its picture (its own or its category's), title link, category, date, reading time and excerpt. */
export const PostCard = ({ post, headingLevel = 2, compact }: PostCardProps) => {
  const { t } = useTranslation("common")
  const Heading = `h${headingLevel}` as const
  const date = post.frontmatter?.date ?? ""
  // One of the four: the build rejects a post in any other folder.
  const category = (post.fields?.category ?? "") as BlogCategory
  const picture = pictureOf(category, post.frontmatter?.picture)
  const Shell = compact ? CompactCard : Card
  return (
    <Shell>
      <Inner>
        <Heading>
          <Link to={post.fields?.path ?? "/"}>{typeset(post.frontmatter?.title ?? "")}</Link>
        </Heading>
        <Meta>
          <span>
            {t("blog.categoryLabel")} {t(`blog.category.${category}`)}
          </span>
          <time dateTime={date}>{post.frontmatter?.displayDate}</time>
          <span>
            {t("blog.readingTime", { count: readingMinutes(post.wordCount?.words ?? 0) })}
          </span>
        </Meta>
        <p data-excerpt="">{typeset(post.frontmatter?.description ?? "")}</p>
        {/* After the text in the source, so the heading comes first to a screen reader; drawn on top. */}
        <Picture data-post-art={picture}>
          <PostArt picture={picture} />
        </Picture>
      </Inner>
    </Shell>
  )
}
