/**
 * The brand's mark, drawn once for every place it appears: the header (logo.tsx), the share
 * images (src/features/share-image/card.ts) and the icon files (scripts/brand-images.ts).
 *
 * A W being drawn, as a designer draws a line: one white path on the plan sheet's blueprint blue,
 * its last point the selected anchor, a square in the warm accent with its handle pulled out.
 */
export const markSize = 36

export const markGeometry = {
  radius: 8,
  /** The W, one stroke; it ends at the anchor. */
  letter: "M8.5 12L12.75 24L18 15.5L23.25 24L27.5 12",
  letterWidth: 3,
  /** The selected anchor: a square centred on the W's last point, outlined in the sheet's blue. */
  anchor: { x: 24.8, y: 9.3, size: 5.4, outline: 1 },
  /** Its handle: a thin line to a round grip. */
  handle: "M27.5 12L31 7",
  handleWidth: 1.2,
  grip: { cx: 31.3, cy: 6.6, r: 1.5 },
} as const

/** The mark's colours: the sheet's blueprint blue, white and the warm accent (theme.ts). */
export const markColors = {
  sheet: "#123a78",
  letter: "#ffffff",
  accent: "#f59e0b",
} as const

/** The mark as SVG elements, for files written outside React (the icons). */
export const markSvg = () => {
  const { radius, letter, letterWidth, anchor, handle, handleWidth, grip } = markGeometry
  return [
    `<rect width="${markSize}" height="${markSize}" rx="${radius}" fill="${markColors.sheet}"/>`,
    `<path d="${letter}" fill="none" stroke="${markColors.letter}" stroke-width="${letterWidth}" stroke-linecap="round" stroke-linejoin="round"/>`,
    `<path d="${handle}" stroke="${markColors.accent}" stroke-width="${handleWidth}"/>`,
    `<circle cx="${grip.cx}" cy="${grip.cy}" r="${grip.r}" fill="${markColors.accent}"/>`,
    `<rect x="${anchor.x}" y="${anchor.y}" width="${anchor.size}" height="${anchor.size}" fill="${markColors.accent}" stroke="${markColors.sheet}" stroke-width="${anchor.outline}"/>`,
  ].join("")
}
