/**
 * Prepares what a demo build (SITE_DEMO=1) reads in place of `content/`:
 * - `.demo-content/{team,testimonials,clients}`: the site's own entries and the fixtures';
 * - `.demo-content/portfolio`: the portfolio projects with the case-study parts of
 *   `fixtures/demo/case-studies.json` (the story told as done, facts, figures with their source,
 *   screenshots) and the `demo` mark;
 * - the screenshots, drawn here as mock screens of the client's site in its words (desktop and
 *   phone, light and dark), and the demo people's portraits, hand-drawn people in the site's ink;
 * - `.demo-content/company.json`: the company's details with the demo contact person and rating.
 * gatsby-node runs it before sourcing; `tsx scripts/demo-content.ts` runs it alone.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import sharp from "sharp"
import { createRequire } from "module"
import type { Font } from "opentype.js"
import { languages, type Language } from "../src/i18n/languages"
import { demoContentDir, demoFixturesDir } from "../src/config/demo"
import { escapeXml } from "./svg-text"
import type { SitemapPage } from "../src/features/portfolio/case-study"

type Result = { value: string; label: string; source: string }
/** The case study told as done: it replaces the example project's conditional text. */
type Story = { summary: string; challenge: string; solution: string; result: string }
type LanguagePart = {
  industry: string
  duration: string
  results: Result[]
  /** The client's site map as the plan agreed it: the home page first (case-study.ts). */
  sitemap?: SitemapPage[]
  /**
   * What the screenshots show: the laptop's and the phone's of the site's second page (the
   * gallery's, subpageScreen), then the card's composition of its home page on both.
   */
  alt: [string, string, string]
  story: Story
}
/** The words on a project's mock screens: the client's site as its visitors would see it. */
type ScreenText = {
  brand: string
  nav: [string, string, string, string]
  headline: [string, string]
  /** The sentence under the headline. */
  lead: string
  action: string
  /** The card beside the headline (under it on a phone): what the site's visitors come for. */
  panel: { title: string; rows: [[string, string], [string, string], [string, string]] }
  cards: [string, string, string]
  /** Each card's line under its title. */
  details: [string, string, string]
  /** The next section's heading and its first sentence, cut by the screen's edge. */
  section: [string, string]
  /**
   * The site's look: its hero a band of the project's colour ("band", the default), or open on
   * the page with the colour in its action and rules ("open"), so the demo sites are not one
   * template.
   */
  layout?: "band" | "open"
}
type CaseStudy = {
  shared: {
    year: number
    liveUrl?: string
    palette: [string, string]
    screen: ScreenText
    /**
     * How the card shows the site: the laptop's home page with the phone's in front ("laptop",
     * the default), or two phones side by side, the home page and the second page ("phones"),
     * for the sites most of whose visitors come on a phone.
     */
    composition?: "laptop" | "phones"
  }
  pl: LanguagePart
  en: LanguagePart
}

/** Where the demo's drawn portraits are also served from (the contact person's photo). */
export const demoImagesDir = "static/images/demo"

const screens = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
} as const
type Device = keyof typeof screens

const schemes = {
  light: { page: "#ffffff", surface: "#f5f6f9", line: "#e2e5ed", text: "#c9cfdc" },
  dark: { page: "#0e1118", surface: "#1b2130", line: "#262d3d", text: "#38415a" },
} as const
type Scheme = keyof typeof schemes

type DemoContactPerson = {
  name: string
  rolePl: string
  roleEn: string
  photo?: string
  email: string
  phone: string
}

/**
 * The fixtures' contact person as company data holds one (content/company.json's flat `contact*`
 * fields, src/config/company.ts), marked as fiction.
 */
export const demoContactFields = (fixtures: string) => {
  const person = JSON.parse(
    fs.readFileSync(path.join(fixtures, "contact-person.json"), "utf8")
  ) as DemoContactPerson
  return {
    contactName: person.name,
    contactRolePl: person.rolePl,
    contactRoleEn: person.roleEn,
    contactPhoto: person.photo ?? "",
    contactEmail: person.email,
    contactPhone: person.phone,
    contactDemo: true,
  }
}

