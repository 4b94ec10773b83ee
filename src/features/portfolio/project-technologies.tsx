import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { tag } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { StoryRow } from "./project-story"

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    ${tag}
    margin: 0;
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.sm};
  }
`

/**
 * What the project is built with, as tags in a row after its story's parts: for the reader who
 * asks, not before the project's picture and results (a business owner reads those first).
 */
export const ProjectTechnologies = ({ technologies }: { technologies: readonly string[] }) => {
  const { t } = useTranslation("common")
  if (!technologies.length) return null
  return (
    <StoryRow aria-labelledby="project-technologies">
      <h2 id="project-technologies">{t("project.technologies")}</h2>
      <Tags>
        {technologies.map(name => (
          <li key={name}>{name}</li>
        ))}
      </Tags>
    </StoryRow>
  )
}
