/**
 * Which font files a built page makes the browser download: a face's file is fetched when the
 * page sets a character in the face's unicode-range (check:build holds every page to its font
 * budget, and to preloading exactly what it uses).
 */
import { codePointsOf } from "../src/styles/font-subsets"

type PageFonts = {
  /** Every woff2 file the page's @font-face rules name. */
  faces: string[]
  /** The files its text needs, in the order of its rules. */
  used: string[]
  /** The files it preloads. */
  preloads: string[]
}

const entities: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" }

/** The text a visitor can see: the body's text and its alt, title and aria-label attributes. */
export const visibleText = (html: string): string => {
  const body = html.slice(html.indexOf("<body"))
  const attributes = [...body.matchAll(/\s(?:alt|title|aria-label|placeholder)="([^"]*)"/g)]
    .map(m => m[1])
    .join(" ")
  return `${body.replace(/<(style|script)[\s\S]*?<\/\1>/g, "").replace(/<[^>]+>/g, " ")} ${attributes}`.replace(
    /&(#x[0-9a-f]+|#\d+|[a-z]+);/gi,
    (entity, name: string) =>
      name.startsWith("#")
        ? String.fromCodePoint(
            name[1].toLowerCase() === "x" ? parseInt(name.slice(2), 16) : Number(name.slice(1))
          )
        : (entities[name.toLowerCase()] ?? entity)
  )
}

export const pageFonts = (html: string): PageFonts => {
  const faces = [...html.matchAll(/@font-face\{[^}]*\}/g)].flatMap(([rule]) => {
    const file = /url\((\/static\/[^)]+\.woff2)\)/.exec(rule)?.[1]
    const range = /unicode-range:([^;}]+)/.exec(rule)?.[1]
    return file && range ? [{ file, codePoints: new Set(codePointsOf(range)) }] : []
  })
  const characters = [...new Set(visibleText(html))].map(character => character.codePointAt(0)!)
  return {
    faces: [...new Set(faces.map(face => face.file))],
    used: [
      ...new Set(
        faces
          .filter(face => characters.some(codePoint => face.codePoints.has(codePoint)))
          .map(face => face.file)
      ),
    ],
    preloads: [...html.matchAll(/<link[^>]*rel="preload"[^>]*href="([^"]+\.woff2)"/g)].map(
      m => m[1]
    ),
  }
}
