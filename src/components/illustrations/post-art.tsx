import React from "react"
import { Art, Bars, Block, BrowserWindow, c, Card, type IllustrationProps } from "./parts"
import type { PostPicture } from "./post-pictures"

/** A post card's picture: a small drawing of what the post is about, 240 × 120. */
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

/** Speed: a button answering the click on it at once, and a gauge in its fast range. */
const Speed = () => (
  <>
    <Card x={20} y={12} w={124} h={96} r={10} shadow={false} />
    <Bars x={32} y={26} widths={[60]} h={6} fill={c.ink} />
    <Bars x={32} y={40} widths={[92, 70]} gap={11} h={5} fill={c.muted} />
    <Block x={32} y={72} w={64} h={20} r={10} fill={c.primary} />
    <circle cx={84} cy={82} r={12} stroke={c.accent} strokeWidth={1.5} />
    <circle cx={84} cy={82} r={19} stroke={c.accent} strokeWidth={1} strokeDasharray="3 3" />
    <path d="M84 82v22l6-6 5 10 5-2-5-10h8z" fill={c.white} stroke={c.ink} strokeWidth={1.5} />
    <path d="M164 84a28 28 0 0 1 56 0" stroke={c.line} strokeWidth={8} />
    <path d="M164 84a28 28 0 0 1 14-24.2" stroke={c.primary} strokeWidth={8} />
    <path d="M192 84l-16-13" stroke={c.ink} strokeWidth={3} />
    <circle cx={192} cy={84} r={4} fill={c.ink} />
    <Bars x={174} y={98} widths={[36]} h={5} fill={c.muted} />
  </>
)

/** Accessibility: a page with strong contrast, its button in a visible focus ring, and a person. */
const Accessibility = () => (
  <>
    <Card x={20} y={12} w={132} h={96} r={10} shadow={false} />
    <Bars x={32} y={26} widths={[76]} h={8} fill={c.ink} />
    <Bars x={32} y={44} widths={[84, 70]} gap={10} h={5} fill={c.inkSoft} />
    <circle cx={134} cy={30} r={8} fill={c.white} stroke={c.ink} strokeWidth={1.5} />
    <path d="M134 22a8 8 0 0 1 0 16z" fill={c.ink} />
    <Block x={36} y={76} w={56} h={18} r={9} fill={c.primary} />
    <rect x={31} y={71} width={66} height={28} rx={14} stroke={c.accent} strokeWidth={2.5} />
    <circle cx={196} cy={60} r={34} fill={c.primarySoft} />
    <circle cx={196} cy={40} r={6} fill={c.primary} />
    <path d="M176 52h40M196 52v22M196 74l-10 18M196 74l10 18" stroke={c.primary} strokeWidth={5} />
  </>
)

/** Website or application: a page of text beside a panel with a menu and records. */
const Compare = () => (
  <>
    <Card x={14} y={20} w={96} h={82} r={10} shadow={false} />
    <Block x={22} y={30} w={80} h={26} fill={c.primarySoft} />
    <Bars x={30} y={38} widths={[44]} h={5} fill={c.ink} />
    <Block x={30} y={47} w={22} h={5} r={2.5} fill={c.accent} />
    <Bars x={22} y={66} widths={[70, 54, 62]} gap={10} h={5} fill={c.muted} />
    <path d="M116 61h10M122 56l5 5-5 5" stroke={c.accent} strokeWidth={2.5} />
    <Card x={132} y={20} w={96} h={82} r={10} shadow={false} />
    <path d="M132 30a10 10 0 0 1 10-10h14v82h-14a10 10 0 0 1-10-10z" fill={c.primarySoft} />
    <Bars x={138} y={32} widths={[12, 12, 12, 12]} gap={12} h={5} fill={c.primary} />
    {[0, 1, 2, 3].map(i => (
      <g key={i}>
        <Block x={164} y={30 + i * 17} w={56} h={11} r={3} fill={c.surface} />
        <circle cx={171} cy={35.5 + i * 17} r={2.5} fill={i === 1 ? c.accent : c.primary} />
        <Bars x={178} y={33.5 + i * 17} widths={[32]} h={4} fill={c.muted} />
      </g>
    ))}
  </>
)

const drawings: Record<PostPicture, () => React.JSX.Element> = {
  websites: Websites,
  apps: Apps,
  stack: Technologies,
  design: WebDesign,
  speed: Speed,
  accessibility: Accessibility,
  compare: Compare,
}

type PostArtProps = IllustrationProps & { picture: PostPicture }

/** Decorative, like every illustration: the card's heading says what the post is about. */
export function PostArt({ picture, className }: PostArtProps) {
  const Drawing = drawings[picture]
  return (
    <Art className={className} size={size}>
      <Drawing />
    </Art>
  )
}
