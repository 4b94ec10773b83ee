import React from "react"
import { Art, Backdrop, Bars, Block, c, Card, draftedCut } from "../parts"

type PageProps = { x: number; y: number; main?: boolean }

/** A page in the site map: a small window with its own layout. */
function Page({ x, y, main = false }: PageProps) {
  return (
    <>
      <Card x={x} y={y} w={132} h={96} r={8} />
      <path d={`M${x} ${y + 18}V${y + 8}a8 8 0 0 1 8-8h116a8 8 0 0 1 8 8v10z`} fill={c.line} />
      <Block x={x + 10} y={y + 28} w={112} h={30} r={6} fill={main ? c.primary : c.primarySoft} />
      <Bars x={x + 10} y={y + 66} widths={[90, 64]} gap={12} h={6} fill={main ? c.ink : c.muted} />
    </>
  )
}

/** Several pages under one home page, each reached from the menu: a site map. */
export function MultiPageArt({ className }: { className?: string }) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[474, 86, 76]} b={[80, 366, 64]} />
      <path
        d="M280 124v28M90 152h380M90 152v22m190-22v22m190-22v22M280 276v18M188 294h184M188 294v18m184-18v18"
        stroke={c.muted}
      />
      <Page x={214} y={22} main />
      <Page x={24} y={176} />
      <Page x={214} y={176} />
      <Page x={404} y={176} />
      <Page x={122} y={316} />
      <Page x={306} y={316} />
      <circle cx={280} cy={152} r={6} fill={c.accent} />
    </Art>
  )
}
