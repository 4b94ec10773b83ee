import styled, { css } from "styled-components"
import { media } from "../../styles/media"
import { theme } from "../../styles/theme"

/**
 * Row sizes for `count` items with at most `columns` a row: as few rows as hold them, as even as
 * possible, the smaller rows first. Five items in three columns are 2 + 3, five in two are 1 + 2
 * + 2 (a featured first item), never a last row with one item left over.
 */
export const balancedRows = (count: number, columns: number): number[] => {
  if (count <= 0 || columns <= 0) return []
  const rows = Math.ceil(count / columns)
  const base = Math.floor(count / rows)
  const larger = count % rows
  return Array.from({ length: rows }, (_, row) => (row < rows - larger ? base : base + 1))
}

/** The grid has 12 tracks: a row of 1, 2, 3 or 4 items divides it evenly. */
export const tracks = 12

/** For each run of items sharing a width: the first and last item (1-based) and its span. */
export const balancedSpans = (count: number, columns: number) => {
  const runs: { from: number; to: number; span: number }[] = []
  let next = 1
  for (const size of balancedRows(count, columns)) {
    const span = tracks / size
    const last = runs[runs.length - 1]
    if (last && last.span === span) last.to += size
    else runs.push({ from: next, to: next + size - 1, span })
    next += size
  }
  return runs
}

/** The CSS that gives each child its span, on a grid of `tracks` columns. */
export const spans = (count: number, columns: number) =>
  balancedSpans(count, columns)
    .map(
      ({ from, to, span }) =>
        `& > :nth-child(n + ${from}):nth-child(-n + ${to}) { grid-column: span ${span}; }`
    )
    .join("\n")

type BalancedGridProps = {
  $count: number
  $columns?: 2 | 3 | 4
}

/**
 * A grid that fits its content: one column on phones, up to two on tablets and up to `$columns`
 * (three) on wide screens, every row filled (see balancedRows). Its items are its children.
 */
export const BalancedGrid = styled.div.attrs(
  // Marks the grid for the end-to-end checks that measure its rows.
  () => ({ "data-balanced-grid": "" }) as Record<string, string>
)<BalancedGridProps>`
  display: grid;
  gap: ${theme.space[5]};
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.md} {
    grid-template-columns: repeat(${tracks}, minmax(0, 1fr));
    ${({ $count }) => css`
      ${spans($count, 2)}
    `}
  }
  ${media.lg} {
    ${({ $count, $columns = 3 }) => css`
      ${spans($count, $columns)}
    `}
  }
`
