import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import type { Steps } from "./types"
import { theme } from "../../styles/theme"

const List = styled.ol`
  display: grid;
  gap: ${theme.space[5]};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
`

const Step = styled.li`
  position: relative;
  padding-left: ${theme.space[8]};
  counter-increment: step;

  &::before {
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

  h3 {
    font-size: ${theme.fontSizes.lg};
    margin-bottom: ${theme.space[2]};
  }
  p {
    color: ${theme.colors.inkSoft};
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
    <List>
      {steps.steps.map(step => (
        <Step key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
        </Step>
      ))}
    </List>
  </TitledSection>
)
