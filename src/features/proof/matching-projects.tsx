import React from "react"
import { Link } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { usePageContext } from "../../components/layout/page-context"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { localizedPath } from "../../i18n/paths"
import { headingLinkCovers, sheetGrid } from "../../styles/shapes"
import { theme } from "../../styles/theme"
import { ProjectCard } from "../portfolio/project-card"
import { useProof } from "./use-proof"

// Beside a lone example, the way to the rest: a card on the plan sheet's blue, so the row is
// full and ends in a next step rather than an empty half. Its heading's link covers the card
// (headingLinkCovers takes the link's ::after, so no arrow is added after its text).
const More = styled.article`
  position: relative;
  display: flex;
  flex-direction: column;
  justify-content: flex-end;
  gap: ${theme.space[3]};
  height: 100%;
  min-height: 14rem;
  padding: ${theme.space[6]};
  border-radius: ${theme.radii.lg};
  background-color: ${theme.colors.band};
  ${sheetGrid}
  color: ${theme.colors.onBandSoft};
  ${headingLinkCovers}

  h3 {
    margin: 0;
    font-size: ${theme.fontSizes.xl};
  }
  && h3 a {
    color: ${theme.colors.onBand};
  }
  p {
    margin: 0;
  }
`

/** A service page's example projects of its kind, from the page's context; absent without any. */
export const MatchingProjects = () => {
  const { t } = useTranslation("proof")
  const { language } = usePageContext()
  const { matching } = useProof()
  if (!matching?.length) return null
  const lone = matching.length === 1
  return (
    <TitledSection id="matching-projects-title" title={t("projects")}>
      <BalancedGrid $count={matching.length + (lone ? 1 : 0)} $rail>
        {matching.map(project => (
          <ProjectCard key={project.slug} project={project} />
        ))}
        {lone && (
          <More>
            <h3>
              <Link to={localizedPath("portfolio", language)}>{t("projectsMore")}</Link>
            </h3>
            <p>{t("projectsMoreText")}</p>
          </More>
        )}
      </BalancedGrid>
    </TitledSection>
  )
}
