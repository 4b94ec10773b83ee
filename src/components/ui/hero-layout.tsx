import React from "react"
import styled, { css } from "styled-components"
import { Actions } from "./button-link"
import { Container, Eyebrow, Lead } from "./container"
import { splitLead } from "./split-lead"
import { media } from "../../styles/media"
import { anchorSquare, labelType, paper, sheet } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { draftedCut, heroArtSize } from "../illustrations/parts"

/** The plan sheet in its deep green (home, the service hubs) or as tracing paper (every other page). */
export type HeroTone = "sheet" | "paper"

// The plan sheet is the site's signature: every page starts on it, in one of its two tones.
// Without a picture the sheet stays short: the page's content (a form, the posts) comes sooner.
// Without a picture it is marked compact, and the plain section after it starts closer
// (global-style.ts): on the index and task pages the content is the point.
const Wrapper = styled.header<{ $visual: boolean; $tone: HeroTone }>`
  ${({ $tone }) => ($tone === "paper" ? paper : sheet)}
  padding: ${theme.space[6]} 0
    ${({ $visual }) => ($visual ? theme.sizes.sectionY : theme.space[7])};

  ${media.md} {
    padding-top: ${theme.space[8]};
  }
`

const Grid = styled.div<{ $visual: boolean }>`
  display: grid;
  gap: ${theme.space[7]};
  align-items: center;

  ${({ $visual }) =>
    $visual &&
    css`
      ${media.lg} {
        grid-template-columns: minmax(0, 1.1fr) minmax(0, 0.9fr);
        gap: ${theme.space[8]};
      }
    `}
`

// Without a visual, the header reads as an editorial spread from laptops up: the promise on the
// left, the proof and the actions on the right, so no half of it stays empty.
const Text = styled.div<{ $visual: boolean }>`
  ${({ $visual }) =>
    !$visual &&
    css`
      ${media.lg} {
        display: grid;
        grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
        gap: ${theme.space[8]};
        align-items: center;
      }
    `}
`

const Promise = styled.div`
  h1 {
    margin-bottom: ${theme.space[4]};
  }
`

const Proof = styled.div`
  ${Lead} {
    margin-bottom: ${theme.space[5]};
  }
  > :last-child {
    margin-bottom: 0;
  }
`

const Rest = styled.p`
  max-width: ${theme.sizes.measure};
  margin: ${theme.space[5]} 0 0;
  padding-top: ${theme.space[4]};
  border-top: 1px solid ${theme.colors.line};
  color: ${theme.colors.inkSoft};
`

// Decoration, not content: on a phone it would cost a whole screen before the page's posts,
// offers or form, and beside the text on a tablet it squeezes the heading, so it appears from
// laptops up only.
// On the sheet the picture is a drawing selected on the plan, as a design tool shows it: a thin
// frame with a square handle at each corner and mid-edge, in the accent of the mark's selected
// anchor (src/components/layout/brand-mark.tsx), and a dimension line along its top edge.
const handleSize = "0.5rem"
/** The corners and the middles of the edges. */
const handlePositions = ["0", "50%", "100%"]
  .flatMap(x => ["0", "50%", "100%"].map(y => [x, y]))
  .filter(([x, y]) => x !== "50%" || y !== "50%")
const handle = (x: string, y: string) => anchorSquare(`${x} ${y}`, handleSize)

const Visual = styled.div`
  display: none;
  position: relative;
  min-width: 0;
  padding: ${theme.space[5]};
  box-shadow: inset 0 0 0 1px ${theme.colors.lineStrong};

  &::before,
  &::after {
    content: "";
    position: absolute;
    pointer-events: none;
  }
  &::before {
    inset: calc(${handleSize} / -2 + 0.5px);
    background: ${handlePositions.map(([x, y]) => handle(x, y)).join(",")};
  }
  &::after {
    top: ${theme.space[2]};
    left: ${theme.space[6]};
    right: ${theme.space[6]};
    height: 0.5rem;
    border-inline: 1px solid ${theme.colors.lineStrong};
    background: linear-gradient(${theme.colors.lineStrong}, ${theme.colors.lineStrong}) center /
      100% 1px no-repeat;
  }

  ${media.lg} {
    display: block;
  }
`

// A drafted picture's notes, as a drawing is annotated: the names of its halves, the plan and
// what is built from it, each over its half: columns in the proportion of the drawing's cut
// (`draftedCut` of `heroArtSize` in src/components/illustrations/parts.tsx). The headline's "plan first" shown, not only
// said (a reviewer of round 58). Decoration: the picture is hidden from screen readers, its
// notes too.
const Halves = styled.p`
  display: grid;
  grid-template-columns: ${draftedCut}fr ${heroArtSize[0] - draftedCut}fr;
  margin: 0 0 ${theme.space[2]};
  ${labelType}
  color: ${theme.colors.primary};

  span:first-child {
    padding-right: ${theme.space[3]};
    text-align: right;
  }
  span:last-child {
    padding-left: ${theme.space[3]};
  }
`

type HeroLayoutProps = {
  tone?: HeroTone
  eyebrow?: string
  /** The page's one `h1`, styled by the caller. */
  title: React.ReactNode
  text?: string
  /** Key figures between the proof and the actions, such as a service's price and duration. */
  facts?: React.ReactNode
  actions?: React.ReactNode
  /** Proof under the actions, such as the agency's rating on a review site. */
  endorsement?: React.ReactNode
  visual?: React.ReactNode
  /** A drafted visual's halves by name: the plan, and what is built from it. */
  halves?: readonly [plan: string, built: string]
  /** Over the visual and its halves' names: a note of the drawing's (the home page's title block). */
  visualNote?: React.ReactNode
  children?: React.ReactNode
}

/**
 * The top of a page: the promise (`h1`), one sentence of proof (the text's first sentence), the
 * actions, then the rest of the text. A visual sits on the right from laptops up; phones and
 * tablets show the content that follows instead.
 */
export const HeroLayout = ({
  tone = "sheet",
  eyebrow,
  title,
  text,
  facts,
  actions,
  endorsement,
  visual,
  halves,
  visualNote,
  children,
}: HeroLayoutProps) => {
  const { lead, rest } = splitLead(text ?? "")
  const hasVisual = Boolean(visual)
  return (
    <Wrapper $visual={hasVisual} $tone={tone} data-compact={hasVisual ? undefined : ""}>
      <Container>
        <Grid $visual={hasVisual}>
          <Text $visual={hasVisual}>
            <Promise>
              {eyebrow && <Eyebrow>{eyebrow}</Eyebrow>}
              {title}
            </Promise>
            <Proof>
              {lead && <Lead>{lead}</Lead>}
              {facts}
              {actions && <Actions>{actions}</Actions>}
              {endorsement}
              {rest && <Rest>{rest}</Rest>}
              {children}
            </Proof>
          </Text>
          {hasVisual && (
            <Visual>
              {visualNote}
              {halves && (
                <Halves aria-hidden="true" data-halves="">
                  <span>{halves[0]}</span>
                  <span>{halves[1]}</span>
                </Halves>
              )}
              {visual}
            </Visual>
          )}
        </Grid>
      </Container>
    </Wrapper>
  )
}
