import React from "react"
import { Art, Backdrop, Bars, Block, c, Card, type IllustrationProps } from "./parts"

/** Writing to read: an article in a calm column between two article cards. */
export function BlogHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className}>
      <Backdrop a={[468, 96, 80]} b={[92, 300, 74]} />
      <Card x={24} y={86} w={164} h={204} />
      <path d="M24 100a14 14 0 0 1 14-14h136a14 14 0 0 1 14 14v66H24z" fill={c.primarySoft} />
      <circle cx={120} cy={126} r={22} fill={c.primary} />
      <Block x={40} y={182} w={52} h={14} r={7} fill={c.primarySoft} />
      <Bars x={40} y={208} widths={[124, 96]} gap={18} h={10} fill={c.ink} />
      <Bars x={40} y={252} widths={[120, 90]} gap={14} h={6} />
      <Card x={168} y={24} w={232} h={392} r={20} />
      <Block x={192} y={52} w={60} h={16} fill={c.primarySoft} />
      <Bars x={192} y={84} widths={[180, 150, 110]} gap={24} h={14} fill={c.ink} />
      <circle cx={202} cy={168} r={10} fill={c.line} />
      <Bars x={220} y={164} widths={[60, 36]} gap={10} h={8} across />
      <Block x={192} y={196} w={184} h={84} />
      <circle cx={330} cy={226} r={18} fill={c.accent} />
      <path d="M192 272l52-44 36 28 24-18 72 40v2H192z" fill={c.primaryDark} />
      <Bars x={192} y={298} widths={[184, 172, 184, 120]} gap={16} h={6} />
      <Block x={192} y={364} w={4} h={40} r={2} fill={c.accent} />
      <Bars x={206} y={366} widths={[160, 120]} gap={18} h={9} fill={c.inkSoft} />
      <Card x={380} y={196} w={156} h={196} />
      <path d="M380 210a14 14 0 0 1 14-14h128a14 14 0 0 1 14 14v58H380z" fill={c.line} />
      <circle cx={462} cy={224} r={12} fill={c.accent} />
      <path d="M380 268v-14l44-32 36 24 30-16 46 30v8z" fill={c.primarySoft} />
      <Block x={396} y={282} w={48} h={14} r={7} fill={c.primarySoft} />
      <Bars x={396} y={308} widths={[120, 84]} gap={18} h={10} fill={c.ink} />
      <Bars x={396} y={350} widths={[116, 88]} gap={14} h={6} />
      <path d="M500 178h24v36l-12-9-12 9z" fill={c.accent} />
    </Art>
  )
}
