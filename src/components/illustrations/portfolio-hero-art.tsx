import React from "react"
import { Art, Backdrop, Bars, Block, BrowserWindow, c, type IllustrationProps } from "./parts"

/** Projects fanned out like a hand of cards: a shop, a studio's site, a company site in front. */
export function PortfolioHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className}>
      <Backdrop a={[452, 92, 84]} b={[92, 356, 72]} />
      <g transform="rotate(-12 280 460)">
        <BrowserWindow x={130} y={70} w={300} h={220} />
        {[146, 240, 334].map(x => (
          <g key={x}>
            <Block x={x} y={116} w={80} h={70} fill={c.line} />
            <Bars x={x} y={196} widths={[64, 40]} gap={14} h={6} />
            <Block x={x} y={230} w={36} h={14} r={7} fill={c.accent} />
          </g>
        ))}
      </g>
      <g transform="rotate(12 280 460)">
        <BrowserWindow x={130} y={70} w={300} h={220} />
        <circle cx={350} cy={170} r={56} fill={c.primary} />
        <Block x={302} y={186} w={84} h={70} r={42} fill={c.accent} />
        <Bars x={150} y={120} widths={[130, 96, 112]} gap={28} h={16} fill={c.ink} />
        <Bars x={150} y={218} widths={[110, 80]} gap={14} h={6} />
      </g>
      <BrowserWindow x={130} y={128} w={300} h={230} />
      <Block x={146} y={172} w={268} h={86} />
      <Bars x={162} y={188} widths={[140, 100]} gap={20} h={11} fill={c.white} />
      <Block x={162} y={230} w={56} h={14} r={7} fill={c.accent} />
      <circle cx={366} cy={214} r={26} fill={c.primaryDark} />
      {[146, 238, 330].map(x => (
        <g key={x}>
          <Block x={x} y={270} w={84} h={40} fill={c.primarySoft} />
          <Bars x={x} y={320} widths={[70, 50]} gap={12} h={6} />
        </g>
      ))}
    </Art>
  )
}
