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

/**
 * Rows for a list that leads with its first item (the portfolio's projects): that item alone
 * across its row and the rest in full rows, where they divide so (seven in three columns are
 * 1 + 3 + 3, not 2 + 2 + 3 with cards of two widths). Otherwise the balanced rows.
 */
export const featuredRows = (count: number, columns: number): number[] =>
  count > 2 * columns && (count - 1) % columns === 0
    ? [1, ...Array.from({ length: (count - 1) / columns }, () => columns)]
    : balancedRows(count, columns)

type Rows = (count: number, columns: number) => number[]

/** The grid has 12 tracks: a row of 1, 2, 3 or 4 items divides it evenly. */
export const tracks = 12

/** For each run of items sharing a width: the first and last item (1-based) and its span. */
export const balancedSpans = (count: number, columns: number, rows: Rows = balancedRows) => {
  const runs: { from: number; to: number; span: number }[] = []
  let next = 1
  for (const size of rows(count, columns)) {
    const span = tracks / size
    const last = runs[runs.length - 1]
    if (last && last.span === span) last.to += size
    else runs.push({ from: next, to: next + size - 1, span })
    next += size
  }
  return runs
}

/** The CSS that gives each child its span, on a grid of `tracks` columns. */
export const spans = (count: number, columns: number, rows: Rows = balancedRows) =>
  balancedSpans(count, columns, rows)
    .map(
      ({ from, to, span }) =>
        `& > :nth-child(n + ${from}):nth-child(-n + ${to}) { grid-column: span ${span}; }`
    )
    .join("\n")

type BalancedGridProps = {
  $count: number
  $columns?: 2 | 3 | 4
  /** Lead with the first item alone where the rest then fill their rows (featuredRows). */
  $featured?: boolean
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
    ${({ $count, $featured }) => css`
      ${spans($count, 2, $featured ? featuredRows : balancedRows)}
    `}
  }
  ${media.lg} {
    ${({ $count, $columns = 3, $featured }) => css`
      ${spans($count, $columns, $featured ? featuredRows : balancedRows)}
    `}
  }
`