/**
 * The fixtures' rating as company data holds one (content/company.json's `rating*` fields),
 * marked as fiction: its address is example.com's, never a real review page.
 */
export const demoRatingFields = (fixtures: string) => {
  const rating = JSON.parse(fs.readFileSync(path.join(fixtures, "rating.json"), "utf8")) as {
    value: string
    count: string
    source: string
    url: string
  }
  return {
    ratingValue: rating.value,
    ratingCount: rating.count,
    ratingSource: rating.source,
    ratingUrl: rating.url,
    ratingDemo: true,
  }
}

const schemeInk = {
  light: { heading: "#1b2130", body: "#5a6375" },
  dark: { heading: "#eef1f6", body: "#a3abbb" },
} as const

type Weight = 400 | 600 | 700

/**
 * A package resolved from the project, not the bundle: Gatsby runs this inside its compiled
 * gatsby-node. Node requires ES modules this way from 20.19 on (package.json's engines).
 */
const fromProject = createRequire(path.resolve("package.json"))

const faces = new Map<Weight, Font[]>()

/**
 * The site's own face, Plus Jakarta Sans, at one weight: fontsource's latin file, then its
 * latin-ext one for the Polish letters, read once. The mock screens set their text in it, as the
 * pages do, rather than in a renderer's fallback face.
 */
const facesOf = (weight: Weight): Font[] => {
  const known = faces.get(weight)
  if (known) return known
  const opentype = fromProject("opentype.js") as typeof import("opentype.js")
  const dir = path.join(
    path.dirname(fromProject.resolve("@fontsource/plus-jakarta-sans/package.json")),
    "files"
  )
  const loaded = (["latin", "latin-ext"] as const).map(subset => {
    const file = fs.readFileSync(
      path.join(dir, `plus-jakarta-sans-${subset}-${weight}-normal.woff`)
    )
    return opentype.parse(file.buffer.slice(file.byteOffset, file.byteOffset + file.byteLength))
  })
  faces.set(weight, loaded)
  return loaded
}

/** Each character's glyph from the first face that has it, and the pen's advance after it. */
const glyphRun = (text: string, size: number, weight: Weight) => {
  const faces = facesOf(weight)
  let pen = 0
  const glyphs = [...text].map(char => {
    const face = faces.find(candidate => candidate.charToGlyphIndex(char) > 0) ?? faces[0]!
    const glyph = face.charToGlyph(char)
    const at = pen
    pen += ((glyph.advanceWidth ?? 0) * size) / face.unitsPerEm
    return { glyph, at }
  })
  return { glyphs, width: pen }
}

/** How wide a line of text is set in the site's face. */
const textWidth = (text: string, size: number, weight: Weight) => glyphRun(text, size, weight).width

/**
 * A line of text as outlines in the site's face (no font needed to draw it), named by its words
 * for whoever reads the SVG.
 */
const words = (
  x: number,
  y: number,
  size: number,
  fill: string,
  text: string,
  weight: Weight = 400
) => {
  const outline = glyphRun(text, size, weight)
    .glyphs.map(({ glyph, at }) => glyph.getPath(x + at, y, size).toPathData(2))
    .join("")
  return `<path aria-label="${escapeXml(text)}" fill="${fill}" d="${outline}"/>`
}

/** The menu's items set from the right edge leftwards, each its own width, 40 px apart. */
const navItems = (items: readonly string[], right: number, fill: string) => {
  const size = 17
  const gap = 40
  const widths = items.map(item => textWidth(item, size, 600))
  let x = right - widths.reduce((sum, width) => sum + width, 0) - gap * (items.length - 1)
  return items
    .map((item, i) => {
      const at = x
      x += widths[i]! + gap
      return words(at, 42, size, fill, item, 600)
    })
    .join("")
}

/**
 * Words set into lines no wider than `width`, broken between words, but never after a word of
 * one letter ("w", "i", "z"), which Polish keeps with the word after it.
 */
