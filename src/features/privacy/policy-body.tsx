import styled from "styled-components"
import { panel } from "../../styles/shapes"
import { media } from "../../styles/media"
import { anchorOffset, theme } from "../../styles/theme"

/**
 * The look of the policy's body: its contents, sections, entries and the controller's address.
 * The body itself is plain markup from the `privacy-policy` slice, so it is styled from here.
 */
export const PolicyBody = styled.div`
  max-width: ${theme.sizes.text};

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
    border-left: 4px solid ${theme.colors.accent};
    background: ${theme.colors.surface};
  }

  /* From laptops up the text keeps its measure at the page's left edge and the contents stand
     beside it, in reach while the long text scrolls, as a post's do. */
  ${media.lg} {
    display: grid;
    grid-template-columns: minmax(0, ${theme.sizes.text}) minmax(0, 1fr);
    column-gap: ${theme.space[8]};
    max-width: none;

    > * {
      grid-column: 1;
    }
    > nav {
      grid-column: 2;
      grid-row: 1 / span 20;
      align-self: start;
      position: sticky;
      top: ${anchorOffset}px;
      margin-top: 0;
    }
  }
`
