import React from "react"
import styled from "styled-components"
import type { Namespaces } from "../../i18n/namespaces"
import { theme } from "../../styles/theme"
import { paragraphs, storyParts, type StoryPart } from "./projects"

const Part = styled.section`
  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes["2xl"]};
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
      <Part key={part} aria-labelledby={`story-${part}`}>
        <h2 id={`story-${part}`}>{strings[`story.${part}`]}</h2>
        {paragraphs(story[part]).map((text, index) => (
          <p key={index}>{text}</p>
        ))}
      </Part>
    ))}
  </>
)
