import React from "react"
import styled from "styled-components"
import { Container, Eyebrow, Lead, Section, SectionTitle } from "../../components/ui/container"
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
  <Section aria-labelledby="steps-title">
    <Container>
      {steps.subTitle && <Eyebrow>{steps.subTitle}</Eyebrow>}
      <SectionTitle id="steps-title">{steps.title}</SectionTitle>
      {steps.description && <Lead>{steps.description}</Lead>}
      <List>
        {steps.steps.map(step => (
          <Step key={step.title}>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </Step>
        ))}
      </List>
    </Container>
  </Section>
)
