import React from "react"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { panel, tag } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const List = styled.dl`
  display: grid;
  gap: ${theme.space[2]} ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  ${panel}

  dt {
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: 0 0 ${theme.space[2]};
  }
`

const Tags = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[2]};
  margin: ${theme.space[1]} 0 0;
  padding: 0;
  list-style: none;

  li {
    ${tag}
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.sm};
  }
`

type ProjectFactsProps = { client: string; technologies: readonly string[] }

/** Who the project was for and what it was built with. */
export const ProjectFacts = ({ client, technologies }: ProjectFactsProps) => {
  const { t } = useTranslation("common")
  return (
    <List>
      <dt>{t("project.client")}</dt>
      <dd>{client}</dd>
      <dt>{t("project.technologies")}</dt>
      <dd>
        <Tags>
          {technologies.map(name => (
            <li key={name}>{name}</li>
          ))}
        </Tags>
      </dd>
    </List>
  )
}