const wrap = (text: string, size: number, weight: Weight, width: number): string[] =>
  text
    .replace(/(^| )(\p{L}) /gu, "$1$2\u00a0")
    .split(" ")
    .reduce<string[]>((lines, word) => {
      const last = lines[lines.length - 1]
      if (last !== undefined && textWidth(`${last} ${word}`, size, weight) <= width)
        lines[lines.length - 1] = `${last} ${word}`
      else lines.push(word)
      return lines
    }, [])
    .map(line => line.replace(/\u00a0/g, " "))

/** A paragraph: its lines from the baseline `y` down, `leading` apart, at most `max` of them. */
const paragraph = (
  x: number,
  y: number,
  { size, leading, width, max }: { size: number; leading: number; width: number; max: number },
  fill: string,
  text: string
) =>
  wrap(text, size, 400, width)
    .slice(0, max)
    .map((line, i) => words(x, y + i * leading, size, fill, line))
    .join("")

/**
 * The card of what the client's visitors come for (free dates, turns, orders): its title, then
 * three rows of a label in a chip of the project's colour and what it stands for.
 */
const panelCard = (
  x: number,
  y: number,
  width: number,
  scheme: Scheme,
  [accent, soft]: [string, string],
  { title, rows }: ScreenText["panel"]
) => {
  const c = schemes[scheme]
  const ink = schemeInk[scheme]
  const rowHeight = 60
  const card = scheme === "dark" ? c.surface : "#ffffff"
  const chipFill = scheme === "dark" ? accent : soft
  const chipInk = scheme === "dark" ? "#ffffff" : accent
  const chipWidth = Math.max(...rows.map(([label]) => textWidth(label, 14, 700))) + 24
  const body = rows
    .map(([label, text], i) => {
      const top = y + 64 + i * rowHeight
      return `<path d="M${x + 20} ${top}H${x + width - 20}" stroke="${c.line}" stroke-width="1.5"/>
<rect x="${x + 20}" y="${top + 15}" width="${chipWidth}" height="30" rx="8" fill="${chipFill}"/>
${words(x + 32, top + 35, 14, chipInk, label, 700)}
${words(x + 20 + chipWidth + 14, top + 35, 15, ink.heading, text)}`
    })
    .join("\n")
  return `<rect x="${x}" y="${y}" width="${width}" height="${64 + rows.length * rowHeight + 12}" rx="16" fill="${card}" stroke="${c.line}"/>
${words(x + 20, y + 40, 18, ink.heading, title, 700)}
${body}`
}

/**
 * A screen's start, the same on every page of the client's site: the page, and the bar with the
 * site's mark and name, its menu on a laptop or the menu's button on a phone. The SVG's closing
 * tag is the caller's.
 */
