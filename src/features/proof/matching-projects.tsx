import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { TitledSection } from "../../components/ui/titled-section"
import { localizedPath } from "../../i18n/paths"
import { actionLink, trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { ProjectCard, ProjectRow } from "../portfolio/project-card"
import { isExample } from "../portfolio/projects"
import { useProof } from "./use-proof"

// Under the examples, the way to the rest: a line on what it leads to, then the link under it
// (beside it, the line wrapped under the link and read as its follower).
const More = styled.p`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space[1]};
  margin: ${theme.space[5]} 0 0;
  color: ${theme.colors.inkSoft};

  a {
    ${actionLink}
    ${trailingArrow}
  }
`

/** A service page's example projects of its kind, from the page's context; absent without any. */
export const MatchingProjects = () => {
  const { t } = useTranslation("proof")
  const { language } = usePageContext()
  const { matching } = useProof()
  if (!matching?.length) return null
  // One example: a wide card (not a filler card beside it); several: one row. Under them the
  // way to the rest.
  return (
    <TitledSection
      id="matching-projects-title"
      title={matching.some(isExample) ? t("projects") : t("projectsReal")}
    >
      {matching.length === 1 ? (
        <ProjectCard project={matching[0]} compact />
      ) : (
        // On a phone one row that scrolls sideways.
        <ProjectRow $count={matching.length}>
          {matching.map(project => (
            <ProjectCard key={project.slug} project={project} compact />
          ))}
        </ProjectRow>
      )}
      <More>
        <span>{t("projectsMoreText")}</span>
        <Link to={localizedPath("portfolio", language)}>{t("projectsMore")}</Link>
      </More>
    </TitledSection>
  )
}
