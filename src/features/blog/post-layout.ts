import styled from "styled-components"
import { media } from "../../styles/media"
import { labelType, paper } from "../../styles/shapes"
import { anchorOffset, theme } from "../../styles/theme"
import { Container } from "../../components/ui/container"

/** The top of a post or a case study, on the plan sheet's tracing paper, as the pages to read. */
export const Header = styled.header`
  ${paper}
  padding: ${theme.space[7]} 0 ${theme.space[7]};

  h1 {
    max-width: 20em;
    font-size: ${theme.fontSizes["3xl"]};
  }
`

/**
 * A post's drawing (its card's), beside its heading from laptops up, in the column its contents
 * take below: the header's right is not left empty. Phones and tablets go straight to the text.
 */
export const HeaderArt = styled.div`
  display: none;

  ${media.lg} {
    && {
      display: grid;
      grid-column: 2;
      grid-row: 1 / span 4;
      align-self: center;
      justify-items: center;
      padding: ${theme.space[4]};
      border: 1px solid ${theme.colors.line};
      border-radius: ${theme.radii.lg};
      background: ${theme.colors.white};
      box-shadow: ${theme.shadows.raised};
    }
    /* The drawing fills the side column, on a raised sheet of its own, as a post's cover: at its
       own size, or filling the column bare, it stood on the header's paper as a stray icon. */
    svg {
      width: 100%;
      height: auto;
    }
  }
`

export const Meta = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space[1]} ${theme.space[5]};
  margin: 0;
  color: ${theme.colors.inkSoft};
  font-size: ${theme.fontSizes.sm};
`

/**
 * Marks the column beside the text: a post's contents and next step, a case study's next step
 * (post-side.tsx), a case study's facts beside its heading. Here, not there: the content
 * manager's preview takes this file's styles without Gatsby's `Link`.
 */
export const readingSide = "data-reading-side"
const sideSelector = `[${readingSide}]`

/** Marks what spans the text and the column beside it: a case study's pictures. */
export const readingWide = "data-reading-wide"

/**
 * A post's or a case study's reading column. From laptops up what is marked `readingSide` stands
 * beside the text and stays in view while it scrolls, below the fixed header, instead of taking a
 * screen above it;
 * the header's heading keeps to the text's column, so the two start on one line. The two span
 * the site's grid, the text from its left edge and the side to its right one, as the logo, the
 * closing band and the footer do (centred between them, they started 64 px further in).
 */
export const Reading = styled(Container).attrs({ $narrow: true })`
  ${media.lg} {
    display: grid;
    grid-template-columns: minmax(0, ${theme.sizes.text}) 20rem;
    column-gap: ${theme.space[8]};
    justify-content: space-between;
    max-width: calc(${theme.sizes.content} + 2 * ${theme.sizes.gutter});

    > * {
      grid-column: 1;
    }
    > [${readingWide}] {
      grid-column: 1 / -1;
    }
    /* The text starts level with the contents beside it; a side after the text (a case study's
       facts beside its heading) starts level with the text's top. */
    > ${sideSelector}:first-child, > ${sideSelector} + * {
      margin-top: ${theme.space[6]};
    }
    > ${sideSelector} {
      display: grid;
      gap: ${theme.space[5]};
      font-size: ${theme.fontSizes.sm};
      grid-column: 2;
      grid-row: 1;
      position: sticky;
      top: ${anchorOffset}px;
      align-self: start;
      max-height: calc(100vh - ${anchorOffset}px - ${theme.space[5]});
      overflow-y: auto;
    }
    > ${sideSelector} > * {
      margin: 0;
    }
    > ${sideSelector} li + li {
      margin-top: ${theme.space[1]};
    }
  }
`

/** The article's own HTML from markdown. */
export const Body = styled.div`
  max-width: ${theme.sizes.measure};
  padding-bottom: ${theme.sizes.sectionY};
  font-size: ${theme.fontSizes.md};

  /* A step under the page's title on every screen: at the section headings' size a phone set
     them within 1 px of the h1. */
  h2 {
    margin-top: ${theme.space[7]};
    font-size: ${theme.fontSizes.xl};
  }
  h3 {
    margin-top: ${theme.space[6]};
    font-size: ${theme.fontSizes.lg};
  }
  ul,
  ol {
    padding-left: ${theme.space[5]};
    margin: 0 0 ${theme.space[4]};
  }
  li + li {
    margin-top: ${theme.space[2]};
  }
  /* Edge shadows that show while there is more table to scroll to: the page-coloured covers
     scroll with the content, the shadows stay with the box. */
  .table-scroll {
    margin: ${theme.space[5]} 0;
    overflow-x: auto;
    border-radius: ${theme.radii.sm};
    background:
      linear-gradient(to right, ${theme.colors.page} 40%, transparent) left / 2.5rem 100% no-repeat
        local,
      linear-gradient(to left, ${theme.colors.page} 40%, transparent) right / 2.5rem 100% no-repeat
        local,
      radial-gradient(farthest-side at 0 50%, rgb(var(--color-shadow-tint) / 0.28), transparent)
        left / 1rem 100% no-repeat scroll,
      radial-gradient(farthest-side at 100% 50%, rgb(var(--color-shadow-tint) / 0.28), transparent)
        right / 1rem 100% no-repeat scroll;
  }
  .table-scroll:focus-visible {
    outline-offset: 4px;
  }
  table {
    min-width: 36rem;
    width: 100%;
    border-collapse: collapse;
    font-size: ${theme.fontSizes.sm};
  }
  th,
  td {
    padding: ${theme.space[2]} ${theme.space[3]};
    border: 1px solid ${theme.colors.line};
    text-align: left;
    vertical-align: top;
  }
  th {
    background: ${theme.colors.surface};
  }
  /* On a phone a table of three columns would scroll sideways with one column in view: each row
     becomes a card instead, its first cell as the card's title and every other value under its
     column's heading (data-label, from scrollable-tables.ts). It stays a table to screen
     readers (blog.spec.ts reads its column headers on a phone). */
  ${media.belowMd} {
    .table-scroll {
      overflow: visible;
      background: none;
    }
    table,
    tbody,
    tbody tr,
    td {
      display: block;
      min-width: 0;
    }
    /* Read by screen readers, not shown: every part of the header row is a 1 px clipped box. */
    thead,
    thead tr,
    thead th {
      position: absolute;
      padding: 0;
      border: 0;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
    tbody tr {
      padding: ${theme.space[3]} ${theme.space[4]};
      border: 1px solid ${theme.colors.line};
      border-radius: ${theme.radii.md};
      background: ${theme.colors.surface};
    }
    tbody tr + tr {
      margin-top: ${theme.space[3]};
    }
    td {
      padding: ${theme.space[1]} 0;
      border: 0;
    }
    td:first-child {
      padding-top: 0;
      font-weight: ${theme.fontWeights.bold};
      font-size: ${theme.fontSizes.md};
    }
    td:not(:first-child)[data-label]::before {
      content: attr(data-label);
      display: block;
      color: ${theme.colors.inkSoft};
      ${labelType}
    }
  }
  img {
    height: auto;
  }
  .nowrap {
    white-space: nowrap;
  }
`

export const Related = styled.section`
  padding: ${theme.sizes.sectionY} 0;
  background: ${theme.colors.surface};
  border-top: 1px solid ${theme.colors.line};

  h2 {
    font-size: ${theme.fontSizes["2xl"]};
  }
  > div > div {
    display: grid;
    gap: ${theme.space[5]};

    ${media.md} {
      grid-template-columns: repeat(2, 1fr);
    }
  }
`
