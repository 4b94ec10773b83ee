import styled from "styled-components"
import { panel } from "../../styles/shapes"
import { theme } from "../../styles/theme"

/**
 * The look of the policy's body: its contents, sections, entries and the controller's address.
 * The body itself is plain markup from the `privacy-policy` slice, so it is styled from here.
 */
export const PolicyBody = styled.div`
  > nav {
    margin: ${theme.space[6]} 0;
    ${panel}

    h2 {
      font-size: ${theme.fontSizes.lg};
    }
    ol {
      margin: 0;
      padding-left: 0;
      list-style-type: none;
    }
    li + li {
      margin-top: ${theme.space[2]};
    }
  }

  > section + section {
    margin-top: ${theme.space[7]};
  }
  > section {
    h2 {
      font-size: ${theme.fontSizes.xl};
    }
    li + li {
      margin-top: ${theme.space[2]};
    }
    code {
      font-size: 0.9em;
      overflow-wrap: anywhere;
    }
  }

  dl {
    margin: 0 0 ${theme.space[5]};
  }
  dt {
    margin-top: ${theme.space[4]};
    font-weight: ${theme.fontWeights.semibold};
  }
  dd {
    margin: ${theme.space[1]} 0 0;
  }

  address {
    margin-bottom: ${theme.space[5]};
    padding: ${theme.space[4]};
    font-style: normal;
    border-left: 4px solid ${theme.colors.primary};
    background: ${theme.colors.surface};
  }
`
