import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { dimInDark, exampleMark, headingLinkCovers, paper } from "../../styles/shapes"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { cardImage, isExample, projectPath, type ProjectCardData } from "./projects"
import { typeset } from "../../i18n/typeset"
import { DemoBadge } from "../proof/demo-badge"
import { BalancedGrid } from "../../components/ui/balanced-grid"

/*
 * In a grid of cards on a laptop, the cards of a row share their rows (CSS subgrid): picture,
 * name, marks and summary each start level across the row, however many lines a name takes and
 * whatever a card shows under it (its example or demo mark, its first result, or both). Four
 * rows: the picture, then the three parts of the text.
 *
 * A subgrid cannot be a size container (containment makes it lay out on its own), so there the
 * card gives up being one. It needs none: from laptops up a card in a row of a grid is never wide
 * enough to set its picture beside its text. A card alone, on a tablet, or featured (alone across
 * its grid's first row, `data-featured`) stays a container, and sets its picture beside its text.
 */
const cardRows = 4
const inGrid = (depth: number) =>
  depth === 0
    ? "[data-balanced-grid] > &:not([data-featured])"
    : `[data-balanced-grid] > :not([data-featured]) > ${"* > ".repeat(depth - 1)}&`

// The card is the container its layout answers to: wherever it is wide (alone in its section, or
// the featured first card of three on a tablet), the picture sits beside the text instead of
// filling a screen above it.
const Card = styled.article`
  position: relative;
  container-type: inline-size;
  overflow: hidden;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};

  height: 100%;
  transition: border-color ${theme.durations.fast};

  ${media.lg} {
    ${inGrid(0)} {
      container-type: normal;
      display: grid;
      grid-row: span ${cardRows};
      grid-template-rows: subgrid;
      row-gap: 0;
    }
  }

  /* On a phone in a list (the home page's preview of the portfolio, a service's projects): the
     summary left to the portfolio, so each card is its picture, name, mark and first result. */
  ${media.belowMd} {
    &[data-compact] [data-summary] {
      display: none;
    }
  }

  &:hover {
    border-color: ${theme.colors.primary};
  }
  &:hover h3 a {
    color: ${theme.colors.primary};
  }
`

const Inner = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;

  ${media.wideCard} {
    display: grid;
    grid-template-columns: minmax(0, 6fr) minmax(0, 5fr);
    align-items: center;
  }
  ${media.lg} {
    ${inGrid(1)} {
      display: grid;
      grid-row: span ${cardRows};
      grid-template-rows: subgrid;
      row-gap: 0;
    }
  }
`

// The picture lies on the plan's tracing paper, as a post card's drawing does: inset on the
// ruled surface, it reads as a sheet pinned to the plan, in the dark scheme too, not as a hole in
// the card. Beside the text (a wide card) the paper runs down the card's side.
const Frame = styled.div`
  ${paper}
  padding: ${theme.space[4]};

  ${media.wideCard} {
    align-self: stretch;
    display: grid;
    align-items: center;
    border-bottom: 0;
    border-right: 1px solid ${theme.colors.line};
  }
  ${media.lg} {
    ${inGrid(2)} {
      grid-row: 1;
    }
  }
`

/**
 * A project's card picture at its published size (`cardImage`): the card's, and the next
 * project's on a case study. Decorative: the project's name beside it names the link. With a dark
 * twin (a screenshot of a site with a dark scheme), the dark scheme shows that one: a light
 * screenshot stood out as a bright block on the dark home page (reviewers of round 60).
 */
export const CardPicture = ({
  src,
  dark,
  drawing,
  className,
}: {
  src: string
  dark?: string
  /** An example's drawing: turned to dark in the dark scheme (dimInDark). */
  drawing?: boolean
  className?: string
}) => {
  const image = (
    <img
      className={className}
      src={src}
      data-drawing={drawing ? "" : undefined}
      width={cardImage.width}
      height={cardImage.height}
      alt=""
      loading="lazy"
      decoding="async"
    />
  )
  return dark ? (
    <picture>
      <source media="(prefers-color-scheme: dark)" srcSet={dark} />
      {image}
    </picture>
  ) : (
    image
  )
}

// A screenshot, dimmed a little in the dark scheme, or an example's drawing in its own colours
// (each project its own), turned to dark there.
const Image = styled(CardPicture)`
  display: block;
  width: 100%;
  height: auto;
  border-radius: ${theme.radii.md};
  border: 1px solid ${theme.colors.line};
  ${dimInDark}
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};

  ${media.lg} {
    ${inGrid(2)} {
      grid-row: 2 / span ${cardRows - 1};
      grid-template-rows: subgrid;
      align-content: start;
      row-gap: 0;
    }
    ${inGrid(2)} > * + * {
      margin-top: ${theme.space[3]};
    }
    ${inGrid(2)} > h3 {
      grid-row: 1;
    }
    ${inGrid(2)} > [data-marks] {
      grid-row: 2;
    }
    ${inGrid(2)} > [data-summary] {
      grid-row: 3;
    }
  }

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.heading};
  }
  ${headingLinkCovers}
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

