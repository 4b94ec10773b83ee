import React from "react"
import { Art, Backdrop, Bars, Block, BrowserWindow, c, Card, draftedCut } from "../parts"

const anchors = [92, 172, 252, 332]

/** Everything on one page, reached by scrolling or by the menu's jumps to each section. */
export function OnePageArt({ className }: { className?: string }) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[480, 90, 72]} b={[84, 360, 66]} />
      <BrowserWindow x={216} y={16} w={256} h={408} />
      <Block x={232} y={60} w={220} h={76} />
      <Bars x={248} y={76} widths={[140, 100]} gap={18} h={10} fill={c.white} />
      <Block x={248} y={114} w={52} h={12} r={6} fill={c.accent} />
      <Block x={232} y={148} w={220} h={72} fill={c.surface} />
      <Bars x={248} y={162} widths={[120, 180, 150]} gap={14} h={6} />
      {[232, 306, 380].map(x => (
        <Block key={x} x={x} y={232} w={72} h={72} fill={c.primarySoft} />
      ))}
      <Block x={232} y={316} w={220} h={92} fill={c.surface} />
      <Block x={248} y={330} w={120} h={18} r={6} fill={c.white} />
      <Block x={248} y={354} w={120} h={18} r={6} fill={c.white} />
      <Block x={248} y={380} w={64} h={18} r={9} />
      <Card x={28} y={60} w={150} h={320} />
      {anchors.map((y, i) => (
        <g key={y}>
          {i === 1 && <Block x={40} y={y - 12} w={126} h={32} r={10} fill={c.primarySoft} />}
          <circle cx={58} cy={y + 4} r={6} fill={i === 1 ? c.primary : c.line} />
          <Bars x={74} y={y} widths={[70 - (i % 2) * 16]} fill={i === 1 ? c.primary : c.muted} />
        </g>
      ))}
      <path
        d="M178 96c20 0 20 2 54 2M178 176c20 0 20 8 54 8M178 256c20 0 20 12 54 12M178 336c20 0 20 24 54 24"
        stroke={c.primary}
        strokeDasharray="4 5"
      />
      <Block x={460} y={60} w={5} h={356} r={2.5} fill={c.line} />
      <Block x={460} y={140} w={5} h={90} r={2.5} fill={c.primary} />
      <path d="M497 376l8 8 8-8m-16 14l8 8 8-8" stroke={c.muted} strokeWidth={3} />
    </Art>
  )
}
