import fs from "fs"
import { describe, expect, it } from "vitest"
import { demoFixturesDir } from "../src/config/demo"
import { companyRules, validateCompany } from "../src/config/company-rules"
import { contactPersonIsExample } from "../src/config/company-examples"
import { demoContactFields, mockScreen, portraitSvg } from "./demo-content"

describe("the demo build's company details", () => {
  const company = JSON.parse(fs.readFileSync("content/company.json", "utf8")) as Record<
    string,
    unknown
  >
  const demo = { ...company, ...demoContactFields(demoFixturesDir) }

  it("carry the fixtures' contact person in the fields the site reads, marked as fiction", () => {
    const fixture = JSON.parse(
      fs.readFileSync(`${demoFixturesDir}/contact-person.json`, "utf8")
    ) as Record<string, string>
    expect(demo).toMatchObject({
      contactName: fixture.name,
      contactRolePl: fixture.rolePl,
      contactRoleEn: fixture.roleEn,
      contactEmail: fixture.email,
      contactPhone: fixture.phone,
      contactDemo: true,
    })
    // Every contact field the site reads comes from the fixture, none from the shipped example.
    const written = Object.keys(demoContactFields(demoFixturesDir))
    for (const field of Object.keys(companyRules).filter(key => key.startsWith("contact")))
      expect(written).toContain(field)
  })

  it("hold no value of the shipped example person, whose card says it is an example", () => {
    expect(contactPersonIsExample(company)).toBe(true)
    expect(contactPersonIsExample(demo)).toBe(false)
  })

  it("pass the build's checks of company details", () => {
    expect(validateCompany(demo, ".demo-content/company.json")).toEqual([])
  })
})

describe("the demo people's portraits", () => {
  it("are drawn people, each of three in turn with a look of their own", () => {
    const portraits = [0, 1, 2, 3].map(portraitSvg)
    expect(new Set(portraits.slice(0, 3)).size).toBe(3)
    expect(portraits[3]).toBe(portraits[0])
    // Three different tiles, so the people tell apart at a glance, not only by their hair.
    const tiles = portraits
      .slice(0, 3)
      .map(p => /<rect width="320" height="320" fill="([^"]+)"/.exec(p)?.[1])
    expect(new Set(tiles).size).toBe(3)
    // A drawing: shapes only, no embedded picture; a head and two ears, faceless, on the sheet's rules.
    for (const portrait of portraits) {
      expect(portrait).toMatch(/^<svg [^>]*width="320" height="320"/)
      expect(portrait).not.toContain("<image")
      expect(portrait.match(/<ellipse /g)).toHaveLength(3)
      expect(portrait.match(/stroke="#134238"/g)).toHaveLength(2)
    }
  })
})

describe("the demo projects' mock screens", () => {
  const screen = {
    brand: "Kowalski & Syn",
    nav: ["Usługi", "Realizacje", "O firmie", "Kontakt"] as [string, string, string, string],
    headline: ["Domy pod klucz,", "od projektu po odbiór"] as [string, string],
    action: "Zapytaj o wycenę",
    cards: ["Stan surowy", "Wykończenia", "Realizacje"] as [string, string, string],
  }

  it("show the client's site in its words: its name, menu, headline, action and cards", () => {
    const desktop = mockScreen("desktop", "light", ["#b45309", "#fdf0dc"], screen)
    for (const text of [
      "Kowalski &amp; Syn",
      "O firmie",
      "od projektu po odbiór",
      "Zapytaj o wycenę",
    ])
      expect(desktop).toContain(`aria-label="${text}"`)
    expect(desktop.match(/aria-label="(Stan surowy|Wykończenia|Realizacje)"/g)).toHaveLength(4)
    // Set in the site's face as outlines: no text element waits for a font, and every outline's
    // numbers are numbers (opentype.js 2.0 wrote "NaN" into some; 1.3 does not).
    expect(desktop).not.toContain("<text")
    expect(desktop).not.toContain("NaN")
    expect(desktop).toMatch(/^<svg [^>]*width="1280" height="800"/)
  })

  it("on a phone, a menu button for the menu and two cards", () => {
    const phone = mockScreen("phone", "dark", ["#b45309", "#fdf0dc"], screen)
    expect(phone).not.toContain('aria-label="O firmie"')
    expect(phone).toContain('aria-label="Wykończenia"')
    expect(phone).not.toContain('aria-label="Realizacje"')
    expect(phone).toMatch(/^<svg [^>]*width="390" height="844"/)
  })
})
