/**
 * Prepares what a demo build (SITE_DEMO=1) reads in place of `content/`:
 * - `.demo-content/{team,testimonials,clients}`: the site's own entries and the fixtures';
 * - `.demo-content/portfolio`: the portfolio projects with the case-study parts of
 *   `fixtures/demo/case-studies.json` (the story told as done, facts, figures with their source,
 *   screenshots) and the `demo` mark;
 * - the screenshots, drawn here as mock screens (desktop and phone, light and dark), and the demo
 *   people's portraits, drawn as flat, faceless figures;
 * - `.demo-content/company.json`: the company's details with the demo contact person.
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

type Result = { value: string; label: string; source: string }
/** The case study told as done: it replaces the example project's conditional text. */
type Story = { summary: string; challenge: string; solution: string; result: string }
type LanguagePart = {
  industry: string
  duration: string
  results: Result[]
  alt: [string, string]
  story: Story
}
/** The words on a project's mock screens: the client's site as its visitors would see it. */
type ScreenText = {
  brand: string
  nav: [string, string, string, string]
  headline: [string, string]
  action: string
  cards: [string, string, string]
}
type CaseStudy = {
  shared: { year: number; liveUrl?: string; palette: [string, string]; screen: ScreenText }
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

const schemeInk = {
  light: { heading: "#1b2130", body: "#5a6375" },
  dark: { heading: "#eef1f6", body: "#a3abbb" },
} as const

type Weight = 400 | 600 | 700

const faces = new Map<Weight, Font[]>()

/**
 * The site's own face, Plus Jakarta Sans, at one weight: fontsource's latin file, then its
 * latin-ext one for the Polish letters, read once. The mock screens set their text in it, as the
 * pages do, rather than in a renderer's fallback face.
 */
const facesOf = (weight: Weight): Font[] => {
  const known = faces.get(weight)
  if (known) return known
  // Resolved from the project, not the bundle: Gatsby runs this inside its compiled gatsby-node.
  const load = createRequire(path.resolve("package.json"))
  const opentype = load("opentype.js") as typeof import("opentype.js")
  const dir = path.join(
    path.dirname(load.resolve("@fontsource/plus-jakarta-sans/package.json")),
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
 * A mock screen of the client's site: its name and menu, a hero in the project's colour with its
 * headline and action, and three cards under it (two on a phone). Drawn, so it reads as a demo.
 */
export const mockScreen = (
  device: Device,
  scheme: Scheme,
  [accent, soft]: [string, string],
  screen: ScreenText
): string => {
  const { width, height } = screens[device]
  const c = schemes[scheme]
  const ink = schemeInk[scheme]
  const phone = device === "phone"
  const pad = phone ? 20 : 64
  const inner = width - 2 * pad
  const columns = phone ? 1 : 3
  const cardWidth = (inner - (columns - 1) * 24) / columns
  const heroTop = 104
  const heroHeight = phone ? 330 : 340
  const headlineSize = phone ? 22 : 46
  const cards = screen.cards
    .slice(0, phone ? 2 : 3)
    .map((title, i) => {
      const x = pad + (i % columns) * (cardWidth + 24)
      const y = heroTop + heroHeight + 36 + Math.floor(i / columns) * 196
      return `<rect x="${x}" y="${y}" width="${cardWidth}" height="176" rx="14" fill="${c.surface}" stroke="${c.line}"/>
<rect x="${x + 20}" y="${y + 20}" width="56" height="56" rx="12" fill="${scheme === "dark" ? accent : soft}"/>
<circle cx="${x + 48}" cy="${y + 48}" r="12" fill="${scheme === "dark" ? soft : accent}" opacity="0.85"/>
${words(x + 20, y + 110, 22, ink.heading, title, 700)}
<rect x="${x + 20}" y="${y + 128}" width="${cardWidth * 0.62}" height="10" rx="5" fill="${c.text}"/>
<rect x="${x + 20}" y="${y + 148}" width="${cardWidth * 0.42}" height="10" rx="5" fill="${c.text}"/>`
    })
    .join("\n")
  const menu = phone
    ? `<path d="M${width - pad - 26} 28h26M${width - pad - 26} 36h26M${width - pad - 26} 44h26" stroke="${ink.heading}" stroke-width="3"/>`
    : navItems(screen.nav, width - pad, ink.body)
  // On a laptop the page goes on under the cards, cut by the screen's edge as a screenshot is: the
  // next section's heading and the start of its text, not an empty band.
  const nextTop = heroTop + heroHeight + 36 + 176 + 48
  const more = phone
    ? ""
    : `<rect x="${pad}" y="${nextTop}" width="${inner * 0.3}" height="20" rx="10" fill="${ink.heading}" opacity="0.85"/>
<rect x="${pad}" y="${nextTop + 40}" width="${inner * 0.55}" height="10" rx="5" fill="${c.text}"/>
<rect x="${pad}" y="${nextTop + 60}" width="${inner * 0.48}" height="10" rx="5" fill="${c.text}"/>`
  // From laptops up, a picture beside the headline: a window onto the client's world, drawn.
  const picture = phone
    ? ""
    : `<rect x="${pad + inner - 420}" y="${heroTop + 40}" width="380" height="${heroHeight - 80}" rx="16" fill="${soft}" opacity="0.95"/>
<circle cx="${pad + inner - 120}" cy="${heroTop + 110}" r="34" fill="${accent}" opacity="0.35"/>
<path d="M${pad + inner - 420} ${heroTop + heroHeight - 40}l120-130 90 90 60-50 150 90z" fill="${accent}" opacity="0.55"/>`
  const textX = pad + (phone ? 24 : 48)
  const headlineY = heroTop + (phone ? 78 : 110)
  const actionY = headlineY + headlineSize * 2 + (phone ? 40 : 56)
  const actionWidth = Math.round(textWidth(screen.action, phone ? 16 : 18, 700) + 48)
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${c.page}"/>
<rect width="${width}" height="72" fill="${c.surface}"/>
<rect x="${pad}" y="22" width="28" height="28" rx="7" fill="${accent}"/>
${words(pad + 40, 44, phone ? 18 : 20, ink.heading, screen.brand, 700)}
${menu}
<rect x="${pad}" y="${heroTop}" width="${inner}" height="${heroHeight}" rx="20" fill="${accent}"/>
${picture}
${words(textX, headlineY, headlineSize, "#ffffff", screen.headline[0], 700)}
${words(textX, headlineY + headlineSize * 1.2, headlineSize, "#ffffff", screen.headline[1], 700)}
<rect x="${textX}" y="${actionY}" width="${actionWidth}" height="${phone ? 46 : 52}" rx="${phone ? 23 : 26}" fill="#ffffff"/>
${words(textX + 24, actionY + (phone ? 29 : 33), phone ? 16 : 18, accent, screen.action, 700)}
${cards}
${more}
</svg>`
}

/** How one drawn demo person looks: their tile, skin, hair and clothes. */
type Look = {
  tile: string
  skin: string
  /** The skin's shade: ears and the neck under the chin. */
  shade: string
  hair: string
  /** A lighter stroke across the hair. */
  sheen: string
  jacket: string
  shirt: string
  cut: "bob" | "bun" | "short"
  glasses?: boolean
}

/**
 * The three demo people's looks, one a person in turn (the fixtures' alphabetical order), in the
 * site's colours: the plan sheet's green, the accent's vermilion and a slate.
 */
const looks: readonly Look[] = [
  {
    tile: "#d5e6de",
    skin: "#f0c5a4",
    shade: "#e0ad89",
    hair: "#5b3a26",
    sheen: "#74503a",
    jacket: "#17493f",
    shirt: "#f6f3ec",
    cut: "bob",
  },
  {
    tile: "#f6d9cc",
    skin: "#dfa983",
    shade: "#c98f69",
    hair: "#2a1b12",
    sheen: "#3d2a1e",
    jacket: "#b8431c",
    shirt: "#fbf7ef",
    cut: "bun",
  },
  {
    tile: "#d9dee6",
    skin: "#e8b690",
    shade: "#d29c76",
    hair: "#2a2d34",
    sheen: "#3b3f48",
    jacket: "#2f3b4f",
    shirt: "#eef2f6",
    cut: "short",
    glasses: true,
  },
]

/** The plan sheet's rules, in thirds as on the brand's mark. */
const sheetRules = [320 / 3, 640 / 3]
  .map(
    at =>
      `<path d="M${at} 0V320M0 ${at}H320" stroke="#134238" stroke-opacity="0.07" stroke-width="2"/>`
  )
  .join("")

/** Hair behind the head (a bob's sides, a bun) and over it (the fringe or a short cut). */
const hair = ({ hair: colour, sheen, cut }: Look) => {
  const stroke = (d: string) =>
    `<path d="${d}" fill="none" stroke="${sheen}" stroke-width="5" stroke-linecap="round"/>`
  const behind =
    cut === "bob"
      ? `<path d="M98 150c0-52 26-80 62-80s62 28 62 80v58c0 10-8 16-18 16H116c-10 0-18-6-18-16z" fill="${colour}"/>`
      : cut === "bun"
        ? `<circle cx="160" cy="66" r="25" fill="${colour}"/>${stroke("M146 58a20 20 0 0 1 24-12")}`
        : ""
  const top =
    cut === "short"
      ? `<path d="M108 140c-6-48 20-74 54-74 36 0 60 24 52 74-8-20-22-32-50-34-26 2-44 14-56 34z" fill="${colour}"/>${stroke("M132 86c14-8 36-8 50 0")}`
      : `<path d="M106 146c-2-48 22-72 54-72s56 24 54 72c-22-6-40-22-50-42-12 22-32 36-58 42z" fill="${colour}"/>${stroke("M138 88c12-6 30-6 42 2")}`
  return { behind, top }
}

/**
 * A demo person's portrait, drawn: head and shoulders in a jacket on a tile of the plan sheet, in
 * the flat, faceless style of editorial illustration, so it reads as a drawing and never as a
 * photo of a real person.
 */
export const portraitSvg = (index: number): string => {
  const look = looks[index % looks.length]!
  const { behind, top } = hair(look)
  const glasses = look.glasses
    ? `<g fill="none" stroke="#1f2430" stroke-width="3"><rect x="124" y="134" width="28" height="20" rx="8"/><rect x="168" y="134" width="28" height="20" rx="8"/><path d="M152 142h16"/></g>`
    : ""
  // Drawn on a 320 sheet and framed closer (the viewBox), so the head and shoulders fill a round crop.
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="30 36 260 260">
<rect width="320" height="320" fill="${look.tile}"/>
${sheetRules}
${behind}
<path d="M44 320c4-58 44-92 116-92s112 34 116 92z" fill="${look.jacket}"/>
<path d="M124 232l36 58 36-58c-12-4-24-5-36-5s-24 1-36 5z" fill="${look.shirt}"/>
<path d="M140 178h40v44c0 12-9 22-20 22s-20-10-20-22z" fill="${look.skin}"/>
<path d="M140 196c12 8 28 8 40 0v-18h-40z" fill="${look.shade}"/>
<path d="M112 300l30-68M208 300l-30-68" stroke="#000000" stroke-opacity="0.18" stroke-width="3"/>
<ellipse cx="112" cy="148" rx="9" ry="12" fill="${look.shade}"/>
<ellipse cx="208" cy="148" rx="9" ry="12" fill="${look.shade}"/>
<ellipse cx="160" cy="142" rx="48" ry="56" fill="${look.skin}"/>
${top}
${glasses}
</svg>`
}

/** The frontmatter and body of a markdown file. */
const splitMarkdown = (text: string): [Record<string, unknown>, string] => {
  const match = /^---\n([\s\S]*?)\n---\n?([\s\S]*)$/.exec(text)
  if (!match) return [{}, text]
  return [(yaml.load(match[1] ?? "") ?? {}) as Record<string, unknown>, match[2] ?? ""]
}

const shotFile = (project: string, device: Device, scheme: Scheme) =>
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
    const portrait = await sharp(Buffer.from(portraitSvg(index)))
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
    for (const device of ["desktop", "phone"] as const)
      for (const scheme of ["light", "dark"] as const)
        await sharp(
          Buffer.from(mockScreen(device, scheme, study.shared.palette, study.shared.screen))
        )
          .png({ compressionLevel: 9, palette: true })
          .toFile(path.join(out, "portfolio/images", shotFile(project, device, scheme)))
  }
  const company = JSON.parse(fs.readFileSync(path.join(root, "content/company.json"), "utf8"))
  fs.writeFileSync(
    path.join(out, "company.json"),
    `${JSON.stringify({ ...company, ...demoContactFields(fixtures) }, null, 2)}\n`
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
