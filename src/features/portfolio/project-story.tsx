import React from "react"
import styled, { css } from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import { paragraphs, storyParts, type StoryPart } from "./projects"

/**
 * Every part of a case study after its facts (results, the story's rows, screenshots, the
 * client's words) opens alike: from laptops up a rule above it and its heading at one size.
 */
export const studyPart = css`
  margin-top: ${theme.space[7]};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  ${media.lg} {
    padding-top: ${theme.space[5]};
    border-top: 1px solid ${theme.colors.line};

    h2 {
      font-size: ${theme.fontSizes.xl};
    }
  }
`

// From laptops up each part is a row of the page's full width, as a plan's legend: its heading
// on the left, its text beside it, a rule above. The text keeps its measure; no column waits
// empty beside a narrow story. The technologies take the same row after the story's parts.
export const StoryRow = styled.section`
  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes["2xl"]};
  }

  ${media.lg} {
    display: grid;
    grid-template-columns: 14rem minmax(0, ${theme.sizes.measure});
    column-gap: ${theme.space[8]};
    margin-top: ${theme.space[7]};
    padding-top: ${theme.space[5]};
    border-top: 1px solid ${theme.colors.line};

    h2 {
      margin: 0;
      font-size: ${theme.fontSizes.xl};
    }
    p:last-child {
      margin-bottom: 0;
    }
  }
`

type ProjectStoryProps = {
  story: Partial<Record<StoryPart, string | null>>
  /** The project pages' strings: the story's headings. */
  strings: Pick<Namespaces["project"], `story.${StoryPart}`>
}

/** The project's story: the challenge, what we built and the result, each under its heading. */
export const ProjectStory = ({ story, strings }: ProjectStoryProps) => (
  <>
    {storyParts.map(part => (
      <StoryRow key={part} aria-labelledby={`story-${part}`} data-story-part>
        <h2 id={`story-${part}`}>{strings[`story.${part}`]}</h2>
        <div>
          {paragraphs(story[part]).map((text, index) => (
            <p key={index}>{text}</p>
          ))}
        </div>
      </StoryRow>
    ))}
  </>
)
