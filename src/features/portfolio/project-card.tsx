import React from "react"
import type { IGatsbyImageData } from "gatsby-plugin-image"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Picture } from "../../components/ui/picture"
import { theme } from "../../styles/theme"

export type ProjectCardData = {
  html?: string | null
  fields: { slug: string } | null
  frontmatter: {
    name: string | null
    client: string | null
    summary: string | null
    technologies: readonly string[] | null
    imageAlt: string | null
    image: { childImageSharp: { gatsbyImageData: IGatsbyImageData } | null } | null
  } | null
}

const Card = styled.article`
  display: flex;
  flex-direction: column;
  overflow: hidden;
  background: ${theme.colors.white};
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.lg};
  box-shadow: ${theme.shadows.card};
`

const Body = styled.div`
  display: grid;
  gap: ${theme.space[3]};
  padding: ${theme.space[5]};

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.lg};
    line-height: ${theme.lineHeights.snug};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
  dl {
    margin: 0;
    font-size: ${theme.fontSizes.sm};
  }
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
    padding: 0 ${theme.space[3]};
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryDark};
    font-size: ${theme.fontSizes.xs};
    font-weight: ${theme.fontWeights.semibold};
    line-height: 1.9;
  }
`

type ProjectCardProps = {
  project: ProjectCardData
  showStory?: boolean
  /** The story as elements instead of the project's HTML (the CMS preview renders its markdown). */
  story?: React.ReactNode
}

/** A project: image, name, kind of client, what was built and why, technologies. */
export const ProjectCard = ({ project, showStory = true, story }: ProjectCardProps) => {
  const { t } = useTranslation("common")
  const image = project.frontmatter?.image?.childImageSharp?.gatsbyImageData
  return (
    <Card>
      {image && <Picture image={image} alt={project.frontmatter?.imageAlt ?? ""} />}
      <Body>
        <h3>{project.frontmatter?.name}</h3>
        <dl>
          <dt>{t("project.client")}</dt>
          <dd>{project.frontmatter?.client}</dd>
          <dt>{t("project.technologies")}</dt>
          <dd>
            <Tags>
              {(project.frontmatter?.technologies ?? []).map(name => (
                <li key={name}>{name}</li>
              ))}
            </Tags>
          </dd>
        </dl>
        <p>{project.frontmatter?.summary}</p>
        {showStory &&
          (story ? (
            <div>{story}</div>
          ) : (
            project.html && <div dangerouslySetInnerHTML={{ __html: project.html }} />
          ))}
      </Body>
    </Card>
  )
}
