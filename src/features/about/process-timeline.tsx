import React from "react"
import styled from "styled-components"
import { Link } from "gatsby"
import { actionLink, stepNumber, trailingArrow } from "../../styles/shapes"
import { TitledSection } from "../../components/ui/titled-section"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"
import type { AboutContent } from "./types"

const Steps = styled.ol`
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
    background: ${theme.colors.line};
  }
  /* Numbered as every process on the site is: a reviewer of round 59 found a tinted "1" here
     beside the home page's ringed "01". */
  li::before {
    ${stepNumber}
    position: absolute;
    top: 0;
    left: 0;
    width: 2.75rem;
    height: 2.75rem;
  }
  h3 {
    margin-bottom: ${theme.space[2]};
    font-size: ${theme.fontSizes.lg};
  }
  p {
    margin: 0 0 ${theme.space[2]};
    color: ${theme.colors.inkSoft};
  }

  /* From laptops up what the client receives sits beside each step, as its own panel, so the
     timeline uses the page's width. */
  ${media.lg} {
    li {
      display: grid;
      grid-template-columns: minmax(0, 7fr) minmax(0, 5fr);
      column-gap: ${theme.space[7]};
      align-items: start;
    }
  }
`

const Step = styled.div`
  max-width: ${theme.sizes.text};
`

const Receives = styled.p`
  && {
    color: ${theme.colors.ink};
  }
  ${media.lg} {
    && {
      margin: 0;
      padding: ${theme.space[4]} ${theme.space[5]};
      border-left: 3px solid ${theme.colors.accent};
      border-radius: ${theme.radii.sm};
      background: ${theme.colors.surface};
    }
  }
  strong {
    font-weight: ${theme.fontWeights.semibold};
  }
`

/** The step that hands over the site map (the second): a unit test holds its text to it. */
export const mapStep = 1

// Under what the step hands over, on a line of its own: a real one to look at.
const ExampleLink = styled(Link)`
  ${actionLink}
  display: flex;
  width: fit-content;
  ${trailingArrow}
`

type ProcessTimelineProps = {
  process: AboutContent["process"]
  /** Where a site map like the second step's is shown: this site's case study. */
  example?: string
}

/**
 * How a project runs: numbered steps, each with what the client receives at its end; under the
 * site map the second step hands over, a link to a real one.
 */
export const ProcessTimeline = ({ process, example }: ProcessTimelineProps) => (
  <TitledSection id="process-title" title={process.title} lead={process.lead}>
    <Steps>
      {process.steps.map((step, index) => (
        <li key={step.title}>
          <Step>
            <h3>{step.title}</h3>
            <p>{step.description}</p>
          </Step>
          <Receives>
            <strong>{process.receives}</strong> {step.receives}
            {example && index === mapStep && (
              <ExampleLink to={example}>{process.example}</ExampleLink>
            )}
          </Receives>
        </li>
      ))}
    </Steps>
  </TitledSection>
)
