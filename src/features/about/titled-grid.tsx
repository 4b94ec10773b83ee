import styled from "styled-components"
import { TitledTextList, titledTextStyles } from "./titled-text-list"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

/** Short facts, each a heading and a sentence, two to a row from tablets up. */
export const TitledGrid = styled(TitledTextList)`
  ${titledTextStyles}
  display: grid;
  gap: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }

  li {
    padding: ${theme.space[5]};
    border: 1px solid ${theme.colors.line};
    border-radius: ${theme.radii.md};
    background: ${theme.colors.white};
  }
  p {
    margin: 0;
  }
`
