/**
 * Prepares what a demo build (SITE_DEMO=1) reads in place of `content/`:
 * - `.demo-content/{team,testimonials,clients}`: the site's own entries and the fixtures';
 * - `.demo-content/portfolio`: the portfolio projects with the case-study parts of
 *   `fixtures/demo/case-studies.json` (the story told as done, facts, figures with their source,
 *   screenshots) and the `demo` mark;
 * - the screenshots, drawn here as mock screens (desktop and phone, light and dark), and the demo
 *   people's portraits, drawn as flat figures;
 * - `.demo-content/company.json`: the company's details with the demo contact person.
 * gatsby-node runs it before sourcing; `tsx scripts/demo-content.ts` runs it alone.
 */
import fs from "fs"
import path from "path"
import yaml from "js-yaml"
import sharp from "sharp"
import { languages, type Language } from "../src/i18n/languages"
import { demoContentDir, demoFixturesDir } from "../src/config/demo"

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
type CaseStudy = {
  shared: { year: number; liveUrl?: string; palette: [string, string] }
  pl: LanguagePart
  en: LanguagePart
}

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

/** A mock screen without words: a header, a hero in the project's colour, lines and cards. */
export const mockScreen = (
  device: Device,
  scheme: Scheme,
  [accent, soft]: [string, string]
): string => {
  const { width, height } = screens[device]
  const c = schemes[scheme]
  const pad = device === "phone" ? 20 : 64
  const inner = width - 2 * pad
  const columns = device === "phone" ? 1 : 3
  const cardWidth = (inner - (columns - 1) * 24) / columns
  const heroHeight = device === "phone" ? 300 : 300
  const cards = Array.from({ length: device === "phone" ? 2 : 3 }, (_, i) => {
    const x = pad + (i % columns) * (cardWidth + 24)
    const y = 120 + heroHeight + 40 + Math.floor(i / columns) * 220
    return `<rect x="${x}" y="${y}" width="${cardWidth}" height="190" rx="14" fill="${c.surface}" stroke="${c.line}"/>
<rect x="${x + 20}" y="${y + 24}" width="${Math.min(120, cardWidth - 40)}" height="80" rx="8" fill="${scheme === "dark" ? accent : soft}" opacity="0.8"/>
<rect x="${x + 20}" y="${y + 124}" width="${cardWidth * 0.6}" height="12" rx="6" fill="${c.text}"/>
<rect x="${x + 20}" y="${y + 148}" width="${cardWidth * 0.4}" height="12" rx="6" fill="${c.text}"/>`
  }).join("\n")
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<rect width="${width}" height="${height}" fill="${c.page}"/>
<rect width="${width}" height="72" fill="${c.surface}"/>
<rect x="${pad}" y="24" width="110" height="24" rx="12" fill="${accent}"/>
${device === "desktop" ? [0, 1, 2, 3].map(i => `<rect x="${width - pad - 420 + i * 110}" y="30" width="80" height="12" rx="6" fill="${c.text}"/>`).join("") : `<rect x="${width - pad - 28}" y="26" width="28" height="20" rx="4" fill="${c.text}"/>`}
<rect x="${pad}" y="104" width="${inner}" height="${heroHeight}" rx="20" fill="${accent}"/>
<rect x="${pad + 32}" y="150" width="${inner * 0.55}" height="26" rx="13" fill="#ffffff" opacity="0.9"/>
<rect x="${pad + 32}" y="194" width="${inner * 0.4}" height="26" rx="13" fill="#ffffff" opacity="0.75"/>
<rect x="${pad + 32}" y="${104 + heroHeight - 80}" width="160" height="44" rx="22" fill="${soft}"/>
${cards}
</svg>`
}

/** How one drawn demo person looks: their tile, skin, hair, clothes, and hair's cut. */
type Look = {
  tile: string
  skin: string
  hair: string
  clothes: string
  cut: "bob" | "bun" | "short"
  glasses?: boolean
}

/** The three demo people's looks, one a person in turn (the fixtures' alphabetical order). */
const looks: readonly Look[] = [
  { tile: "#e3e7fd", skin: "#f1c7a5", hair: "#5b3a26", clothes: "#3346d3", cut: "bob" },
  { tile: "#fdf0dc", skin: "#e2ae88", hair: "#24170f", clothes: "#b45309", cut: "bun" },
  {
    tile: "#dcf5ec",
    skin: "#eab894",
    hair: "#2a2d34",
    clothes: "#047857",
    cut: "short",
    glasses: true,
  },
]

const ink = "#1f2430"

/** Hair behind the head (a bob's sides) and over it (the fringe, a bun, a short cut). */
const hair = ({ hair: colour, cut }: Look) => {
  const behind =
    cut === "bob" ? `<rect x="96" y="74" width="128" height="140" rx="58" fill="${colour}"/>` : ""
  const bun = cut === "bun" ? `<circle cx="160" cy="70" r="26" fill="${colour}"/>` : ""
  const top =
    cut === "short"
      ? `<path d="M106 138c-4-46 22-70 56-70s58 22 52 70c-10-22-28-32-54-32s-44 10-54 32z" fill="${colour}"/>`
      : `<path d="M104 140c0-44 24-64 56-64s56 20 56 64c-26-10-44-26-54-40-10 18-30 32-58 40z" fill="${colour}"/>`
  return { behind: behind + bun, top }
}

/**
 * A demo person's portrait, drawn: a flat figure on a coloured tile, in the style of the site's
 * illustrations, so it reads as a drawing and never as a photo of a real person.
 */
export const portraitSvg = (index: number): string => {
  const look = looks[index % looks.length]!
  const { behind, top } = hair(look)
  const glasses = look.glasses
    ? `<g fill="none" stroke="${ink}" stroke-width="3.5"><circle cx="140" cy="146" r="14"/><circle cx="180" cy="146" r="14"/><path d="M154 146h12"/></g>`
    : ""
  return `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="320" viewBox="0 0 320 320">
<rect width="320" height="320" fill="${look.tile}"/>
${behind}
<path d="M52 320c0-62 44-98 108-98s108 36 108 98z" fill="${look.clothes}"/>
<path d="M140 176h40v52l-20 18-20-18z" fill="${look.skin}"/>
<path d="M140 212l20 34 20-34" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="4"/>
<circle cx="110" cy="148" r="11" fill="${look.skin}"/>
<circle cx="210" cy="148" r="11" fill="${look.skin}"/>
<ellipse cx="160" cy="142" rx="50" ry="58" fill="${look.skin}"/>
${top}
<circle cx="140" cy="148" r="4.5" fill="${ink}"/>
<circle cx="180" cy="148" r="4.5" fill="${ink}"/>
${glasses}
<path d="M146 174q14 10 28 0" fill="none" stroke="${ink}" stroke-width="3.5" stroke-linecap="round"/>
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
  const people = fs.readdirSync(path.join(fixtures, "team/pl")).sort()
  fs.mkdirSync(path.join(out, "team/images"), { recursive: true })
  for (const [index, file] of people.entries()) {
    const image = `demo-${file.replace(/\.md$/, "")}.png`
    await sharp(Buffer.from(portraitSvg(index)))
      .png({ compressionLevel: 9, palette: true })
      .toFile(path.join(out, "team/images", image))
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
        await sharp(Buffer.from(mockScreen(device, scheme, study.shared.palette)))
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
