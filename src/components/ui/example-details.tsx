import React from "react"
import styled from "styled-components"
import { printedDetailsAreExample } from "../../config/company-examples"
import { exampleMark } from "../../styles/shapes"
import { theme } from "../../styles/theme"

// A label, like the example prices' mark: on the footer's night it is drawn by its outline.
// Keyed on an attribute, not a prop, so styled-components builds one class.
const Tag = styled.p`
  ${exampleMark}
  margin: 0 0 ${theme.space[3]};
  border: 1px solid transparent;

  &[data-night] {
    border-color: ${theme.colors.nightLine};
    background: transparent;
    color: ${theme.colors.nightHeading};
  }
`

type ExampleDetailsProps = { text: string; night?: boolean }

/**
 * Says the company's printed details are examples while `content/company.json` still holds any
 * of them: nothing example is shown as if it were the agency's (a deploying build refuses them).
 */
export const ExampleDetails = ({ text, night }: ExampleDetailsProps) =>
  printedDetailsAreExample() ? (
    <Tag data-night={night ? "" : undefined} data-testid="example-details">
      {text}
    </Tag>
  ) : null
