import fs from "fs"
import path from "path"
import { describe, expect, it } from "vitest"
import { demoFixturesDir } from "../src/config/demo"
import { companyRules, validateCompany } from "../src/config/company-rules"
import { contactPersonIsExample } from "../src/config/company-examples"
import {
  caseStudyFrontmatter,
  cardComposition,
  demoContactFields,
  demoRatingFields,
  mockScreen,
  portraitInk,
  subpageScreen,
  portraitSvg,
} from "./demo-content"

describe("the demo build's company details", () => {
  const company = JSON.parse(fs.readFileSync("content/company.json", "utf8")) as Record<
    string,
    unknown
  >
  const demo = {
    ...company,
    ...demoContactFields(demoFixturesDir),
    ...demoRatingFields(demoFixturesDir),
  }

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

  it("carry a rating in all four fields the site reads, marked as fiction, linked to no real site", () => {
    const written = demoRatingFields(demoFixturesDir)
    for (const field of Object.keys(companyRules).filter(key => key.startsWith("rating")))
      expect(written).toHaveProperty(field)
    expect(written.ratingDemo).toBe(true)
    expect(new URL(written.ratingUrl).hostname).toBe("example.com")
    // The shipped file has none: no rating until the agency has one of its own.
    for (const field of Object.keys(written).filter(key => key !== "ratingDemo"))
      expect(company[field]).toBe("")
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
    const portraits = [0, 1, 2, 3].map(index => portraitSvg(index, "one seed"))
    expect(new Set(portraits.slice(0, 3)).size).toBe(3)
    expect(portraits[3]).toBe(portraits[0])
    // Three different tiles, so the people tell apart at a glance, not only by their hair.
    const tiles = portraits
      .slice(0, 3)
      .map(p => /<rect width="320" height="320" fill="([^"]+)"/.exec(p)?.[1])
    expect(new Set(tiles).size).toBe(3)
    // A drawing: paths only, no embedded picture, in the sheet's green ink (never Notionists'
    // black), on the sheet's rules.
    for (const portrait of portraits) {
      expect(portrait).toMatch(/^<svg [^>]*width="320" height="320"/)
      expect(portrait).not.toContain("<image")
      expect(portrait).not.toMatch(/#000\b/)
      expect(portrait).toContain(`fill="${portraitInk}"`)
      expect(portrait.match(/stroke="#134238"/g)).toHaveLength(2)
    }
  })

  it("draw the same person from the same seed on every build", () => {
    expect(portraitSvg(1, "ewa-demonstracyjna")).toBe(portraitSvg(1, "ewa-demonstracyjna"))
    expect(portraitSvg(1, "ewa-demonstracyjna")).not.toBe(portraitSvg(1, "jan-testowy"))
  })
})

