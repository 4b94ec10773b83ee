import React from "react"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { ProjectFacts } from "../../features/portfolio/project-facts"
import { ProjectTechnologies } from "../../features/portfolio/project-technologies"
import { ProjectStory } from "../../features/portfolio/project-story"
import { storyParts, type StoryPart } from "../../features/portfolio/projects"
import {
  PreviewFrame,
  previewLanguage,
  type PreviewProps,
  type PreviewStrings,
} from "./preview-frame"

const Page = styled.article`
  max-width: ${theme.sizes.text};
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]};

  img {
    display: block;
    width: 100%;
    height: auto;
    margin: ${theme.space[5]} 0;
    border-radius: ${theme.radii.md};
  }
`

/** Decap preview template for portfolio projects: the project's page as the site shows it. */
export const projectPreview = (strings: PreviewStrings) =>
  function ProjectPreview({ entry, getAsset, document }: PreviewProps) {
    const language = previewLanguage(entry)
    const field = (name: string) => entry.getIn(["data", name])
    const text = (name: string) => String(field(name) ?? "")
    const image = text("image")
    const src = image ? String(getAsset(image) ?? "") : ""
    const technologies = field("technologies") as { toJS?: () => string[] } | undefined
    const story = Object.fromEntries(storyParts.map(part => [part, text(part)])) as Record<
      StoryPart,
      string
    >
    return (
      <PreviewFrame document={document} language={language} strings={strings}>
        <Page>
          <h1>{text("name")}</h1>
          <p>{text("summary")}</p>
          {src && <img src={src} alt={text("imageAlt")} width={1200} height={800} />}
          <ProjectFacts
            facts={{
              client: text("client"),
              industry: text("industry"),
              year: Number(field("year")) || null,
              duration: text("duration"),
              liveUrl: text("liveUrl"),
            }}
            strings={strings[language].project}
          />
          <ProjectStory story={story} strings={strings[language].project} />
          <ProjectTechnologies technologies={technologies?.toJS?.() ?? []} />
        </Page>
      </PreviewFrame>
    )
  }
