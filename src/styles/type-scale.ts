/** The viewport widths between which fluid sizes grow: a small phone and a laptop. */
const fluidRange = { from: 390, to: 1280 } as const

const rem = (px: number) => `${+(px / 16).toFixed(4)}rem`

/**
 * A size that grows linearly from `minPx` at the narrow end of the range to `maxPx` at the wide
 * end, and stays put outside it, as a CSS clamp(). Zoom still scales it: the bounds are in rem.
 */
export const fluid = (minPx: number, maxPx: number, range = fluidRange) => {
  if (minPx === maxPx) return rem(minPx)
  const slope = (maxPx - minPx) / (range.to - range.from)
  const intercept = minPx - slope * range.from
  return `clamp(${rem(minPx)}, ${rem(intercept)} + ${+(slope * 100).toFixed(4)}vw, ${rem(maxPx)})`
}

/**
 * A modular scale: step n of a base size is base * ratio^n. Phones use a tighter ratio (1.25 on
 * 17 px) than tablets and laptops (1.333, a perfect fourth, on 18 px), so a Polish heading keeps
 * its long words on a 390 px screen while a desktop heading still reads as a display size.
 */
const scaleStep = (base: number, ratio: number, step: number) =>
  Math.round(base * ratio ** step * 100) / 100

const phoneScale = { base: 17, ratio: 1.25 } as const
const wideScale = { base: 18, ratio: 1.333 } as const

/** Step n of the scale, fluid from its phone size to its wide size. */
export const fluidStep = (step: number) =>
  fluid(
    scaleStep(phoneScale.base, phoneScale.ratio, step),
    scaleStep(wideScale.base, wideScale.ratio, step)
  )
