import { describe, expect, it } from "vitest"
import { glossary } from "../../src/config/glossary"
import {
  actionSynonyms,
  fixedStrings,
  formatFinding,
  lintLocale,
  lintMarkdown,
  lintSynonyms,
  lintText,
  titleCaseProblems,
} from "./rules"

const found = (language: "pl" | "en", text: string) => lintText(language, text).map(f => f.text)

describe("content lint: text rules", () => {
  it("rejects other names for a service and says which name to use", () => {
    expect(found("pl", "Tworzymy aplikacje webowe i aplikacji webowych")).toEqual([
      "aplikacje webowe",
      "aplikacji webowych",
    ])
    expect(lintText("en", "Websites and web apps")[0].message).toMatch(/web application/)
    expect(found("pl", "Skuteczny landing, kilka landingami")).toEqual(["landing", "landingami"])
    expect(found("pl", "landing page’a i landing page’ami")).toEqual([])
    expect(found("pl", "Strona typu one page")).toEqual(["Strona typu one page"])
    expect(found("en", "landing pages and one-pagers")).toEqual(["one-pagers"])
  })

  it("keeps the Polish copy in the „Ty” register, with capitalised pronouns", () => {
    expect(found("pl", "Napisz pod Wasz model treści, a Państwa zespół…")).toEqual([
      "Wasz",
      "Państwa",
    ])
    expect(found("pl", "Dla Was i dla Wam")).toEqual(["Was", "Wam"])
    expect(found("pl", "twoja firma i ciebie")).toEqual(["twoja", "ciebie"])
    expect(found("pl", "Twoja firma, Ciebie, Cię")).toEqual([])
    expect(found("pl", "Wybierz wasabi")).toEqual([])
  })

  it("wants typographic apostrophes in Polish inflections and straight ones in English", () => {
    expect(found("pl", "landing page'e i marki lifestyle'owe")).toEqual(["page'e", "lifestyle'owe"])
    expect(found("pl", "landing page’e")).toEqual([])
    expect(found("en", "we don’t")).toEqual(["don’t"])
    expect(found("en", "we don't")).toEqual([])
  })

  it("wants ranges as N–M with an en dash and no spaces", () => {
    expect(found("en", "Usually 2-6 weeks, or 2 – 6 days, or 2—3 months")).toEqual([
      "2-6 weeks",
      "2 – 6 days",
      "2—3 months",
    ])
    expect(found("en", "between four and eight weeks, two to four weeks")).toEqual([
      "between four and eight weeks",
      "two to four weeks",
    ])
    expect(found("pl", "trwa od 6 do 12 tygodni, 2 - 3 tygodnie, dwie–trzy usługi")).toEqual([
      "od 6 do 12 tygodni",
      "2 - 3 tygodnie",
      "dwie–trzy",
    ])
    expect(found("en", "2–6 weeks, 9–17, 00-193 Warsaw, 2025-04-08")).toEqual([])
    expect(found("pl", "2–4 tygodnie, 00-193 Warszawa")).toEqual([])
  })

  it("rejects the Polish calques and suggests natural Polish", () => {
    for (const calque of [
      "zaczynając od telefonu",
      "projekt krąży w miejscu",
      "w jednym rzucie oka",
      "łańcuszki maili",
      "pojęcie parasolowe",
      "robot przeskanuje stronę",
      "przyklejone menu",
      "pozyskujemy leady",
      "dedykowany landing page",
    ])
      expect(lintText("pl", calque), calque).toHaveLength(1)
    expect(lintText("pl", "dedykowana aplikacja")[0].message).toMatch(/szyty na miarę/)
  })

  it("keeps spelling consistent: front-end, back-end and e-mail", () => {
    expect(found("pl", "z frontendem i backendem")).toEqual(["frontendem", "backendem"])
    expect(found("pl", "front-end i back-endem, EmailJS")).toEqual([])
    expect(found("en", "an email from the backend")).toEqual(["email", "backend"])
    expect(found("en", "an e-mail from the back end via EmailJS")).toEqual([])
  })

  it("rejects promises the agency cannot keep", () => {
    expect(lintText("en", "until you are fully satisfied")).toHaveLength(1)
    expect(lintText("pl", "dopóki efekt w pełni Cię nie zadowoli")).toHaveLength(1)
    expect(lintText("en", "The site works well for every visitor")).toHaveLength(1)
    expect(lintText("en", "We reply within one business day")).toHaveLength(1)
    expect(lintText("en", "We usually reply within one business day")).toHaveLength(0)
    expect(lintText("pl", "Odpowiadamy w ciągu jednego dnia roboczego")).toHaveLength(1)
    expect(lintText("pl", "Odpowiadamy zwykle w ciągu jednego dnia roboczego")).toHaveLength(0)
  })
})

