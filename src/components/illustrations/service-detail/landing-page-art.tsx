import React from "react"
import { Art, Backdrop, Bars, Block, BrowserWindow, c, Card, draftedCut } from "../parts"

/** One long page that leads to one action: the call to action stands out at its end. */
export function LandingPageArt({ className }: { className?: string }) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[470, 330, 84]} b={[88, 96, 70]} />
      <BrowserWindow x={150} y={16} w={260} h={408} />
      <Block x={166} y={60} w={228} h={108} fill={c.primarySoft} />
      <Bars x={182} y={78} widths={[160, 120]} gap={20} h={12} fill={c.ink} />
      <Bars x={182} y={122} widths={[140]} h={6} />
      <Block x={182} y={140} w={64} h={16} r={8} />
      {[166, 246, 326].map(x => (
        <g key={x}>
          <circle cx={x + 18} cy={200} r={14} fill={c.surfaceAlt} stroke={c.line} />
          <Bars x={x} y={224} widths={[60, 48]} gap={12} h={6} />
        </g>
      ))}
      <Block x={166} y={264} w={228} h={44} fill={c.surface} />
      <Bars x={182} y={276} widths={[170, 120]} gap={14} h={6} fill={c.line} />
      <Block x={166} y={320} w={228} h={88} r={14} fill={c.primary} />
      <Bars x={222} y={336} widths={[116]} h={10} fill={c.white} />
      <Block x={216} y={360} w={128} h={32} r={16} fill={c.accent} />
      <Bars x={248} y={372} widths={[64]} fill={c.white} />
      <Block x={402} y={60} w={4} h={356} r={2} fill={c.line} />
      <Block x={402} y={300} w={4} h={80} r={2} fill={c.muted} />
      <path d="M340 384l10 30 7-11 13-1z" fill={c.ink} stroke={c.white} />
      <circle cx={340} cy={384} r={18} stroke={c.accent} />
      <Card x={24} y={196} w={108} h={120} />
      {[0, 1, 2, 3].map(i => (
        <Block
          key={i}
          x={40 + i * 20}
          y={296 - 16 - i * 18}
          w={12}
          h={16 + i * 18}
          r={4}
          fill={i === 3 ? c.primary : c.primarySoft}
        />
      ))}
      <Bars x={40} y={212} widths={[60]} h={8} fill={c.ink} />
      <Card x={440} y={76} w={96} h={64} />
      <circle cx={462} cy={108} r={10} fill={c.primary} />
      <path d="M457 108l4 4 6-7" stroke={c.white} strokeWidth={2.5} />
      <Bars x={480} y={98} widths={[40, 28]} gap={14} h={6} />
    </Art>
  )
}
