import React, { useId } from "react"
import styled from "styled-components"
import type { ReactNode } from "react"
import { theme } from "../../styles/theme"

/**
 * The pieces every illustration is drawn from, so the hero visuals and the case-study images
 * share one voice: flat shapes, one radius scale, bars for text, depth from a flat offset shadow
 * (no filters: they cost paint). Colours are theme tokens by role, never raw values, so the art
 * follows the light and dark palettes: `white` is a raised surface, `surface`/`surfaceAlt` what
 * lies behind, `ink` headings, `muted`/`line` text, `primary` emphasis, `accent` one highlight.
 */
export const c = theme.colors

export const radius = { sm: 8, md: 14, lg: 20 } as const

/** What every illustration takes: a class for its place in the layout. */
export type IllustrationProps = { className?: string }

/** The two halves of a drafted drawing: still a plan, or built. */
export type Side = "plan" | "built"

/** A hero's drawing, in its own units. */
export const heroArtSize = [560, 440] as const

/**
 * Where a hero's drafted drawing turns from its plan to what is built (`Art`'s `drafted`), in
 * its units: the hero layout names the two halves over it (`halves` on `HeroLayout`).
 */
export const draftedCut = 236

type ArtProps = IllustrationProps & {
  /** The shapes; for a drafted drawing, optionally a function of the half it draws. */
  children: ReactNode | ((side: Side) => ReactNode)
  /** The drawing's size in its own units: a hero's 560 × 440 unless given. */
  size?: readonly [width: number, height: number]
  /**
   * Where the plan ends, in the drawing's units: left of it the drawing is still its plan, right
   * of it the same drawing stands built (the pages that sell).
   */
  drafted?: number
}

// The plan: the drawing as its outline only, in thin dashed lines, as on a drawing before anything
// is built. The shapes are filled with the page, so a shape in front hides the lines behind it;
// the shadows and the backdrop (`data-depth`) are left out. CSS outranks the shapes' own paint
// attributes, so the plan's shapes are the built ones.
const Plan = styled.g`
  [data-depth] {
    display: none;
  }
  & * {
    fill: ${c.page};
    stroke: ${c.lineStrong};
    stroke-width: 1.5px;
    stroke-dasharray: 5 4;
  }
`

/** The shapes of one half: a drawing's function of the side, or the same shapes for both. */
const shapesOf = (children: ArtProps["children"], side: Side) =>
  typeof children === "function" ? children(side) : children

type DraftedProps = {
  cut: number
  width: number
  height: number
  children: ArtProps["children"]
}

/**
 * The signature of the pages that sell, the studio's method in one picture ("first the plan,
 * then the build"): the drawing twice, each half clipped at the cut, and on the cut an accent line
 * ending in the mark's selected anchor, a square, at either end.
 */
function Drafted({ cut, width, height, children }: DraftedProps) {
  const id = useId()
  return (
    <>
      <defs>
        <clipPath id={`${id}plan`}>
          <rect x={0} y={0} width={cut} height={height} />
        </clipPath>
        <clipPath id={`${id}built`}>
          <rect x={cut} y={0} width={width - cut} height={height} />
        </clipPath>
      </defs>
      <Plan clipPath={`url(#${id}plan)`}>{shapesOf(children, "plan")}</Plan>
      <g clipPath={`url(#${id}built)`}>{shapesOf(children, "built")}</g>
      <path d={`M${cut} 12V${height - 12}`} stroke={c.accent} strokeWidth={2} />
      <rect x={cut - 6} y={6} width={12} height={12} fill={c.accent} />
      <rect x={cut - 6} y={height - 18} width={12} height={12} fill={c.accent} />
    </>
  )
}

/**
 * Decorative: the hero's text carries the meaning. The width and height reserve its space. The
 * root sets what most shapes share (no fill unless given, 2 px round strokes) to keep the markup
 * light.
 */