describe("content lint: locale files", () => {
  it("holds each service name to the glossary and names the file and key", () => {
    const findings = lintLocale("locales/en/common.json", "en", "common", {
      "nav.websites": "Websites",
      "nav.apps": "Apps",
      "footer.apps": "Web applications",
    })
    const apps = findings.find(f => f.where === "nav.apps")
    expect(apps).toMatchObject({ file: "locales/en/common.json", text: "Apps" })
    expect(apps?.message).toContain(`„${glossary.apps.name.en}”`)
    expect(findings.some(f => f.where === "nav.websites")).toBe(false)
  })

  it("wants each service page's titles to carry the service's name", () => {
    const findings = lintLocale(
      "locales/pl/websites-multi-page.json",
      "pl",
      "websites-multi-page",
      {
        seo: { title: "Strona firmowa wielostronicowa – projekt" },
        header: { title: "Strona firmowa dla Ciebie" },
      }
    )
    expect(findings.map(f => f.where)).toEqual(["header.title"])
  })

  it("keeps the spec's fixed strings exact and leaves them out of the other rules", () => {
    const contact = Object.fromEntries(
      fixedStrings.filter(s => s.language === "en" && s.ns === "contact").map(s => [s.key, s.value])
    )
    expect(lintLocale("locales/en/contact.json", "en", "contact", contact)).toEqual([])
    const changed = { ...contact, "validation.email": "The e-mail address is incorrect." }
    const findings = lintLocale("locales/en/contact.json", "en", "contact", changed)
    expect(findings).toHaveLength(1)
    expect(findings[0]).toMatchObject({ where: "validation.email" })
    expect(findings[0].message).toContain("The provided email is incorrect.")
    const missing = lintLocale("locales/pl/blog.json", "pl", "blog", { header: {} })
    expect(missing.map(f => f.where)).toEqual(["header.title", "header.empty", "header.category"])
  })

  it("reads keys inside lists and leaves links alone", () => {
    const findings = lintLocale("locales/pl/apps.json", "pl", "apps", {
      offers: [{ title: "UI/UX", link: "/uslugi/aplikacje-webowe", text: "dedykowany panel" }],
    })
    expect(findings.map(f => `${f.where}: ${f.text}`)).toEqual(["offers[0].text: dedykowany"])
  })

  it("wants English page titles in title case", () => {
    expect(titleCaseProblems("Contact us about your website")).toEqual([
      "us",
      "about",
      "your",
      "website",
    ])
    expect(titleCaseProblems("Websites and Web Applications for Small Businesses")).toEqual([])
    expect(titleCaseProblems("One-Page Website Design – UI/UX and APIs")).toEqual([])
    const findings = lintLocale("locales/en/privacy.json", "en", "privacy", {
      seo: { title: "Blog about websites" },
    })
    expect(findings[0].message).toMatch(/title case: capitalise “about”, “websites”/)
  })
})

describe("content lint: markdown", () => {
  const post = [
    "---",
    'title: "Best technologies in 2025"',
    'date: "2025-02-04"',
    'category: "web-apps"',
    "---",
    "",
    "A [web app guide](https://web.dev/web-apps) and `email` in code.",
    "```",
    "email backend",
    "```",
    "It takes 2-4 weeks.",
  ].join("\n")

  it("names the line, reads copy fields of the frontmatter and skips code and link targets", () => {
    const findings = lintMarkdown("content/blog/en/x.md", "en", post)
    expect(findings.map(f => `${f.where}: ${f.text}`)).toEqual([
      "line 2: Best technologies in 2025",
      "line 7: web app",
      "line 11: 2-4 weeks",
    ])
  })
})

