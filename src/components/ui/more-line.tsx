import styled from "styled-components"
import { trailingArrow } from "../../styles/shapes"
import { theme } from "../../styles/theme"

/** A line after a section's content with the one link that leads on: bold, with its arrow. */
export const MoreLine = styled.p`
  margin: ${theme.space[6]} 0 0;
  font-weight: ${theme.fontWeights.bold};

  a {
    display: inline-block;
    padding: ${theme.space[2]} 0;
    ${trailingArrow}
  }
`
