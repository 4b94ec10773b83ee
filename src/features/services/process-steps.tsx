import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { TitledTextList, titledTextStyles } from "./titled-text-list"
import type { Steps } from "./types"
import { theme } from "../../styles/theme"

const List = styled(TitledTextList)`
  ${titledTextStyles}
  display: grid;
  gap: ${theme.space[5]};
  counter-reset: step;

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  li {
    position: relative;
    padding-left: ${theme.space[8]};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2.75rem;
    height: 2.75rem;
    border-radius: ${theme.radii.pill};
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primaryDark};
    font-weight: ${theme.fontWeights.bold};
  }
`

type ProcessStepsProps = { steps: Steps }

/** The step-by-step process, as an ordered list. */
export const ProcessSteps = ({ steps }: ProcessStepsProps) => (
  <TitledSection
    id="steps-title"
    title={steps.title}
    eyebrow={steps.subTitle}
    lead={steps.description}
  >
    <List items={steps.steps} ordered />
  </TitledSection>
)
