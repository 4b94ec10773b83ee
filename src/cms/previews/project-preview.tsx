import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { theme } from "../../styles/theme"
import { ProjectCard, type ProjectCardData } from "../../features/portfolio/project-card"
import {
  PreviewFrame,
  previewLanguage,
  type PreviewProps,
  type PreviewStrings,
} from "./preview-frame"

/** One card of the portfolio page's grid (three to a row at full width). */
const CardWidth = styled.div`
  max-width: calc(${theme.sizes.content} / 3);
  margin: 0 auto;
  padding: ${theme.space[6]} ${theme.space[4]};
`

/** The image as the card's picture expects it; the site's is 3:2 and scales to the card. */
const previewImage = (src: string): IGatsbyImageData => ({
  layout: "constrained",
  width: 640,
  height: 427,
  images: { fallback: { src } },
})

/** Decap preview template for portfolio projects: the project's card as the portfolio page shows it. */
export const projectPreview = (strings: PreviewStrings) =>
  function ProjectPreview({ entry, widgetFor, getAsset, document }: PreviewProps) {
    const language = previewLanguage(entry)
    const field = (name: string) => entry.getIn(["data", name])
    const image = String(field("image") ?? "")
    const src = image ? String(getAsset(image) ?? "") : ""
    const technologies = field("technologies") as { toJS?: () => string[] } | undefined
    const project: ProjectCardData = {
      fields: null,
      frontmatter: {
        name: String(field("name") ?? ""),
        client: String(field("client") ?? ""),
        summary: String(field("summary") ?? ""),
        technologies: technologies?.toJS?.() ?? [],
        imageAlt: String(field("imageAlt") ?? ""),
        image: src ? { childImageSharp: { gatsbyImageData: previewImage(src) } } : null,
      },
    }
    return (
      <PreviewFrame document={document} language={language} strings={strings}>
        <CardWidth>
          <ProjectCard project={project} story={widgetFor("body")} />
        </CardWidth>
      </PreviewFrame>
    )
  }
