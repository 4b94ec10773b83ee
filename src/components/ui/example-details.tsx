import React from "react"
import styled from "styled-components"
import { printedDetailsAreExample } from "../../config/company-examples"
import { theme } from "../../styles/theme"

// A label, like the example prices' mark: on the footer's night it is drawn by its outline.
// Keyed on an attribute, not a prop, so styled-components builds one class.
const Tag = styled.p`
  display: inline-block;
  margin: 0 0 ${theme.space[3]};
  padding: ${theme.space[1]} ${theme.space[2]};
  border-radius: ${theme.radii.control};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.semibold};
  border: 1px solid transparent;
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.ink};

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
