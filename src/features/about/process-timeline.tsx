import React from "react"
import styled from "styled-components"
import { TitledSection } from "../../components/ui/titled-section"
import { theme } from "../../styles/theme"
import type { AboutContent } from "./types"

const Steps = styled.ol`
  max-width: ${theme.sizes.text};
  margin: ${theme.space[6]} 0 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding: 0 0 ${theme.space[6]} ${theme.space[8]};
    counter-increment: step;
  }
  /* The line that joins the steps, from one number to the next. */
  li:not(:last-child)::after {
    content: "";
    position: absolute;
    top: 2.75rem;
    bottom: 0;
    left: calc(1.375rem - 1px);
    width: 2px;
    background: ${theme.colors.primarySoft};
  }
  li::before {
    content: counter(step);
    position: absolute;
    top: 0;
    left: 0;
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
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${theme.space[2]};
    color: ${theme.colors.inkSoft};
  }
`

const Receives = styled.p`
  && {
    color: ${theme.colors.ink};
  }
  strong {
    font-weight: ${theme.fontWeights.semibold};
  }
`

type ProcessTimelineProps = { process: AboutContent["process"] }

/** How a project runs: numbered steps, each with what the client receives at its end. */
export const ProcessTimeline = ({ process }: ProcessTimelineProps) => (
  <TitledSection id="process-title" title={process.title} lead={process.lead}>
    <Steps>
      {process.steps.map(step => (
        <li key={step.title}>
          <h3>{step.title}</h3>
          <p>{step.description}</p>
          <Receives>
            <strong>{process.receives}</strong> {step.receives}
          </Receives>
        </li>
      ))}
    </Steps>
  </TitledSection>
)
