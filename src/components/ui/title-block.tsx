import React from "react"
import styled from "styled-components"
import { media } from "../../styles/media"
import { labelType } from "../../styles/shapes"
import { theme } from "../../styles/theme"

const Block = styled.div`
  margin: 0 0 ${theme.space[5]};
`

// Ruled like a table: each cell draws its right and bottom rules, the block its top and left. On
// a phone a cell is a row, its label at the left and its figure at the right; from tablets up the
// cells stand side by side, each label over its figure.
const Cells = styled.dl<{ $count: number }>`
  display: grid;
  margin: 0;
  border-top: 1px solid ${theme.colors.lineStrong};
  border-left: 1px solid ${theme.colors.lineStrong};

  > div {
    display: flex;
    flex-wrap: wrap;
    justify-content: space-between;
    align-items: baseline;
    gap: 0 ${theme.space[3]};
    padding: ${theme.space[2]} ${theme.space[4]};
    border-right: 1px solid ${theme.colors.lineStrong};
    border-bottom: 1px solid ${theme.colors.lineStrong};
  }
  dt {
    ${labelType}
    color: ${theme.colors.muted};
  }
  dd {
    margin: 0 0 0 auto;
    font-size: ${theme.fontSizes.md};
    font-weight: ${theme.fontWeights.bold};
    white-space: nowrap;
  }

  ${media.md} {
    display: inline-grid;
    grid-template-columns: repeat(${({ $count }) => $count}, auto);

    > div {
      display: block;
    }
    dd {
      margin: 0;
      font-size: ${theme.fontSizes.lg};
    }
  }
`

const Below = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${theme.space[1]} ${theme.space[4]};
  margin: ${theme.space[2]} 0 0;
  font-size: ${theme.fontSizes.sm};

  a {
    display: inline-block;
    padding: ${theme.space[1]} 0;
    font-weight: ${theme.fontWeights.bold};
  }
  span {
    color: ${theme.colors.muted};
  }
`

type TitleBlockProps = {
  /** Each figure under its small label. */
  cells: readonly { label: string; value: string }[]
  /** A line under the cells: a link to the figures in full, a note on them. */
  below?: React.ReactNode
  testId?: string
}

/**
 * Key figures set as a drawing's title block, the plan's own motif: ruled cells, each a small
 * label over its value. The hero shows them between its introduction and its actions.
 */
export const TitleBlock = ({ cells, below, testId }: TitleBlockProps) => (
  <Block data-testid={testId}>
    <Cells $count={cells.length}>
      {cells.map(cell => (
        <div key={cell.label}>
          <dt>{cell.label}</dt>
          <dd>{cell.value}</dd>
        </div>
      ))}
    </Cells>
    {below && <Below>{below}</Below>}
  </Block>
)
