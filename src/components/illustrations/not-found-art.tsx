import React from "react"
import { Art, Backdrop, Bars, BrowserWindow, c, Card, type IllustrationProps } from "./parts"

/** A page that is not there: an empty window, a winding path, a compass to find the way back. */
export function NotFoundArt({ className }: IllustrationProps) {
  return (
    <Art className={className}>
      <Backdrop a={[452, 300, 104]} b={[84, 96, 64]} />
      <g transform="rotate(-4 200 180)">
        <BrowserWindow x={36} y={44} w={336} h={250} />
        <rect
          x={60}
          y={96}
          width={288}
          height={170}
          rx={14}
          fill={c.surface}
          stroke={c.line}
          strokeWidth={3}
          strokeDasharray="10 8"
        />
        <path d="M170 150h68v52h-68z" stroke={c.muted} strokeWidth={3} />
        <path d="M170 192l20-18 14 12 10-8 24 16" stroke={c.muted} strokeWidth={3} />
        <path d="M162 214l84-72" stroke={c.accent} strokeWidth={4} />
        <Bars x={160} y={228} widths={[88]} h={6} fill={c.line} />
      </g>
      <path
        d="M40 410c60-10 70-70 130-60s40 60 100 50 30-70-10-60-30 60 40 70"
        stroke={c.muted}
        strokeWidth={3}
        strokeDasharray="2 10"
      />
      <circle cx={40} cy={410} r={7} fill={c.primary} />
      <Card x={360} y={214} w={176} h={176} r={88} />
      <circle cx={448} cy={302} r={66} stroke={c.line} />
      <path d="M448 240v10m0 104v10m-62-62h10m104 0h10" stroke={c.muted} strokeWidth={3} />
      <path d="M484 266l-29 43-14-14z" fill={c.primary} />
      <path d="M412 338l29-43 14 14z" fill={c.muted} />
      <circle cx={448} cy={302} r={7} fill={c.accent} />
    </Art>
  )
}