describe("content lint: messages", () => {
  it("name the file, the place, the offending text and what to write instead", () => {
    const [finding] = lintLocale("locales/pl/websites.json", "pl", "websites", {
      offers: [{ title: "Landing page" }, { title: "Strona one page" }, { title: "x" }],
    }).filter(f => f.where === "offers[2].title")
    expect(formatFinding(finding)).toBe(
      "locales/pl/websites.json › offers[2].title: „x” – the name of this service is „Strona wielostronicowa” (src/config/glossary.ts)"
    )
  })
})

describe("content lint: claims and slips the site took back", () => {
  it("rejects calling the example projects' clients anonymous, in both languages", () => {
    expect(found("pl", "Klienci są anonimowi, a projekty przykładowe.")).toEqual([
      "Klienci są anonimowi",
    ])
    expect(found("en", "The clients are anonymous.")).toEqual(["clients are anonymous"])
    expect(found("pl", "To przykładowe projekty: nie opisują żadnego klienta.")).toEqual([])
  })

  it("rejects “straight to the inbox” for a message that goes through EmailJS", () => {
    expect(found("pl", "Wiadomość trafi prosto do skrzynki naszego zespołu.")).toEqual([
      "prosto do skrzynki",
    ])
    expect(found("pl", "Trafi prosto do naszej skrzynki.")).toEqual(["prosto do naszej skrzynki"])
    expect(found("en", "It goes straight to your inbox.")).toEqual(["straight to your inbox"])
    expect(found("pl", "Wiadomość trafi do naszego zespołu.")).toEqual([])
  })

  it("rejects an undeclined „Gatsby” after a Polish preposition", () => {
    expect(found("pl", "Strona w Gatsby, wersja na Gatsby i migracja z Gatsby")).toEqual([
      "w Gatsby",
      "na Gatsby",
      "z Gatsby",
    ])
    expect(found("pl", "Front-end w React z użyciem Gatsby lub Next.js")).toEqual([
      "użyciem Gatsby",
    ])
    expect(found("pl", "w Gatsbym, z Gatsbym, do Gatsby’ego; Gatsby spopularyzował")).toEqual([])
    expect(found("en", "built with Gatsby")).toEqual([])
  })

  it("wants „realistyczny harmonogram”, not „realny”", () => {
    expect(found("pl", "Dostajesz realny harmonogram i z realnym harmonogramem")).toEqual([
      "realny harmonogram",
      "realnym harmonogramem",
    ])
    expect(found("pl", "realistyczny harmonogram")).toEqual([])
  })
})

describe("content lint: one wording per action", () => {
  const place = (file: string, text: string, language: "pl" | "en" = "pl") => ({
    file,
    where: "header.ctaText",
    language,
    text,
  })

  it("finds each use when two wordings of the same action appear in one language", () => {
    const findings = lintSynonyms([
      place("locales/pl/websites.json", "Zapytaj o wycenę"),
      place("locales/pl/websites-seo.json", "Poproś o wycenę"),
      place("locales/en/websites.json", "Get a quote", "en"),
    ])
    expect(findings.map(f => `${f.file}: ${f.text}`)).toEqual([
      "locales/pl/websites.json: Zapytaj o wycenę",
      "locales/pl/websites-seo.json: Poproś o wycenę",
    ])
    expect(findings[0].message).toContain("„Zapytaj o wycenę” and „Poproś o wycenę”")
  })

  it("lets one wording stand, and reads its groups from a configurable list", () => {
    const one = [place("a.json", "Zapytaj o wycenę"), place("b.json", "Zapytaj o wycenę")]
    expect(lintSynonyms(one)).toEqual([])
    const groups = { pl: [["Napisz do nas", "Skontaktuj się"]], en: [] }
    const two = [place("a.json", "Napisz do nas"), place("b.md", "Skontaktuj się z nami")]
    expect(lintSynonyms(two, groups)).toHaveLength(2)
    expect(actionSynonyms.pl.flat()).toEqual(
      expect.arrayContaining(["Poproś o wycenę", "Zapytaj o wycenę"])
    )
  })
})
