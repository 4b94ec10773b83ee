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
  type IllustrationProps,
} from "./parts"

/** A site assembled from blocks, the same page on desktop, tablet and phone. */
export function WebsitesHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className} drafted={draftedCut}>
      <Backdrop a={[440, 72, 70]} b={[92, 332, 76]} />
      <BrowserWindow x={168} y={32} w={372} h={268} />
      <Block x={184} y={78} w={340} h={84} />
      <Bars x={204} y={96} widths={[150, 110]} gap={20} h={11} fill={c.white} />
      <Block x={204} y={138} w={60} h={14} r={7} fill={c.accent} />
      {[184, 298, 412].map(x => (
        <g key={x}>
          <Block x={x} y={176} w={106} h={58} fill={c.primarySoft} />
          <Bars x={x} y={244} widths={[80, 96]} gap={14} h={6} />
        </g>
      ))}
      <Card x={20} y={56} w={128} h={64} />
      <Block x={32} y={68} w={104} h={40} r={6} />
      <Bars x={42} y={78} widths={[64, 40]} gap={12} h={6} fill={c.white} />
      <Card x={44} y={136} w={128} h={64} />
      <rect x={44} y={136} width={128} height={64} rx={14} stroke={c.primary} />
      {[56, 92, 128].map(x => (
        <Block key={x} x={x} y={148} w={32} h={40} r={6} fill={c.primarySoft} />
      ))}
      <Card x={20} y={216} w={128} h={64} />
      <Bars x={34} y={230} widths={[70, 100, 88]} gap={13} h={6} fill={c.muted} />
      <Card x={20} y={296} w={128} h={56} />
      <Block x={32} y={308} w={104} h={32} r={6} fill={c.line} />
      <Bars x={42} y={316} widths={[24, 24, 24]} gap={8} h={5} across />
      <Bars x={42} y={328} widths={[48]} h={5} />
      <path d="M150 178l8 22 5-8 9-1z" fill={c.ink} stroke={c.white} />
      <PhoneFrame x={236} y={214} w={176} h={210} />
      <Block x={252} y={240} w={144} h={60} />
      <Bars x={266} y={256} widths={[90, 60]} gap={16} h={8} fill={c.white} />
      {[252, 328].map(x => (
        <g key={x}>
          <Block x={x} y={312} w={68} h={44} fill={c.primarySoft} />
          <Bars x={x} y={364} widths={[56, 44]} gap={12} h={5} />
        </g>
      ))}
      <PhoneFrame x={432} y={222} w={104} h={202} />
      <Block x={446} y={248} w={76} h={50} />
      <Bars x={454} y={260} widths={[52, 34]} gap={13} h={7} fill={c.white} />
      <Block x={446} y={308} w={76} h={36} fill={c.primarySoft} />
      <Block x={446} y={352} w={76} h={36} fill={c.primarySoft} />
      <Bars x={446} y={396} widths={[60]} h={5} />
    </Art>
  )
}
