import React from "react"
import styled from "styled-components"
import { fill } from "../../i18n/fill"
import type { Namespaces } from "../../i18n/namespaces"
import { theme } from "../../styles/theme"
import { typeset } from "../../i18n/typeset"

const Steps = styled.ol`
  display: grid;
  gap: ${theme.space[4]};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;

  li {
    position: relative;
    padding-left: ${theme.space[7]};
    counter-increment: step;
  }
  li::before {
    content: counter(step);
    position: absolute;
    left: 0;
    top: 0;
    display: grid;
    place-items: center;
    width: 2rem;
    height: 2rem;
    border-radius: 50%;
    background: ${theme.colors.primarySoft};
    color: ${theme.colors.primary};
    font-weight: ${theme.fontWeights.heavy};
  }
  h3 {
    margin: 0 0 ${theme.space[1]};
    font-size: ${theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${theme.colors.inkSoft};
  }
`

const Title = styled.h2`
  font-size: ${theme.fontSizes.lg};
`

type NextStepsProps = { strings: Namespaces["contact"]; answerTime: string }

/** What happens after sending, in three steps; the first says how soon the agency answers. */
export const NextSteps = ({ strings, answerTime }: NextStepsProps) => (
  <section aria-labelledby="next-steps-title">
    <Title id="next-steps-title">{strings["next.title"]}</Title>
    <Steps>
      {([1, 2, 3] as const).map(step => (
        <li key={step}>
          <h3>{strings[`next.${step}.title`]}</h3>
          <p>{fill(strings[`next.${step}.text`], { answerTime: typeset(answerTime) })}</p>
        </li>
      ))}
    </Steps>
  </section>
)
