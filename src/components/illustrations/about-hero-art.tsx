import React from "react"
import { Art, Backdrop, Bars, Block, c, Card, type IllustrationProps } from "./parts"

const steps = [68, 200, 332, 464]

/** Working together: a small team, the steps from first call to launch, what each one gives. */
export function AboutHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className}>
      <Backdrop a={[470, 96, 84]} b={[76, 132, 64]} />
      <Card x={28} y={36} w={232} h={140} />
      {[c.primarySoft, c.accent, c.primary, c.line].map((fill, i) => {
        const x = 70 + i * 40
        return (
          <g key={x}>
            <circle cx={x} cy={88} r={25} fill={fill} stroke={c.white} strokeWidth={4} />
            <circle cx={x} cy={80} r={8} fill={c.white} />
            <path d={`M${x - 14} ${106}a14 12 0 0 1 28 0z`} fill={c.white} />
          </g>
        )
      })}
      <Bars x={48} y={130} widths={[150, 110]} gap={16} h={7} />
      <Card x={300} y={28} w={232} h={148} />
      {[52, 88, 124].map((y, i) => (
        <g key={y}>
          <circle cx={328} cy={y + 6} r={10} fill={i < 2 ? c.primary : c.line} />
          {i < 2 && <path d={`M323 ${y + 6}l4 4 6-7`} stroke={c.white} strokeWidth={2.5} />}
          <Bars x={348} y={y} widths={[140 - i * 24]} h={8} fill={i < 2 ? c.ink : c.muted} />
          <Bars x={348} y={y + 14} widths={[90]} h={5} fill={c.line} />
        </g>
      ))}
      <path d="M68 236H332" stroke={c.primary} strokeWidth={4} />
      <path d="M332 236H464" stroke={c.muted} strokeWidth={3} strokeDasharray="2 8" />
      {steps.map((x, i) => (
        <g key={x}>
          <circle
            cx={x}
            cy={236}
            r={16}
            fill={i < 2 ? c.primary : c.white}
            stroke={i < 3 ? c.primary : c.line}
            strokeWidth={4}
          />
          {i === 2 && <circle cx={x} cy={236} r={6} fill={c.accent} />}
          <Card x={x - 56} y={272} w={112} h={112} shadow={i === 2} />
          <Block x={x - 42} y={286} w={24} h={24} r={8} fill={i === 2 ? c.accent : c.primarySoft} />
          <Bars
            x={x - 42}
            y={324}
            widths={[76, 84, 56]}
            gap={14}
            h={6}
            fill={i === 3 ? c.line : c.muted}
          />
        </g>
      ))}
    </Art>
  )
}
