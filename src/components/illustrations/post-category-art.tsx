import React from "react"
import type { BlogCategory } from "../../routes"
import { Art, Bars, Block, BrowserWindow, c, Card, type IllustrationProps } from "./parts"

/** A post card's picture: a small drawing of what its category is about, 240 × 120. */
const size = [240, 120] as const

/** Websites: a page in a browser, its hero and three cards. */
const Websites = () => (
  <>
    <BrowserWindow x={28} y={8} w={184} h={104} shadow={false} />
    <Block x={40} y={46} w={160} h={30} fill={c.primarySoft} />
    <Bars x={50} y={54} widths={[72, 48]} gap={12} h={6} fill={c.ink} />
    <Block x={156} y={54} w={32} h={14} r={7} fill={c.accent} />
    {[40, 95, 150].map(x => (
      <g key={x}>
        <Block x={x} y={84} w={50} h={20} r={6} fill={c.surface} />
        <Bars x={x + 8} y={91} widths={[30]} h={5} fill={c.muted} />
      </g>
    ))}
  </>
)

/** Applications: a panel with a side menu, a chart and a gauge. */
const Apps = () => (
  <>
    <Card x={24} y={10} w={192} h={100} r={10} shadow={false} />
    <path d="M24 20a10 10 0 0 1 10-10h26v100H34a10 10 0 0 1-10-10z" fill={c.primarySoft} />
    <Bars x={32} y={26} widths={[20, 20, 20, 20]} gap={14} h={5} fill={c.primary} />
    {[62, 44, 74, 54, 84].map((h, i) => (
      <Block
        key={i}
        x={74 + i * 18}
        y={98 - h}
        w={10}
        h={h}
        r={3}
        fill={i === 4 ? c.accent : c.primary}
      />
    ))}
    <path d="M172 74a18 18 0 0 1 36 0" stroke={c.line} strokeWidth={7} />
    <path d="M172 74a18 18 0 0 1 30.7-12.7" stroke={c.primary} strokeWidth={7} />
    <Bars x={172} y={88} widths={[36, 24]} gap={10} h={5} fill={c.muted} />
  </>
)

/** Technologies: code in a window beside the layers of a stack. */
const Technologies = () => (
  <>
    <Card x={20} y={12} w={128} h={96} r={10} shadow={false} />
    <circle cx={32} cy={24} r={3} fill={c.accent} />
    <circle cx={42} cy={24} r={3} fill={c.muted} />
    <Bars x={32} y={38} widths={[46]} h={5} fill={c.primary} />
    <Bars x={44} y={50} widths={[70, 52]} gap={12} h={5} fill={c.muted} />
    <Bars x={56} y={74} widths={[40]} h={5} fill={c.accent} />
    <Bars x={32} y={86} widths={[30]} h={5} fill={c.primary} />
    {[0, 1, 2].map(i => (
      <path
        key={i}
        d={`M190 ${34 + i * 22}l30 14-30 14-30-14z`}
        fill={i === 0 ? c.primary : i === 1 ? c.primarySoft : c.line}
        stroke={c.white}
      />
    ))}
  </>
)

/** Web design: a layout being drawn, a curve with its anchors and handles, and the palette. */
const WebDesign = () => (
  <>
    <Card x={20} y={12} w={132} h={96} r={10} shadow={false} />
    <Block x={32} y={24} w={108} h={34} fill={c.surface} />
    <path d="M36 52c18-26 40 6 58-14s30-6 42-12" stroke={c.primary} strokeWidth={2.5} />
    <path d="M36 52l-6-14M136 26l6 14" stroke={c.accent} strokeWidth={1.5} />
    <circle cx={30} cy={38} r={2.5} fill={c.accent} />
    <circle cx={142} cy={40} r={2.5} fill={c.accent} />
    <rect x={32} y={48} width={8} height={8} fill={c.white} stroke={c.primary} />
    <rect x={132} y={22} width={8} height={8} fill={c.accent} />
    <Bars x={32} y={70} widths={[80, 56]} gap={12} h={6} fill={c.muted} />
    <Block x={32} y={92} w={36} h={8} r={4} fill={c.primary} />
    {[c.primary, c.primarySoft, c.accent, c.ink].map((fill, i) => (
      <circle key={i} cx={180 + (i % 2) * 28} cy={40 + Math.floor(i / 2) * 28} r={11} fill={fill} />
    ))}
  </>
)

const drawings: Record<BlogCategory, () => React.JSX.Element> = {
  websites: Websites,
  apps: Apps,
  technologies: Technologies,
  "web-design": WebDesign,
}

type PostCategoryArtProps = IllustrationProps & { category: BlogCategory }

/** Decorative, like every illustration: the card's heading and category say what it is. */
export function PostCategoryArt({ category, className }: PostCategoryArtProps) {
  const Drawing = drawings[category]
  return (
    <Art className={className} size={size}>
      <Drawing />
    </Art>
  )
}