const screenTop = (device: Device, scheme: Scheme, accent: string, screen: ScreenText) => {
  const { width, height } = screens[device]
  const c = schemes[scheme]
  const ink = schemeInk[scheme]
  const phone = device === "phone"
  const pad = phone ? 20 : 64
  const menu = phone
    ? `<path d="M${width - pad - 26} 28h26M${width - pad - 26} 36h26M${width - pad - 26} 44h26" stroke="${ink.heading}" stroke-width="3"/>`
    : navItems(screen.nav, width - pad, ink.body)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${c.page}"/>
${screen.layout === "open" ? `<path d="M0 72H${width}" stroke="${c.line}" stroke-width="2"/>` : `<rect width="${width}" height="72" fill="${c.surface}"/>`}
<rect x="${pad}" y="22" width="28" height="28" rx="7" fill="${accent}"/>
${words(pad + 40, 44, phone ? 18 : 20, ink.heading, screen.brand, 700)}
${menu}`
}

/**
 * One of the site's offers as a card: its tick in the project's colour, its name and its line.
 */
const offerCard = (
  x: number,
  y: number,
  width: number,
  scheme: Scheme,
  [accent, soft]: [string, string],
  title: string,
  detail: string
) => {
  const c = schemes[scheme]
  const ink = schemeInk[scheme]
  return `<rect x="${x}" y="${y}" width="${width}" height="176" rx="14" fill="${c.surface}" stroke="${c.line}"/>
<rect x="${x + 20}" y="${y + 20}" width="44" height="44" rx="10" fill="${scheme === "dark" ? accent : soft}"/>
<path d="M${x + 34} ${y + 42}l6 6 12-12" fill="none" stroke="${scheme === "dark" ? "#ffffff" : accent}" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"/>
${words(x + 20, y + 98, 21, ink.heading, title, 700)}
${paragraph(x + 20, y + 126, { size: 15, leading: 22, width: width - 40, max: 2 }, ink.body, detail)}`
}

/**
 * A second page of the client's site, the one its visitors come for (free dates, sessions,
 * orders): the panel's title as the page's heading, its rows as the page's list, each a link,
 * and the site's action under them; on a laptop the offers beside the list, on a phone under it. The case study's screenshots show it, so they add a page to the one its
 * picture shows.
 */
export const subpageScreen = (
  device: Device,
  scheme: Scheme,
  palette: [string, string],
  screen: ScreenText
): string => {
  const [accent, soft] = palette
  const { width } = screens[device]
  const c = schemes[scheme]
  const ink = schemeInk[scheme]
  const phone = device === "phone"
  const open = screen.layout === "open"
  const pad = phone ? 20 : 64
  const inner = width - 2 * pad
  const listWidth = phone ? inner : 700
  const titleSize = phone
    ? Math.min(30, Math.floor((30 * inner) / textWidth(screen.panel.title, 30, 700)))
    : 44
  const titleY = phone ? 140 : 176
  const ruleY = titleY + (phone ? 22 : 30)
  const listTop = ruleY + (phone ? 30 : 40)
  const rowHeight = phone ? 80 : 88
  // A row's words beside its chip: on a laptop one line; on a phone up to two, 20 px apart, the
  // pair centred in the row as the one line is.
  const rowText = (x: number, middle: number, room: number, text: string) => {
    const size = phone ? 15 : 19
    const lines = wrap(text, size, 400, room).slice(0, phone ? 2 : 1)
    const top = middle + 7 - ((lines.length - 1) * 20) / 2
    return lines.map((line, i) => words(x, top + i * 20, size, ink.heading, line)).join("")
  }
  const rowGap = phone ? 12 : 16
  const chipWidth = Math.max(...screen.panel.rows.map(([label]) => textWidth(label, 16, 700))) + 28
  const rows = screen.panel.rows
    .map(([label, text], i) => {
      const y = listTop + i * (rowHeight + rowGap)
      const middle = y + rowHeight / 2
      const right = pad + listWidth
      return `<rect x="${pad}" y="${y}" width="${listWidth}" height="${rowHeight}" rx="14" fill="${c.surface}" stroke="${c.line}"/>
<rect x="${pad + 20}" y="${middle - 17}" width="${chipWidth}" height="34" rx="9" fill="${scheme === "dark" ? accent : soft}"/>
${words(pad + 34, middle + 6, 16, scheme === "dark" ? "#ffffff" : accent, label, 700)}
${rowText(pad + 20 + chipWidth + 18, middle, listWidth - chipWidth - 92, text)}
<path d="M${right - 34} ${middle - 8}l8 8-8 8" fill="none" stroke="${ink.body}" stroke-width="2.5" stroke-linecap="round" stroke-linejoin="round"/>`
    })
    .join("\n")
  const actionY = listTop + 3 * (rowHeight + rowGap) + (phone ? 12 : 20)
  const actionHeight = phone ? 46 : 52
  const actionWidth = phone ? inner : Math.round(textWidth(screen.action, 18, 700) + 48)
  const actionText = textWidth(screen.action, phone ? 16 : 18, 700)
  const action = `<rect x="${pad}" y="${actionY}" width="${actionWidth}" height="${actionHeight}" rx="${open ? 8 : actionHeight / 2}" fill="${accent}"/>
${words(phone ? pad + (inner - actionText) / 2 : pad + 24, actionY + (phone ? 29 : 33), phone ? 16 : 18, "#ffffff", screen.action, 700)}`
  // On a laptop the offers beside the list; on a phone two under the action, the second cut by
  // the screen's edge as a screenshot of a longer page is.
  const offers = screen.cards
    .slice(0, phone ? 2 : 3)
    .map((title, i) =>
      phone
        ? offerCard(
            pad,
            actionY + actionHeight + 28 + i * 192,
            inner,
            scheme,
            palette,
            title,
            screen.details[i]!
          )
        : offerCard(
            pad + listWidth + 48,
            150 + i * 196,
            inner - listWidth - 48,
            scheme,
            palette,
            title,
            screen.details[i]!
          )
    )
    .join("\n")
  // On a laptop the page goes on under the action, cut by the screen's edge: the next section's
  // heading and its first sentence, as on the home page's screen.
  const more = phone
    ? ""
    : `${words(pad, actionY + actionHeight + 84, 28, ink.heading, screen.section[0], 700)}
${words(pad, actionY + actionHeight + 120, 18, ink.body, screen.section[1])}`
  return `${screenTop(device, scheme, accent, screen)}
${words(pad, titleY, titleSize, ink.heading, screen.panel.title, 700)}
<rect x="${pad}" y="${ruleY}" width="56" height="6" rx="3" fill="${accent}"/>
${rows}
${action}
${offers}
${more}
</svg>`
}

/**
 * A mock screen of the client's site as a visitor sees it: its name and menu, a hero in the
 * project's colour with its headline, lead and action, the card of what visitors come for, the
 * three offers and the start of the next section, every word set in the site's face.
 */
export const mockScreen = (
  device: Device,
  scheme: Scheme,
  palette: [string, string],
  screen: ScreenText
): string => {
  const [accent] = palette
  const { width } = screens[device]
  const ink = schemeInk[scheme]
  const phone = device === "phone"
  const pad = phone ? 20 : 64
  const inner = width - 2 * pad
  const heroTop = 104
  const textX = pad + (phone ? 24 : 48)
  // The headline's size: 46 px on a laptop; on a phone as large as its longer line allows.
  const headlineSize = phone
    ? Math.min(
        30,
        Math.floor(
          (26 * (inner - 48)) / Math.max(...screen.headline.map(line => textWidth(line, 26, 700)))
        )
      )
    : 46
  const headlineY = heroTop + (phone ? 64 : 96)
  const leadY = headlineY + headlineSize * 1.2 + (phone ? 34 : 44)
  const lead = { size: phone ? 15 : 19, leading: phone ? 22 : 29, max: phone ? 3 : 2 }
  const leadWidth = phone ? inner - 48 : inner - 560
  const leadLines = Math.min(lead.max, wrap(screen.lead, lead.size, 400, leadWidth).length)
  const actionY = leadY + (leadLines - 1) * lead.leading + (phone ? 26 : 36)
  const actionHeight = phone ? 46 : 52
  const actionWidth = Math.round(textWidth(screen.action, phone ? 16 : 18, 700) + 48)
  const heroHeight = actionY + actionHeight + (phone ? 28 : 48) - heroTop
  const open = screen.layout === "open"
  const heroInk = open
    ? { heading: ink.heading, lead: ink.body, button: accent, label: "#ffffff" }
    : { heading: "#ffffff", lead: "#ffffff", button: "#ffffff", label: accent }
  // A band of the project's colour, or the page itself under a short rule of the colour.
  const ground = open
    ? `<rect x="${textX}" y="${heroTop + 14}" width="56" height="6" rx="3" fill="${accent}"/>`
    : `<rect x="${pad}" y="${heroTop}" width="${inner}" height="${heroHeight}" rx="20" fill="${accent}"/>`
  const hero = `${ground}
${words(textX, headlineY, headlineSize, heroInk.heading, screen.headline[0], 700)}
${words(textX, headlineY + headlineSize * 1.2, headlineSize, heroInk.heading, screen.headline[1], 700)}
<g opacity="${open ? 1 : 0.88}">${paragraph(textX, leadY, { ...lead, width: leadWidth }, heroInk.lead, screen.lead)}</g>
<rect x="${textX}" y="${actionY}" width="${actionWidth}" height="${actionHeight}" rx="${open ? 8 : actionHeight / 2}" fill="${heroInk.button}"/>
${words(textX + 24, actionY + (phone ? 29 : 33), phone ? 16 : 18, heroInk.label, screen.action, 700)}`
  // From laptops up the card stands in the hero beside the headline; on a phone it comes under it.
  const panel = phone
    ? panelCard(pad, heroTop + heroHeight + 24, inner, scheme, palette, screen.panel)
    : panelCard(pad + inner - 468, heroTop + 40, 428, scheme, palette, screen.panel)
  const cardsTop = phone ? heroTop + heroHeight + 24 + 268 + 24 : heroTop + heroHeight + 36
  const columns = phone ? 1 : 3
  const cardWidth = (inner - (columns - 1) * 24) / columns
  const cards = screen.cards
    .slice(0, phone ? 1 : 3)
    .map((title, i) => {
      const x = pad + i * (cardWidth + 24)
      const y = cardsTop
      return offerCard(x, y, cardWidth, scheme, palette, title, screen.details[i]!)
    })
    .join("\n")
  // On a laptop the page goes on under the cards, cut by the screen's edge as a screenshot is: the
  // next section's heading and its first sentence.
  const nextTop = cardsTop + 176 + 56
  const more = phone
    ? ""
    : `${words(pad, nextTop, 28, ink.heading, screen.section[0], 700)}
${words(pad, nextTop + 36, 18, ink.body, screen.section[1])}`
  return `${screenTop(device, scheme, accent, screen)}
${hero}
${panel}
${cards}
${more}
</svg>`
}

/**
 * A project's card picture, as a studio's portfolio shows a site, on the project's colour (the
 * page's own in the dark scheme), in the card's 3:2: the laptop's screen with the phone's standing
 * in front of it, or two phones side by side, the home page and the second page (subpageScreen).
 * The gallery shows the second page alone.
 */
export const cardComposition = (
  scheme: Scheme,
  palette: [string, string],
  screen: ScreenText,
  composition: "laptop" | "phones" = "laptop"
): string => {
  const ground = scheme === "dark" ? schemes.dark.surface : palette[1]
  const inner = (svg: string) => svg.replace(/^<svg [^>]*>/, "").replace(/<\/svg>$/, "")
  type Box = { x: number; y: number; width: number; height: number }
  const shadow = (box: Box, radius: number) =>
    `<rect x="${box.x + 6}" y="${box.y + 10}" width="${box.width}" height="${box.height}" rx="${radius}" fill="#000000" opacity="0.14"/>`
  const laptop = (box: Box) =>
    `${shadow(box, 12)}
<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 1280 800"><g clip-path="url(#desktop)">${inner(mockScreen("desktop", scheme, palette, screen))}</g><rect width="1280" height="800" rx="18" fill="none" stroke="${schemes[scheme].line}" stroke-width="3"/></svg>`
  const phone = (box: Box, svg: string) =>
    `${shadow(box, 28)}
<svg x="${box.x}" y="${box.y}" width="${box.width}" height="${box.height}" viewBox="0 0 390 844"><g clip-path="url(#phone)">${inner(svg)}</g><rect x="4" y="4" width="382" height="836" rx="42" fill="none" stroke="#1b2130" stroke-width="8"/></svg>`
  const home = mockScreen("phone", scheme, palette, screen)
  const devices =
    composition === "phones"
      ? // The home page a step higher than the second page, the pair centred on the card.
        `${phone({ x: 252, y: 34, width: 330, height: 714 }, home)}
${phone({ x: 618, y: 70, width: 330, height: 714 }, subpageScreen("phone", scheme, palette, screen))}`
      : `${laptop({ x: 64, y: 88, width: 880, height: 550 })}
${phone({ x: 884, y: 212, width: 252, height: 545 }, home)}`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800" viewBox="0 0 1200 800">
<defs>
<clipPath id="desktop"><rect width="1280" height="800" rx="18"/></clipPath>
<clipPath id="phone"><rect width="390" height="844" rx="44"/></clipPath>
</defs>
<rect width="1200" height="800" fill="${ground}"/>
${devices}
</svg>`
}

/**
 * How one drawn demo person looks: their tile, and the features picked from Notionists (Zoish's
 * hand-drawn people, CC0, drawn by DiceBear) that do not follow from the seed.
 */
type Features = import("@dicebear/notionists").Options
type Look = {
  tile: string
  hair: NonNullable<Features["hair"]>[number]
  body: NonNullable<Features["body"]>[number]
  lips: NonNullable<Features["lips"]>[number]
  eyes?: NonNullable<Features["eyes"]>[number]
  brows?: NonNullable<Features["brows"]>[number]
  glasses?: NonNullable<Features["glasses"]>[number]
}

/**
 * The three demo people's looks, one a person in turn (the fixtures' alphabetical order: Anna,
 * Ewa, Jan), on tiles of the site's colours: the plan sheet's green, the accent's vermilion and a
 * slate.
 */
const looks: readonly Look[] = [
  { tile: "#d5e6de", hair: "variant28", body: "variant16", lips: "variant22" },
  {
    tile: "#f6d9cc",
    hair: "variant48",
    body: "variant13",
    lips: "variant22",
    eyes: "variant04",
    brows: "variant10",
  },
  {
    tile: "#d9dee6",
    hair: "variant25",
    body: "variant06",
    lips: "variant22",
    glasses: "variant03",
  },
]

/** The drawings' ink: the plan sheet's deep green in place of Notionists' black. */
export const portraitInk = "#123a32"

/** The plan sheet's rules, in thirds as on the brand's mark. */
const sheetRules = [320 / 3, 640 / 3]
  .map(
    at =>
      `<path d="M${at} 0V320M0 ${at}H320" stroke="#134238" stroke-opacity="0.07" stroke-width="2"/>`
  )
  .join("")

/**
 * A demo person's portrait, drawn: a hand-drawn head and shoulders in the sheet's green ink on a
 * tile of the plan sheet, an illustration that never passes for a photo of a real person. The same
 * seed and features draw the same person on every build.
 */
export const portraitSvg = (index: number, seed = `demo-person-${index}`): string => {
  const look = looks[index % looks.length]!
  const { createAvatar } = fromProject("@dicebear/core") as typeof import("@dicebear/core")
  const notionists = fromProject("@dicebear/notionists") as typeof import("@dicebear/notionists")
  const drawing = createAvatar(notionists, {
    seed,
    hair: [look.hair],
    body: [look.body],
    lips: [look.lips],
    glassesProbability: look.glasses ? 100 : 0,
    ...(look.glasses && { glasses: [look.glasses] }),
    ...(look.eyes && { eyes: [look.eyes] }),
    ...(look.brows && { brows: [look.brows] }),
    beardProbability: 0,
    bodyIconProbability: 0,
    gestureProbability: 0,
  })
    .toString()
    .replace(/<metadata[\s\S]*?<\/metadata>/, "")
    .replace(/#000\b/g, portraitInk)
    .replace(/^<svg /, '<svg x="15" y="36" width="290" height="290" ')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<rect width="320" height="320" fill="${look.tile}"/>
${sheetRules}
${drawing}
</svg>`
}

/** The frontmatter and body of a markdown file. */
const splitMarkdown = (text: string): [Record<string, unknown>, string] => {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  if (!match) return [{}, text]
  return [(yaml.load(match[1] ?? "") ?? {}) as Record<string, unknown>, match[2] ?? ""]
}

const shotFile = (project: string, device: Device | "card", scheme: Scheme) =>
  `demo/${project}-${device}${scheme === "dark" ? "-dark" : ""}.png`

/** The case-study parts of one project in one language, as frontmatter. */
export const caseStudyFrontmatter = (project: string, study: CaseStudy, language: Language) => {
  const part = study[language]
  return {
    ...part.story,
    industry: part.industry,
    year: study.shared.year,
    duration: part.duration,
    ...(study.shared.liveUrl && { liveUrl: study.shared.liveUrl }),
    results: part.results,
    ...(part.sitemap && { sitemap: part.sitemap }),
    // The card and the study's header show both screens together, in place of the example's drawing.
    image: `../images/${shotFile(project, "card", "light")}`,
    imageDark: `../images/${shotFile(project, "card", "dark")}`,
    imageAlt: part.alt[2],
    gallery: (["desktop", "phone"] as const).map((device, index) => ({
      image: `../images/${shotFile(project, device, "light")}`,
      dark: `../images/${shotFile(project, device, "dark")}`,
      alt: part.alt[index],
      device,
    })),
    demo: true,
  }
}

export const prepareDemoContent = async (root = process.cwd()): Promise<string> => {
  const out = path.join(root, demoContentDir)
  const fixtures = path.join(root, demoFixturesDir)
  fs.rmSync(out, { recursive: true, force: true })
  fs.cpSync(path.join(root, "content/portfolio"), path.join(out, "portfolio"), { recursive: true })
  for (const collection of ["team", "testimonials", "clients"]) {
    fs.cpSync(path.join(root, "content", collection), path.join(out, collection), {
      recursive: true,
    })
    // A fixture named like one of the site's own entries stops the build; it never replaces one.
    fs.cpSync(path.join(fixtures, collection), path.join(out, collection), {
      recursive: true,
      errorOnExist: true,
      force: false,
    })
  }
  // The demo people get drawn portraits, so the team's slots show a picture as real ones will.
  // The same drawings go to /images/demo/ too, where the contact person's photo is looked up.
  const people = fs.readdirSync(path.join(fixtures, "team/pl")).sort()
  fs.mkdirSync(path.join(out, "team/images"), { recursive: true })
  fs.mkdirSync(path.join(root, demoImagesDir), { recursive: true })
  for (const [index, file] of people.entries()) {
    const image = `demo-${file.replace(/\.md$/, "")}.png`
    const portrait = await sharp(Buffer.from(portraitSvg(index, file.replace(/\.md$/, ""))))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer()
    fs.writeFileSync(path.join(out, "team/images", image), portrait)
    fs.writeFileSync(path.join(root, demoImagesDir, file.replace(/\.md$/, ".png")), portrait)
    for (const language of languages) {
      const entry = path.join(out, "team", language, file)
      const [frontmatter, body] = splitMarkdown(fs.readFileSync(entry, "utf8"))
      const withPhoto = { ...frontmatter, photo: `../images/${image}` }
      fs.writeFileSync(entry, `---\n${yaml.dump(withPhoto, { lineWidth: -1 })}---\n${body}`)
    }
  }
  const studies = JSON.parse(
    fs.readFileSync(path.join(fixtures, "case-studies.json"), "utf8")
  ) as Record<string, CaseStudy>
  const shots = path.join(out, "portfolio/images/demo")
  fs.mkdirSync(shots, { recursive: true })
  for (const [project, study] of Object.entries(studies)) {
    for (const language of languages) {
      const file = path.join(out, "portfolio", language, `${project}.md`)
      if (!fs.existsSync(file)) continue
      const [frontmatter, body] = splitMarkdown(fs.readFileSync(file, "utf8"))
      const merged = { ...frontmatter, ...caseStudyFrontmatter(project, study, language) }
      fs.writeFileSync(file, `---\n${yaml.dump(merged, { lineWidth: -1 })}---\n${body}`)
    }
    for (const scheme of ["light", "dark"] as const) {
      const { palette, screen } = study.shared
      for (const device of ["desktop", "phone"] as const)
        await sharp(Buffer.from(subpageScreen(device, scheme, palette, screen)))
          .png({ compressionLevel: 9, palette: true })
          .toFile(path.join(out, "portfolio/images", shotFile(project, device, scheme)))
      await sharp(Buffer.from(cardComposition(scheme, palette, screen, study.shared.composition)))
        .png({ compressionLevel: 9, palette: true })
        .toFile(path.join(out, "portfolio/images", shotFile(project, "card", scheme)))
    }
  }
  const company = JSON.parse(fs.readFileSync(path.join(root, "content/company.json"), "utf8"))
  fs.writeFileSync(
    path.join(out, "company.json"),
    `${JSON.stringify({ ...company, ...demoContactFields(fixtures), ...demoRatingFields(fixtures) }, null, 2)}\n`
  )
  return out
}

if (require.main === module)
  prepareDemoContent().then(
    out => console.log(`Demo content in ${path.relative(process.cwd(), out)}/`),
    (error: unknown) => {
      console.error(error)
      process.exit(1)
    }
  )
