import React from "react"
import { palette } from "../../styles/theme"

/**
 * The brand's mark, drawn once for every place it appears: the header (logo.tsx), the share
 * images (src/features/share-image/card.ts) and the icon files (scripts/brand-images.ts).
 *
 * A W being drawn, as a designer draws a line: one white path on the plan sheet's blueprint blue,
 * its last point the selected anchor, a square in the warm accent with its handle pulled out.
 */
export const markSize = 36

/** The mark's colours by value (it is also drawn at build time): the band's blue and the accent. */
const sheet = palette.light.band
const accent = palette.light.accent

/**
 * The mark's shapes, in drawing order, for an `svg` of viewBox 0 0 36 36. Plain elements with no
 * styles, so React, satori (the share images) and renderToStaticMarkup (the icon files) all take
 * them.
 */
export const markShapes = () => [
  <rect key="sheet" width={markSize} height={markSize} rx={8} fill={sheet} />,
  <path
    key="letter"
    d="M8.5 12L12.75 24L18 15.5L23.25 24L27.5 12"
    fill="none"
    stroke="#ffffff"
    strokeWidth={3}
    strokeLinecap="round"
    strokeLinejoin="round"
  />,
  <path key="handle" d="M27.5 12L31 7" stroke={accent} strokeWidth={1.2} />,
  <circle key="grip" cx={31.3} cy={6.6} r={1.5} fill={accent} />,
  <rect
    key="anchor"
    x={24.8}
    y={9.3}
    width={5.4}
    height={5.4}
    fill={accent}
    stroke={sheet}
    strokeWidth={1}
  />,
]

/** The sheet's blue, for a file that sets the mark on a wider sheet (the spec's 63 × 36 icon). */
export const markSheet = sheet
