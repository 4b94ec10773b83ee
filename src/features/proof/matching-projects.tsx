import React from "react"
import { useTranslation } from "react-i18next"
import { BalancedGrid } from "../../components/ui/balanced-grid"
import { TitledSection } from "../../components/ui/titled-section"
import { ProjectCard } from "../portfolio/project-card"
import { useProof } from "./use-proof"

/** A service page's example projects of its kind, from the page's context; absent without any. */
export const MatchingProjects = () => {
  const { t } = useTranslation("proof")
  const { matching } = useProof()
  if (!matching?.length) return null
  return (
    <TitledSection id="matching-projects-title" title={t("projects")}>
      {/* One example alone takes half the row, as a card, not a banner across the page. */}
      <BalancedGrid $count={Math.max(matching.length, 2)}>
        {matching.map(project => (
          <ProjectCard key={project.slug} project={project} />
        ))}
      </BalancedGrid>
    </TitledSection>
  )
}