describe("the demo projects' mock screens", () => {
  const screen = {
    brand: "Kowalski & Syn",
    nav: ["Usługi", "Realizacje", "O firmie", "Kontakt"] as [string, string, string, string],
    headline: ["Domy pod klucz,", "od projektu po odbiór"] as [string, string],
    lead: "Budujemy domy jednorodzinne na Mazowszu: jeden kosztorys, jeden kierownik budowy.",
    action: "Zapytaj o wycenę",
    panel: {
      title: "Jak pracujemy",
      rows: [
        ["1", "Kosztorys w 5 dni roboczych"],
        ["2", "Umowa ze stałą ceną etapów"],
        ["3", "Odbiór z protokołem usterek"],
      ] as [[string, string], [string, string], [string, string]],
    },
    cards: ["Stan surowy", "Wykończenia", "Realizacje"] as [string, string, string],
    details: [
      "Fundamenty, ściany, strop i dach z więźbą.",
      "Tynki, wylewki, łazienki i podłogi pod klucz.",
      "Domy, które oddaliśmy w ostatnich latach.",
    ] as [string, string, string],
    section: ["Ostatnie realizacje", "Dom parterowy w Józefowie, 142 m², odbiór w marcu."] as [
      string,
      string,
    ],
  }

  it("show the client's site in its words, with no grey bar standing in for text", () => {
    const desktop = mockScreen("desktop", "light", ["#b45309", "#fdf0dc"], screen)
    for (const text of [
      "Kowalski &amp; Syn",
      "O firmie",
      "od projektu po odbiór",
      "Zapytaj o wycenę",
      "Jak pracujemy",
      "Umowa ze stałą ceną etapów",
      "Tynki, wylewki, łazienki i podłogi pod klucz.",
      "Ostatnie realizacje",
      "Dom parterowy w Józefowie, 142 m², odbiór w marcu.",
    ])
      expect(desktop).toContain(`aria-label="${text}"`)
    // The lead is wrapped between words into lines that, read in turn, give the sentence.
    const lines = [...desktop.matchAll(/aria-label="([^"]*)"/g)].map(match => match[1])
    expect(lines.join(" ")).toContain(screen.lead)
    expect(desktop.match(/aria-label="(Stan surowy|Wykończenia|Realizacje)"/g)).toHaveLength(4)
    // Only the hero, the cards and the panel are rectangles wider than 300 px: no line of text is a
    // rounded bar.
    expect(desktop).not.toMatch(/<rect [^>]*height="10" rx="5"/)
    // Set in the site's face as outlines: no text element waits for a font, and every outline's
    // numbers are numbers (opentype.js 2.0 wrote "NaN" into some; 1.3 does not).
    expect(desktop).not.toContain("<text")
    expect(desktop).not.toContain("NaN")
    expect(desktop).toMatch(/^<svg [^>]*width="1280" height="800"/)
  })

  it("on a phone, a menu button for the menu, the panel under the hero and one card", () => {
    const phone = mockScreen("phone", "dark", ["#b45309", "#fdf0dc"], screen)
    expect(phone).not.toContain('aria-label="O firmie"')
    expect(phone).toContain('aria-label="Odbiór z protokołem usterek"')
    expect(phone).toContain('aria-label="Stan surowy"')
    expect(phone).not.toContain('aria-label="Wykończenia"')
    expect(phone).toMatch(/^<svg [^>]*width="390" height="844"/)
  })

  it("set the hero as a band of the project's colour, or open on the page with the colour in its action", () => {
    const band = mockScreen("desktop", "light", ["#b45309", "#fdf0dc"], screen)
    const open = mockScreen("desktop", "light", ["#b45309", "#fdf0dc"], {
      ...screen,
      layout: "open",
    })
    expect(band).toMatch(
      /<rect x="64" y="104" width="1152" height="\d+(\.\d+)?" rx="20" fill="#b45309"\/>/
    )
    expect(open).not.toMatch(/rx="20" fill="#b45309"/)
    expect(open).toMatch(/rx="8" fill="#b45309"\/>/)
    // Both still say the same words.
    expect(open).toContain('aria-label="Zapytaj o wycenę"')
  })

  it("show a second page of the site in the gallery: the panel's list, the action and the offers", () => {
    const desktop = subpageScreen("desktop", "light", ["#b45309", "#fdf0dc"], screen)
    for (const text of [
      "Kowalski &amp; Syn",
      "O firmie",
      "Jak pracujemy",
      "Kosztorys w 5 dni roboczych",
      "Odbiór z protokołem usterek",
      "Zapytaj o wycenę",
      "Stan surowy",
      "Tynki, wylewki, łazienki i podłogi pod klucz.",
      "Ostatnie realizacje",
    ])
      expect(desktop).toContain(`aria-label="${text}"`)
    // Not the home page the card and the study's header show: no headline of its hero.
    expect(desktop).not.toContain(`aria-label="${screen.headline[1]}"`)
    expect(desktop).toMatch(/^<svg [^>]*width="1280" height="800"/)
    expect(desktop).not.toContain("NaN")
    const phone = subpageScreen("phone", "dark", ["#b45309", "#fdf0dc"], screen)
    expect(phone).toContain('aria-label="Stan surowy"')
    expect(phone).toContain('aria-label="Wykończenia"')
    expect(phone).not.toContain('aria-label="Realizacje"')
    expect(phone).not.toContain('aria-label="O firmie"')
    expect(phone).toMatch(/^<svg [^>]*width="390" height="844"/)
  })

  it("on a phone, a row's words take two lines rather than lose their end, a one-letter word kept with the next", () => {
    const phone = subpageScreen("phone", "light", ["#64748b", "#e2e8f0"], {
      ...screen,
      panel: {
        title: "Ostatnie zamówienia",
        rows: [
          ["ZAM/0412", "Kartony 40×30 · wysłane"],
          ["ZAM/0409", "Folia stretch · w drodze"],
          ["ZAM/0398", "Taśma pakowa · dostarczone"],
        ],
      },
    })
    expect(phone).toContain('aria-label="Folia stretch ·"')
    expect(phone).toContain('aria-label="w drodze"')
    expect(phone).toContain('aria-label="dostarczone"')
  })

  it("give the fixtures' six sites both looks, so the demo portfolio is not one template", () => {
    const studies = JSON.parse(
      fs.readFileSync(path.resolve("fixtures/demo/case-studies.json"), "utf8")
    ) as Record<string, { shared: { screen: { layout?: string } } }>
    const looks = Object.values(studies).map(study => study.shared.screen.layout ?? "band")
    expect(new Set(looks)).toEqual(new Set(["band", "open"]))
  })

  it("fit every word of the fixtures' screens inside the screen", () => {
    const studies = JSON.parse(
      fs.readFileSync(path.resolve("fixtures/demo/case-studies.json"), "utf8")
    ) as Record<string, { shared: { palette: [string, string]; screen: typeof screen } }>
    for (const [project, { shared }] of Object.entries(studies))
      for (const [device, draw] of [
        ["desktop", mockScreen],
        ["phone", mockScreen],
        ["desktop", subpageScreen],
        ["phone", subpageScreen],
      ] as const) {
        const svg = draw(device, "light", shared.palette, shared.screen)
        const width = device === "phone" ? 390 : 1280
        const xs = [...svg.matchAll(/ d="M(-?[\d.]+)/g)].map(match => Number(match[1]))
        expect({ project, device, left: Math.min(...xs) >= 0 }).toEqual({
          project,
          device,
          left: true,
        })
        // Every outline's points stay within the screen's width.
        const points = [...svg.matchAll(/aria-label="[^"]*" fill="[^"]*" d="([^"]*)"/g)].flatMap(
          match => [...match[1]!.matchAll(/[MLQC]?(-?[\d.]+) (-?[\d.]+)/g)].map(p => Number(p[1]))
        )
        expect({ project, device, right: Math.max(...points) <= width - 16 }).toEqual({
          project,
          device,
          right: true,
        })
      }
  })
})

describe("the demo projects' card pictures", () => {
  const studies = JSON.parse(
    fs.readFileSync(path.resolve("fixtures/demo/case-studies.json"), "utf8")
  ) as Record<string, Parameters<typeof caseStudyFrontmatter>[1]>
  const [project, study] = Object.entries(studies)[0]!

  it("set the laptop's screen and the phone's together, in the card's 3:2", () => {
    const svg = cardComposition("light", study.shared.palette, study.shared.screen)
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/)
    expect(svg).toContain('viewBox="0 0 1280 800"')
    expect(svg).toContain('viewBox="0 0 390 844"')
    // The headline twice: on the laptop's screen and on the phone's.
    const headline = study.shared.screen.headline[1]
    expect(svg.split(`aria-label="${headline}"`)).toHaveLength(3)
  })

  it("or set two phones side by side, the home page and the second page, for phone-first sites", () => {
    const svg = cardComposition("dark", study.shared.palette, study.shared.screen, "phones")
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="800"/)
    expect(svg).not.toContain('viewBox="0 0 1280 800"')
    expect(svg.match(/viewBox="0 0 390 844"/g)).toHaveLength(2)
    // The home page's headline on one phone, the second page's heading on the other.
    expect(svg).toContain(`aria-label="${study.shared.screen.headline[1]}"`)
    expect(
      svg.match(new RegExp(`aria-label="${study.shared.screen.panel.title}"`, "g"))
    ).toHaveLength(2)
    // Both within the card.
    const boxes = [...svg.matchAll(/<svg x="(\d+)" y="(\d+)" width="(\d+)" height="(\d+)"/g)]
    expect(boxes).toHaveLength(2)
    for (const [, x, y, width, height] of boxes) {
      expect(Number(x) + Number(width)).toBeLessThanOrEqual(1200)
      expect(Number(y) + Number(height)).toBeLessThanOrEqual(800)
    }
  })

  it("give the fixtures' cards both compositions, so the demo portfolio is not one picture", () => {
    const kinds = Object.values(studies).map(study => study.shared.composition ?? "laptop")
    expect(new Set(kinds)).toEqual(new Set(["laptop", "phones"]))
  })

  it("carry each client's site map, one per language, the start page first, into the study", () => {
    for (const [name, each] of Object.entries(studies)) {
      const [pl, en] = [each.pl.sitemap ?? [], each.en.sitemap ?? []]
      expect(pl.length, name).toBeGreaterThan(3)
      expect(en.length, name).toBe(pl.length)
      expect(pl[0]?.address, name).toBe("/")
      for (const language of ["pl", "en"] as const)
        expect(caseStudyFrontmatter(name, each, language).sitemap).toEqual(each[language].sitemap)
    }
  })

  it("replace the example's drawing on the card and the study's header, light and dark", () => {
    for (const language of ["pl", "en"] as const) {
      const frontmatter = caseStudyFrontmatter(project, study, language)
      expect(frontmatter.image).toBe(`../images/demo/${project}-card.png`)
      expect(frontmatter.imageDark).toBe(`../images/demo/${project}-card-dark.png`)
      expect(frontmatter.imageAlt).toBe(study[language].alt[2])
      expect(frontmatter.gallery.map(shot => shot.alt)).toEqual(study[language].alt.slice(0, 2))
    }
  })
})
