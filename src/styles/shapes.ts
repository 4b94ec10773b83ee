import { css } from "styled-components"
import { sheetDeclarations, theme } from "./theme"

/** A quiet box set off from the page: the table of contents, a project's facts. */
export const panel = css`
  padding: ${theme.space[5]};
  background: ${theme.colors.surface};
  border-radius: ${theme.radii.md};
`

/**
 * The plan's selected anchor as one background layer: an accent square of `size` at `position`,
 * as on the mark (src/components/layout/brand-mark.tsx). The handles of a selection frame, the
 * anchor at the end of an eyebrow's or a section's line.
 */
export const anchorSquare = (position: string, size = "0.4375rem") =>
  `linear-gradient(${theme.colors.accent}, ${theme.colors.accent}) ${position} / ${size} ${size} no-repeat`

/**
 * The lettering of the plan's annotations: small capitals in the labels' monospaced face. Eyebrows,
 * section numbers, the facts' and prices' labels, the demo mark.
 */
export const labelType = css`
  font-family: ${theme.fonts.label};
  font-size: ${theme.fontSizes.xs};
  font-weight: ${theme.fontWeights.medium};
  letter-spacing: ${theme.letterSpacings.label};
  text-transform: uppercase;
`

/**
 * A small label: a project's technologies, an example mark. The face sits high in its line box,
 * so the label's text starts lower than the middle: its capitals then look centred.
 */
export const tag = css`
  padding: 0.3em ${theme.space[3]} 0;
  border-radius: ${theme.radii.control};
  font-weight: ${theme.fontWeights.semibold};
  line-height: 1.6;
`

/**
 * The one mark of an example (a project, the prices, the company's details): a warm label, the
 * same wherever a visitor meets it.
 */
export const exampleMark = css`
  ${tag}
  display: inline-block;
  background: ${theme.colors.accentSoft};
  color: ${theme.colors.ink};
  font-size: ${theme.fontSizes.xs};
`

/**
 * A card whose heading link covers it: the whole card is the link's target, and the heading
 * stays its one accessible name. The card itself is `position: relative`.
 */
export const headingLinkCovers = css`
  h3 a {
    color: ${theme.colors.ink};
    text-decoration: none;
  }
  h3 a::after {
    content: "";
    position: absolute;
    inset: 0;
    border-radius: inherit;
  }
`

/** A link that is an action on its own line: a 44 px target, in bold. */
export const actionLink = css`
  display: inline-flex;
  align-items: center;
  min-height: 2.75rem;
  font-weight: ${theme.fontWeights.bold};
`

/**
 * The arrow after a link's text, joined to the last word by a no-break space so that it never
 * wraps alone onto a line of its own (an inline-block arrow would give the line a place to break).
 */
export const trailingArrow = css`
  &::after {
    content: "\\00a0→";
    content: "\\00a0→" / "";
    display: inline;
  }
`

/**
 * The arrow of a button that leads to another page (button-link.tsx, route-links.tsx), set apart
 * by the button's own gap: a flex item, so a no-break space before it would double the gap.
 */
export const leadsOn = css`
  &::after {
    content: "→";
    content: "→" / "";
  }
`

/**
 * A list item's tick, drawn on its ::before in the brand's colour: the one mark of "included"
 * (a package's list, a price's list). The item leaves it room with its left padding.
 */
export const listTick = css`
  position: relative;
  padding-left: ${theme.space[5]};

  &::before {
    content: "";
    position: absolute;
    left: 0.2rem;
    top: 0.45em;
    width: 0.5rem;
    height: 0.8rem;
    border-right: 2px solid ${theme.colors.primary};
    border-bottom: 2px solid ${theme.colors.primary};
    transform: rotate(45deg);
  }
`

/**
 * A light picture in the dark scheme, so it does not glare from a dark page. A screenshot is
 * toned down. An example project's drawing (marked `data-drawing`) has its lightness turned over
 * with its hues kept, so a light mock-up reads as the same screen in a dark mode, not as a lit
 * slab: only examples are drawings (the portfolio says so).
 */
export const dimInDark = css`
  @media (prefers-color-scheme: dark) {
    filter: brightness(0.9) contrast(1.02);

    &[data-drawing] {
      filter: invert(0.9) hue-rotate(180deg) saturate(1.2);
    }
  }
`

/** A ruling of `major` lines every 160 px over fainter `minor` ones every 32 px. */
const ruling = (major: string, minor: string) => `
  background-image:
    linear-gradient(${major} 1px, transparent 1px),
    linear-gradient(90deg, ${major} 1px, transparent 1px),
    linear-gradient(${minor} 1px, transparent 1px),
    linear-gradient(90deg, ${minor} 1px, transparent 1px);
  background-size:
    160px 160px,
    160px 160px,
    32px 32px,
    32px 32px;
  background-position: -1px -1px;
`

/** The sheet's ruling: a fine grid of faint light lines, a stronger one every fifth. */
export const sheetGrid = css`
  ${ruling("rgb(255 255 255 / 0.09)", "rgb(255 255 255 / 0.04)")}
`

/** The paper's lines: the brand's green, faint, over the page's surface. */
const paperLine = (percent: number) =>
  `color-mix(in srgb, ${theme.colors.primary} ${percent}%, transparent)`

/**
 * The plan sheet's second tone, tracing paper: the page's own surface under the sheet's grid in
 * faint green, with the tokens at their usual values. A website type's page and the pages a visitor
 * reads or fills in (the contact form, the blog, the portfolio, the about page) start on it; the
 * home page and the two service hubs start on the green sheet, and every page ends on the green
 * band.
 */
export const paper = css`
  background-color: ${theme.colors.surface};
  ${ruling(paperLine(9), paperLine(4))}
  border-bottom: 1px solid ${theme.colors.line};
  color: ${theme.colors.ink};
`

/**
 * The plan sheet (theme.ts, `sheetPalette`): the brand's deep green under a fine grid, with the
 * tokens re-valued inside it, so whatever it holds reads as light lines on green.
 */
export const sheet = css`
  ${sheetDeclarations("light")}
  @media (prefers-color-scheme: dark) {
    ${sheetDeclarations("dark")}
  }
  background-color: ${theme.colors.page};
  ${sheetGrid}
  color: ${theme.colors.ink};
`

/**
 * For what holds `details` that open in place: each `summary` without the browser's marker, and
 * after its text a chevron that turns when it opens (the posts' folded contents, the hub's
 * folded packages).
 */
export const foldSummaries = css`
  summary {
    cursor: pointer;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::after {
    content: "";
    flex: none;
    width: 0.55rem;
    height: 0.55rem;
    margin-right: 0.2rem;
    border-right: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-25%) rotate(45deg);
  }
  details[open] > summary::after {
    transform: translateY(25%) rotate(225deg);
  }
`

/**
 * A process step's number on its ::before (`counter(step)`): two digits in a ring of the brand's
 * colour on the page's ground, the one look of a numbered step on every page (the home page's and
 * a service's process, the about page's timeline). Its size is the caller's.
 */
export const stepNumber = css`
  content: counter(step, decimal-leading-zero);
  display: grid;
  place-items: center;
  border-radius: ${theme.radii.pill};
  border: 2px solid ${theme.colors.primary};
  background: ${theme.colors.page};
  color: ${theme.colors.primary};
  font-size: ${theme.fontSizes.sm};
  font-weight: ${theme.fontWeights.heavy};
  font-variant-numeric: tabular-nums;
`
