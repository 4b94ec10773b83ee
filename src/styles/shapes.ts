import { css } from "styled-components"
import { theme } from "./theme"

/** A quiet box set off from the page: the table of contents, a project's facts. */
export const panel = css`
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
`

/** A small rounded label: a project's technologies, the example mark on its card. */
export const tag = css`
  padding: 0 ${theme.space[3]};
  border-radius: ${theme.radii.pill};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.9;
`
