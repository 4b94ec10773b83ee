import React from "react"
import {
  Art,
  Backdrop,
  Bars,
  Block,
  BrowserWindow,
  c,
  Card,
  draftedCut,
  PhoneFrame,
} from "../parts"

const blocks = [c.primary, c.accent, c.primarySoft]

/** Content written once in an editing panel, shown on the website and in a phone app. */
export function HeadlessCmsArt({ className }: { className?: string }) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[440, 78, 70]} b={[84, 372, 56]} />
      <Card x={20} y={48} w={200} h={340} />
      <path d="M20 62a14 14 0 0 1 14-14h22v340H34a14 14 0 0 1-14-14z" fill={c.surfaceAlt} />
      {[72, 102, 132].map((y, i) => (
        <Block key={y} x={30} y={y} w={16} h={16} r={5} fill={i === 0 ? c.primary : c.line} />
      ))}
      <Bars x={70} y={70} widths={[96]} h={12} fill={c.ink} />
      <Bars x={70} y={100} widths={[50]} h={6} />
      <Card x={70} y={112} w={134} h={28} r={8} fill={c.surface} shadow={false} />
      <Bars x={80} y={122} widths={[80]} fill={c.ink} />
      {blocks.map((fill, i) => (
        <g key={i}>
          <Card x={70} y={156 + i * 54} w={134} h={44} r={8} shadow={false} />
          <Block x={80} y={166 + i * 54} w={24} h={24} r={6} fill={fill} />
          <Bars x={114} y={166 + i * 54} widths={[70, 50]} gap={12} h={6} />
        </g>
      ))}
      <Block x={70} y={334} w={134} h={34} r={17} />
      <Bars x={110} y={347} widths={[54]} fill={c.white} />
      <path
        d="M220 178c50 0 40-60 90-60M220 232c80 0 60 90 140 90"
        stroke={c.muted}
        strokeDasharray="4 6"
      />
      <Block x={248} y={146} w={16} h={16} r={5} />
      <Block x={276} y={262} w={16} h={16} r={5} fill={c.accent} />
      <BrowserWindow x={292} y={32} w={248} h={178} />
      <Block x={306} y={74} w={220} h={54} />
      <Bars x={320} y={88} widths={[120, 80]} gap={16} h={9} fill={c.white} />
      {[306, 380, 454].map((x, i) => (
        <g key={x}>
          <Block x={x} y={138} w={70} h={34} fill={blocks[i]} />
          <Bars x={x} y={180} widths={[56]} h={6} />
        </g>
      ))}
      <PhoneFrame x={360} y={228} w={116} h={200} />
      <Block x={374} y={252} w={88} h={44} />
      <Bars x={384} y={264} widths={[56, 36]} gap={12} h={7} fill={c.white} />
      {[306, 344, 382].map((y, i) => (
        <g key={y}>
          <Block x={374} y={y} w={28} h={28} r={6} fill={blocks[i]} />
          <Bars x={410} y={y + 4} widths={[52, 36]} gap={12} h={6} />
        </g>
      ))}
    </Art>
  )
}
