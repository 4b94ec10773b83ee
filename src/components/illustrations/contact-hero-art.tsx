import React from "react"
import { Art, Backdrop, Bars, Block, c, Card, type IllustrationProps } from "./parts"

const field = { x: 52, w: 224, fill: c.surface, shadow: false, r: 8 } as const

/** Getting in touch: a short form, a reply in a conversation, a free slot in a calendar. */
export function ContactHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className}>
      <Backdrop a={[470, 100, 86]} b={[76, 372, 60]} />
      <Card x={28} y={40} w={272} h={364} />
      <Bars x={52} y={64} widths={[150]} h={14} fill={c.ink} />
      <Bars x={52} y={92} widths={[196]} h={6} />
      <Bars x={52} y={122} widths={[60, 72, 84]} gap={62} h={6} />
      <Card {...field} y={134} h={34} />
      <Card {...field} y={196} h={34} />
      <rect x={52} y={196} width={224} height={34} rx={8} stroke={c.primary} />
      <Bars x={64} y={209} widths={[92]} h={8} fill={c.ink} />
      <path d="M164 205v16" stroke={c.primary} />
      <Card {...field} y={258} h={76} />
      <Bars x={64} y={272} widths={[150, 170, 110]} gap={16} h={6} fill={c.line} />
      <Block x={52} y={352} w={120} h={34} r={17} />
      <Bars x={78} y={365} widths={[68]} h={8} fill={c.white} />
      <Card x={324} y={36} w={196} h={60} />
      <path d="M340 94l-4 18 24-16z" fill={c.white} stroke={c.line} />
      <rect x={336} y={86} width={40} height={8} fill={c.white} />
      <Bars x={342} y={54} widths={[150, 110]} gap={16} h={7} />
      <path
        d="M364 116h140a14 14 0 0 1 14 14v24a14 14 0 0 1-14 14H378l-20 14 6-18a14 14 0 0 1-14-14v-20a14 14 0 0 1 14-14z"
        fill={c.primary}
      />
      <Bars x={378} y={131} widths={[124, 84]} gap={16} h={7} fill={c.white} />
      <Card x={324} y={206} w={212} h={194} />
      <Bars x={344} y={226} widths={[90]} h={10} fill={c.ink} />
      <path d="M488 226l-5 5 5 5m16-10l5 5-5 5" stroke={c.muted} strokeWidth={2.5} />
      {[0, 1, 2, 3].map(row => (
        <Bars
          key={row}
          x={344}
          y={254 + row * 22}
          widths={[18, 18, 18, 18, 18, 18, 18]}
          gap={8}
          h={12}
          fill={c.line}
          across
        />
      ))}
      <Block x={422} y={276} w={18} h={34} r={6} fill={c.primarySoft} />
      <Block x={422} y={276} w={18} h={12} r={6} />
      <Block x={344} y={352} w={80} h={28} r={14} fill={c.accent} />
      <Bars x={360} y={362} widths={[48]} fill={c.white} />
      <Block x={432} y={352} w={80} h={28} r={14} fill={c.surface} />
      <Bars x={448} y={362} widths={[48]} fill={c.line} />
      <Card x={232} y={14} w={76} h={52} r={8} />
      <path d="M238 22l32 24 32-24" stroke={c.primary} strokeWidth={3} />
      <path d="M240 58l20-14m40 14l-20-14" stroke={c.line} />
    </Art>
  )
}
