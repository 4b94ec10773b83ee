import React from "react"
import { useId } from "react"
import { Art, Bars, Block, BrowserWindow, c, draftedCut } from "../parts"

/** A site with its own character: bold type, asymmetric shapes, a picture in an arch. */
export function CreativeArt({ className }: { className?: string }) {
  const arch = useId()
  return (
    <Art className={className} drafted={draftedCut}>
      {side => (
        <>
          <circle cx={452} cy={112} r={100} fill={c.primarySoft} />
          <rect
            x={34}
            y={310}
            width={100}
            height={100}
            rx={20}
            fill={c.accent}
            transform="rotate(-16 84 360)"
          />
          <BrowserWindow x={24} y={40} w={392} h={330} />
          <Bars x={48} y={96} widths={[200, 150, 176]} gap={38} h={26} fill={c.ink} />
          <Bars x={48} y={96} widths={[64]} h={26} fill={c.primary} />
          <Bars x={48} y={226} widths={[150, 120]} gap={16} h={7} />
          <Block x={48} y={268} w={96} h={36} r={18} fill={c.ink} />
          <Bars x={68} y={282} widths={[56]} fill={c.white} />
          <circle cx={206} cy={318} r={26} stroke={c.primary} strokeWidth={4} />
          {/* Right of the plan's line only: one clip path on the page. */}
          {side === "built" && (
            <>
              <clipPath id={arch}>
                <path d="M286 390V170a100 100 0 0 1 200 0v220z" />
              </clipPath>
              <g clipPath={`url(#${arch})`}>
                <rect x={286} y={60} width={200} height={340} fill={c.primary} />
                <circle cx={420} cy={170} r={34} fill={c.accent} />
                <path d="M270 330l90-96 60 60 40-30 60 50v90H270z" fill={c.primaryDark} />
                <path d="M270 380l110-70 120 80z" fill={c.primarySoft} />
              </g>
            </>
          )}
          <path d="M286 390V170a100 100 0 0 1 200 0v220z" stroke={c.white} strokeWidth={6} />
          <rect
            x={470}
            y={300}
            width={56}
            height={56}
            rx={8}
            fill={c.primary}
            transform="rotate(20 498 328)"
          />
          <Bars x={300} y={410} widths={[40, 12, 12]} gap={10} h={8} fill={c.muted} across />
        </>
      )}
    </Art>
  )
}