export function Art({
  children,
  className,
  size: [width, height] = heroArtSize,
  drafted,
}: ArtProps) {
  return (
    <svg
      viewBox={`0 0 ${width} ${height}`}
      width={width}
      height={height}
      className={className}
      style={{ display: "block", width: "100%", height: "auto" }}
      aria-hidden="true"
      focusable="false"
      fill="none"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      data-drafted={drafted === undefined ? undefined : ""}
    >
      {drafted === undefined ? (
        shapesOf(children, "built")
      ) : (
        <Drafted cut={drafted} width={width} height={height}>
          {children}
        </Drafted>
      )}
    </svg>
  )
}

type Circle = readonly [cx: number, cy: number, r: number]

/** Two soft discs behind the composition (depth: a plan leaves them out). */
export function Backdrop({ a, b }: { a: Circle; b: Circle }) {
  return (
    <>
      <circle cx={a[0]} cy={a[1]} r={a[2]} fill={c.primarySoft} data-depth="" />
      <circle cx={b[0]} cy={b[1]} r={b[2]} fill={c.surfaceAlt} data-depth="" />
    </>
  )
}

type BoxProps = {
  x: number
  y: number
  w: number
  h: number
  r?: number
  fill?: string
  shadow?: boolean
}

/** A raised card: a flat offset shadow (marked `data-depth`, which an outline drawing leaves out), the surface and a 1 px border at low contrast. */
export function Card({ x, y, w, h, r = radius.md, fill = c.white, shadow = true }: BoxProps) {
  return (
    <>
      {shadow && <rect x={x} y={y + 8} width={w} height={h} rx={r} fill={c.line} data-depth="" />}
      <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} stroke={c.line} />
    </>
  )
}

/** A browser window: its content starts 30 below y. */
export function BrowserWindow({ x, y, w, h, shadow }: BoxProps) {
  const r = radius.md
  return (
    <>
      <Card x={x} y={y} w={w} h={h} shadow={shadow} />
      <path
        d={`M${x} ${y + 30}V${y + r}a${r} ${r} 0 0 1 ${r}-${r}h${w - 2 * r}a${r} ${r} 0 0 1 ${r} ${r}V${y + 30}z`}
        fill={c.line}
      />
      <circle cx={x + 16} cy={y + 15} r={4} fill={c.accent} />
      <circle cx={x + 29} cy={y + 15} r={4} fill={c.muted} />
      <circle cx={x + 42} cy={y + 15} r={4} fill={c.inkSoft} />
      <rect
        x={x + 58}
        y={y + 9}
        width={Math.min(w - 76, 200)}
        height={12}
        rx={6}
        fill={c.surface}
      />
    </>
  )
}

/** A phone (or, wider, a tablet): its screen is inset 6 and starts 22 below y. */
export function PhoneFrame({ x, y, w, h }: BoxProps) {
  return (
    <>
      <rect x={x} y={y + 8} width={w} height={h} rx={radius.lg + 4} fill={c.line} data-depth="" />
      <rect x={x} y={y} width={w} height={h} rx={radius.lg + 4} fill={c.line} />
      <rect x={x + 6} y={y + 6} width={w - 12} height={h - 12} rx={radius.lg} fill={c.white} />
      <rect x={x + w / 2 - 14} y={y + 12} width={28} height={5} rx={2.5} fill={c.line} />
    </>
  )
}

type BarsProps = {
  x: number
  y: number
  widths: readonly number[]
  gap?: number
  h?: number
  fill?: string
  across?: boolean
}

/**
 * Lines standing in for text, one path of round-capped strokes: `widths` down the page (or
 * `across` it, `gap` apart), each bar exactly as wide and as high as given.
 */
export function Bars({ x, y, widths, gap = 16, h = 8, fill = c.muted, across = false }: BarsProps) {
  let at = 0
  const d = widths
    .map(w => {
      const move = across ? `M${x + at + h / 2} ${y + h / 2}` : `M${x + h / 2} ${y + at + h / 2}`
      at += across ? w + gap : gap
      return `${move}h${Math.max(w - h, 0)}`
    })
    .join("")
  return <path d={d} stroke={fill} strokeWidth={h} />
}

/** A rounded rectangle without border or shadow: blocks, buttons, chips. */
export function Block({ x, y, w, h, r = radius.sm, fill = c.primary }: BoxProps) {
  return <rect x={x} y={y} width={w} height={h} rx={r} fill={fill} />
}