const Badge = styled.span`
  ${exampleMark}
  align-self: flex-start;
`

// The case study's first result: its figure large, what it measures beside it.
const Result = styled.p`
  && {
    display: flex;
    align-items: baseline;
    margin-top: auto;
    gap: ${theme.space[3]};
    color: ${theme.colors.ink};
    font-size: ${theme.fontSizes.sm};
    line-height: ${theme.lineHeights.snug};
  }
  strong {
    flex: none;
    color: ${theme.colors.primary};
    font-size: ${theme.fontSizes.xl};
    font-weight: ${theme.fontWeights.heavy};
    line-height: 1;
    font-variant-numeric: tabular-nums;
  }
`

// What a card shows under its name: its mark, its first result, or both, one slot of the card.
// A column: where the slot is taller than its content (in a row of a grid, beside a card with
// more), the result keeps to its foot, level with the row's other results, the mark under the name.
const Marks = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space[3]};
`

const DemoMark = styled(DemoBadge)`
  align-self: flex-start;
`

/**
 * A short list of project cards (the home page's, a service's): a balanced grid from tablets up;
 * on a phone one row that scrolls sideways, a card to most of the screen and the next one showing
 * at its edge. One under another, each picture was a thumbnail (reviewers of round 58); the first
 * large and the rest small read as two layouts in one list (round 59).
 */
export const ProjectRow = styled(BalancedGrid)`
  ${media.belowMd} {
    grid-auto-flow: column;
    grid-auto-columns: 88%;
    gap: ${theme.space[4]};
    margin-inline: calc(-1 * ${theme.sizes.gutter});
    padding: 0 ${theme.sizes.gutter} ${theme.space[3]};
    overflow-x: auto;
    overscroll-behavior-x: contain;
    scroll-snap-type: x mandatory;
    scroll-padding-inline: ${theme.sizes.gutter};

    > * {
      scroll-snap-align: start;
    }
  }
`

type ProjectCardProps = {
  project: ProjectCardData
  /** In a short list (ProjectRow): on a phone without its summary. */
  compact?: boolean
  /** Alone across its grid's first row on a laptop (featuredRows): its picture beside its text. */
  featured?: boolean
}

/**
 * A project in a list: image, name linking to its page, summary. The image repeats what the name
 * says, so it is decorative here; its description is on the project's page.
 */
export const ProjectCard = ({ project, compact, featured }: ProjectCardProps) => {
  const { t } = useTranslation("common")
  const { language } = usePageContext()
  return (
    <Card data-featured={featured ? "" : undefined} data-compact={compact ? "" : undefined}>
      <Inner>
        {project.image && (
          <Frame>
            <Image src={project.image} dark={project.imageDark} drawing={isExample(project)} />
          </Frame>
        )}
        <Body>
          <h3>
            <Link to={projectPath(language, project.slug)}>{typeset(project.name)}</Link>
          </h3>
          {(project.demo || !project.real || project.result) && (
            <Marks data-marks="">
              {project.demo ? (
                <DemoMark demo />
              ) : (
                !project.real && <Badge>{t("project.example")}</Badge>
              )}
              {project.result && (
                <Result>
                  <strong>{project.result.value}</strong>
                  <span>{typeset(project.result.label)}</span>
                </Result>
              )}
            </Marks>
          )}
          <p data-summary="">{typeset(project.summary)}</p>
        </Body>
      </Inner>
    </Card>
  )
}
