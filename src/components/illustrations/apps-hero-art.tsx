import React from "react"
import {
  Art,
  Backdrop,
  Bars,
  Block,
  BrowserWindow,
  c,
  Card,
  draftedCut,
  type IllustrationProps,
} from "./parts"

/** A web application: navigation, figures, a chart, a table and a notice asking for a decision. */
export function AppsHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[480, 84, 72]} b={[68, 368, 60]} />
      <BrowserWindow x={20} y={36} w={424} h={352} />
      <path d="M22 66h80v320H36a14 14 0 0 1-14-14z" fill={c.surfaceAlt} />
      <Block x={36} y={80} w={20} h={20} r={6} />
      <Block x={30} y={140} w={64} h={22} r={6} fill={c.primarySoft} />
      {[120, 146, 172, 198, 224].map((y, i) => (
        <Bars
          key={y}
          x={40}
          y={y}
          widths={[i === 1 ? 44 : 32 + (i % 2) * 14]}
          fill={i === 1 ? c.primary : c.muted}
        />
      ))}
      <Bars x={118} y={84} widths={[110]} h={12} fill={c.ink} />
      {[118, 224, 330].map((x, i) => (
        <g key={x}>
          <Card x={x} y={110} w={98} h={54} r={8} shadow={false} />
          <Bars x={x + 12} y={122} widths={[44]} h={6} />
          <Bars x={x + 12} y={140} widths={[28 + i * 8]} h={10} fill={i === 2 ? c.accent : c.ink} />
          <path d={`M${x + 62} ${150 - i}l7-6 7 4 10-10`} stroke={c.primary} strokeWidth={3} />
        </g>
      ))}
      <Card x={118} y={176} w={310} h={98} r={8} shadow={false} />
      <path d="M132 256l40-22 38 10 42-30 40 12 44-26 44 8 24-22v78H132z" fill={c.primarySoft} />
      <path
        d="M132 256l40-22 38 10 42-30 40 12 44-26 44 8 24-22"
        stroke={c.primary}
        strokeWidth={3}
      />
      <circle cx={336} cy={200} r={6} fill={c.accent} />
      {[290, 316, 342].map((y, i) => (
        <g key={y}>
          <circle cx={130} cy={y + 4} r={8} fill={c.line} />
          <Bars x={146} y={y} widths={[64 + (i % 2) * 18, 44, 30]} gap={22} across />
          <Block x={378} y={y - 2} w={44} h={12} r={6} fill={i === 1 ? c.accent : c.primarySoft} />
        </g>
      ))}
      <Bars x={118} y={330} widths={[310, 310]} gap={26} h={2} fill={c.line} />
      <Card x={346} y={276} w={194} h={124} />
      <circle cx={372} cy={304} r={12} fill={c.accent} />
      <Bars x={394} y={296} widths={[100]} h={10} fill={c.ink} />
      <Bars x={364} y={326} widths={[156, 120]} gap={14} h={6} />
      <Block x={364} y={362} w={74} h={22} r={11} />
      <Block x={446} y={362} w={74} h={22} r={11} fill={c.line} />
      <Card x={396} y={16} w={144} h={56} />
      <circle cx={420} cy={44} r={10} fill={c.primarySoft} />
      <circle cx={420} cy={44} r={4} fill={c.primary} />
      <Bars x={438} y={34} widths={[84, 60]} gap={14} h={6} />
    </Art>
  )
}
