import { theme } from "./theme"

export const media = {
  sm: `@media (min-width: ${theme.breakpoints.sm})`,
  md: `@media (min-width: ${theme.breakpoints.md})`,
  lg: `@media (min-width: ${theme.breakpoints.lg})`,
  belowSm: `@media (max-width: calc(${theme.breakpoints.sm} - 0.01em))`,
  belowMd: `@media (max-width: calc(${theme.breakpoints.md} - 0.01em))`,
  belowLg: `@media (max-width: calc(${theme.breakpoints.lg} - 0.01em))`,
  reducedMotion: "@media (prefers-reduced-motion: reduce)",
  /**
   * A pointer that hovers (a mouse): a touch screen keeps a tapped element "hovered" until the
   * next tap, and a button's lighter hover colour then reads as disabled.
   */
  hover: "@media (hover: hover)",
  /**
   * A card as wide as a list's row (a featured project or post): its picture beside its text.
   * For a card that is its own container (`container-type: inline-size`).
   */
  wideCard: "@container (min-width: 42rem)",
}
