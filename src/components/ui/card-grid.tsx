import styled, { css } from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

/** One column on phones, two on tablets, three on wide screens. */
export const cardColumns = css`
  display: grid;
  gap: ${theme.space[5]};

  ${media.md} {
    grid-template-columns: repeat(2, 1fr);
  }
  ${media.lg} {
    grid-template-columns: repeat(3, 1fr);
  }
`

export const CardGrid = styled.div`
  ${cardColumns}
`
