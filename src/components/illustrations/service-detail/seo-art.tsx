import React from "react"
import { Art, Backdrop, Bars, Block, c, Card, draftedCut } from "../parts"

const results = [104, 184, 264, 334]

/** Being found: a list of search results with one standing out, and visits that keep rising. */
export function SeoArt({ className }: { className?: string }) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[470, 96, 80]} b={[70, 368, 60]} />
      <Card x={24} y={24} w={340} h={52} r={26} />
      <circle cx={54} cy={49} r={9} stroke={c.primary} strokeWidth={3} />
      <path d="M61 56l7 7" stroke={c.primary} strokeWidth={3} />
      <Bars x={80} y={45} widths={[150]} h={8} fill={c.ink} />
      {results.map((y, i) =>
        i === 1 ? null : (
          <g key={y}>
            <Bars x={40} y={y} widths={[90]} h={5} fill={c.line} />
            <Bars x={40} y={y + 14} widths={[210 - i * 20]} h={10} fill={c.muted} />
            <Bars x={40} y={y + 34} widths={[260, 220]} gap={13} h={5} fill={c.line} />
          </g>
        )
      )}
      <Card x={28} y={172} w={332} h={76} />
      <rect x={28} y={172} width={332} height={76} rx={14} stroke={c.primary} />
      <Block x={28} y={184} w={5} h={52} r={2.5} />
      <Bars x={48} y={186} widths={[90]} h={5} fill={c.primary} />
      <Bars x={48} y={200} widths={[220]} h={12} fill={c.ink} />
      <Bars x={48} y={222} widths={[280]} h={5} />
      <circle cx={334} cy={194} r={12} fill={c.accent} />
      <path d="M328 194l4 4 8-8" stroke={c.white} strokeWidth={2.5} />
      <Card x={330} y={238} w={206} h={170} />
      <Bars x={350} y={258} widths={[80]} h={10} fill={c.ink} />
      <Bars x={350} y={300} widths={[166, 166, 166]} gap={30} h={2} fill={c.line} />
      <path d="M350 380l30-16 30 6 30-28 30 4 36-44v78z" fill={c.primarySoft} />
      <path d="M350 380l30-16 30 6 30-28 30 4 36-44" stroke={c.primary} strokeWidth={3} />
      <circle cx={506} cy={302} r={7} fill={c.accent} stroke={c.white} strokeWidth={3} />
      <path d="M480 284l26-26m-14 0h14v14" stroke={c.primary} strokeWidth={3} />
    </Art>
  )
}
