import React from "react"
import { palette } from "../../styles/theme"

/**
 * The brand's mark, drawn once for every place it appears: the header (logo.tsx), the share
 * images (src/features/share-image/card.ts) and the icon files (scripts/brand-images.ts).
 *
 * A W on a tile of the plan sheet (its deep green ruled in thirds), selected as the site
 * selects its key words (selected-word.tsx): a frame in the warm accent with a square at each
 * corner. The site's signature, small enough for a favicon.
 */
export const markSize = 36

/** The mark's colours by value (it is also drawn at build time): the band's green and the accent. */
const sheet = palette.light.band
const accent = palette.light.accent

/** The tile's edges and the selection frame's, in the viewBox's units. */
const tile = { from: 4, size: 28 }
const frame = { from: 2, size: 32, anchor: 4.4 }

const thirds = [tile.from + tile.size / 3, tile.from + (2 * tile.size) / 3]

/** A square's attributes from its top left corner (x and y alike) and its side. */
const square = (from: number, size: number) => ({ x: from, y: from, width: size, height: size })

/**
 * The mark's shapes, in drawing order, for an `svg` of viewBox 0 0 36 36. Plain elements with no
 * styles, so React, satori (the share images) and renderToStaticMarkup (the icon files) all take
 * them.
 */
export const markShapes = () => [
  <rect key="sheet" {...square(tile.from, tile.size)} rx={1.5} fill={sheet} />,
  ...thirds.map(at => (
    <path
      key={`rule-${at}`}
      d={`M${at} ${tile.from}V${tile.from + tile.size}M${tile.from} ${at}H${tile.from + tile.size}`}
      stroke="#ffffff"
      strokeOpacity={0.16}
      strokeWidth={0.6}
    />
  )),
  <path
    key="letter"
    d="M10 13L13.6 23.5L18 16.2L22.4 23.5L26 13"
    fill="none"
    stroke="#ffffff"
    strokeWidth={2.8}
    strokeLinecap="square"
  />,
  <rect
    key="frame"
    {...square(frame.from, frame.size)}
    fill="none"
    stroke={accent}
    strokeWidth={1}
  />,
  ...[frame.from, frame.from + frame.size].flatMap(x =>
    [frame.from, frame.from + frame.size].map(y => (
      <rect
        key={`anchor-${x}-${y}`}
        x={x - frame.anchor / 2}
        y={y - frame.anchor / 2}
        width={frame.anchor}
        height={frame.anchor}
        fill={accent}
      />
    ))
  ),
]

/** The sheet's green, for a file that sets the mark on a wider sheet (the spec's 63 × 36 icon). */
export const markSheet = sheet
