/**
 * The content lint's rules, pure: text in, findings out. `scripts/content-lint.ts` reads the
 * locale files and the markdown in `content/` and prints what these functions find.
 */
import type { Language } from "../../src/i18n/languages"
import { isRouteLink } from "../../src/i18n/paths"
import { glossary, namePlaces, servicePages, serviceIds } from "../../src/config/glossary"

export type Finding = {
  /** File, relative to the repository. */
  file: string
  /** Key path in a locale file (`offers[2].title`) or `line N` in markdown. */
  where: string
  /** The offending text. */
  text: string
  /** What is wrong and what to write instead. */
  message: string
}

type TextRule = { languages: readonly Language[]; pattern: RegExp; message: string }

const both: readonly Language[] = ["pl", "en"]

const plUnits =
  "tygodni|tygodnie|tygodniach|dni|dnia|miesięcy|miesiące|miesiąca|miesiącach|lat|lata|godzin|godziny|minut|minuty|sekund|sekundy|znaków|osób|podstron|stron|rund|rundy|KB|MB|zł|%"
const enUnits =
  "weeks?|days?|months?|years?|hours?|minutes?|seconds?|characters|pages|rounds|people|KB|MB|%"
const enNumberWords = "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve"
const plNumberWords =
  "jeden|jednego|dwa|dwie|dwóch|trzy|trzech|cztery|czterech|pięć|pięciu|sześć|sześciu|osiem|ośmiu|dziesięć|dwanaście|dwunastu"

const rangeMessage =
  "write ranges as N–M: digits, an en dash (–) and no spaces, e.g. „2–4 tygodnie” / “2–4 weeks”"

/** Rules applied to every piece of copy, by language. */
const textRules: readonly TextRule[] = [
  // Register: Polish copy speaks to one reader, "Ty", with the pronouns capitalised.
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])(?:Wy|Was|Wam|Wami)(?![\p{L}])/gu,
    message:
      "the Polish copy uses the „Ty” register: write to one reader („Ty”, „Ciebie”, „Tobie”)",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])wasz(?:a|e|ego|ej|emu|ym|ych|ymi|ą)?(?![\p{L}])/giu,
    message: "the Polish copy uses the „Ty” register: write „Twój/Twoja/Twoje” instead of „Wasz”",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])Państw(?:o|a|u|em)(?![\p{L}])/gu,
    message: "the Polish copy uses the „Ty” register: write „Ty/Ciebie/Twój” instead of „Państwo”",
  },
  {
    languages: ["pl"],
    pattern:
      /(?<![\p{L}])(?:twój|twoja|twoje|twojego|twojej|twojemu|twoim|twoją|twoich|twoimi|ciebie|cię|tobie|tobą)(?![\p{L}])/gu,
    message: "write the reader's pronouns with a capital letter: „Twój”, „Ciebie”, „Cię”, „Tobie”",
  },
  // Apostrophes: typographic in Polish inflections of English words, straight in English.
  {
    languages: ["pl"],
    pattern: /\p{L}+'\p{L}+/gu,
    message:
      "use the typographic apostrophe ’ in Polish inflections, e.g. „landing page’a”, „landing page’e”",
  },
  {
    languages: ["en"],
    pattern: /\p{L}*’\p{L}*/gu,
    message: "the English copy uses the straight apostrophe ', e.g. “don't”, “customers'”",
  },
  // Ranges.
  {
    languages: ["pl"],
    pattern: new RegExp(
      `\\d+(?:\\s*[-—−]\\s*|\\s+–\\s*|\\s*–\\s+)\\d+\\s*(?:${plUnits})(?![\\p{L}])`,
      "gu"
    ),
    message: rangeMessage,
  },
  {
    languages: ["en"],
    pattern: new RegExp(`\\d+(?:\\s*[-—−]\\s*|\\s+–\\s*|\\s*–\\s+)\\d+\\s*(?:${enUnits})\\b`, "g"),
    message: rangeMessage,
  },
  {
    languages: both,
    pattern: /\d+ [–—] \d+/g,
    message: rangeMessage,
  },
  {
    languages: ["en"],
    pattern: new RegExp(
      `\\b(?:between )?(?:${enNumberWords}|\\d+) (?:to|and) (?:${enNumberWords}|\\d+) (?:${enUnits})\\b`,
      "gi"
    ),
    message: rangeMessage,
  },
  {
    languages: ["pl"],
    pattern: new RegExp(
      `(?<![\\p{L}])od (?:${plNumberWords}|\\d+) do (?:${plNumberWords}|\\d+) (?:${plUnits})(?![\\p{L}])`,
      "giu"
    ),
    message: rangeMessage,
  },
  {
    languages: ["pl"],
    pattern: new RegExp(
      `(?<![\\p{L}])(?:${plNumberWords})[–-](?:${plNumberWords})(?![\\p{L}])`,
      "giu"
    ),
    message: rangeMessage,
  },
  // Calques and errors in the Polish copy.
  {
    languages: ["pl"],
    pattern: /zaczynając od telefonu/giu,
    message: "calque: write e.g. „projektowany najpierw na telefon”",
  },
  {
    languages: ["pl"],
    pattern: /krąż\p{L}* w miejscu/giu,
    message: "calque: write e.g. „nie kręci się w kółko”, „posuwa się naprzód”",
  },
  {
    languages: ["pl"],
    pattern: /w jednym rzucie oka/giu,
    message: "write „na pierwszy rzut oka” or „od razu”",
  },
  {
    languages: ["pl"],
    pattern: /łańcusz\p{L}* (?:maili|mailowych|e-maili)/giu,
    message: "calque: write „długie wątki mailowe” or „korespondencja mailowa”",
  },
  {
    languages: ["pl"],
    pattern: /pojęci\p{L}* parasolow\p{L}*/giu,
    message: "calque: write „pojęcie zbiorcze” or „szerokie pojęcie”",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])przeskan\p{L}*/giu,
    message: "calque: write „odczyta”, „zaindeksuje” or „szybko przejrzy”",
  },
  {
    languages: ["pl"],
    pattern: /przyklejon\p{L}* menu/giu,
    message: "calque: write „menu stale widoczne u góry ekranu”",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])lead(?:y|ów|ami|om|ach|a|em|owy|owe)?(?![\p{L}])/giu,
    message: "anglicism: write „zapytania” or „kontakty od potencjalnych klientów”",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])dedykowan\p{L}*/giu,
    message: "calque: write „indywidualny”, „szyty na miarę”, „osobny” or „przeznaczony dla”",
  },
  // Spelling.
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}-])(?:frontend|backend)\p{L}*/giu,
    message: "write „front-end”, „back-end” (front-endu, front-endowy, back-endowy)",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}-])email(?!JS)\p{L}*/giu,
    message: "write „e-mail”",
  },
  {
    languages: ["en"],
    pattern: /\b(?:frontends?|backends?)\b/gi,
    message: "write “front end”/“back end” (nouns) or “front-end”/“back-end” (before a noun)",
  },
  {
    languages: ["en"],
    pattern: /\bemails?\b/gi,
    message: "write “e-mail”",
  },
  // Promises the agency cannot keep.
  {
    languages: ["en"],
    pattern: /\bfully satisfied\b/gi,
    message:
      "promise only what the support and revision policy says (one round of revisions, fixes after launch, support as agreed)",
  },
  {
    languages: ["pl"],
    pattern: /w pełni Cię (?:nie )?(?:zadowol|satysfakcjonuj)\p{L}*/giu,
    message:
      "obiecuj tylko to, co mówi zasada wsparcia i poprawek (jedna runda poprawek, usuwanie błędów po publikacji, opieka według umowy)",
  },
  {
    languages: ["en"],
    pattern: /\bworks? well for every(?:one|body| visitor)\b/gi,
    message: "absolute claim: say what the site does (e.g. “follows WCAG guidelines”) instead",
  },
  {
    languages: ["pl"],
    pattern: /działa dla każdego/giu,
    message: "absolute claim: say what the site does (e.g. „stosujemy się do wytycznych WCAG”)",
  },
  {
    languages: ["en"],
    pattern: /\bwe (?:reply|respond|answer|will reply|will respond) within one business day\b/gi,
    message: "the form says “usually”: write “we usually reply within one business day”",
  },
  {
    languages: ["pl"],
    pattern: /(?:Odpowiadamy|Odpowiemy|odpowiadamy|odpowiemy) w ciągu jednego dnia roboczego/gu,
    message: "formularz mówi „zwykle”: napisz „odpowiadamy zwykle w ciągu jednego dnia roboczego”",
  },
]

/**
 * Claims the site must not make, because the code or the rest of the site says otherwise, and
 * Polish slips that crept back before.
 */
const claimRules: readonly TextRule[] = [
  {
    languages: ["pl"],
    pattern: /klienci (?:są|pozostają) anonim\p{L}*/giu,
    message:
      "przykładowe projekty nie opisują żadnego klienta; „anonimowi” sugeruje prawdziwych, ukrytych klientów – napisz, że to przykłady",
  },
  {
    languages: ["en"],
    pattern: /\bclients (?:are|remain|stay) anonymous\b/gi,
    message:
      "the example projects describe no client; “anonymous” implies real, anonymised clients – say they are examples",
  },
  {
    languages: ["pl"],
    pattern: /prosto do (?:\p{L}+ ){0,2}skrzynk\p{L}*/giu,
    message:
      "wiadomość z formularza idzie przez EmailJS (Singapur), nie „prosto”: napisz np. „trafi do naszego zespołu”",
  },
  {
    languages: ["en"],
    pattern: /\bstraight (?:to|into) (?:\w+ ){0,2}inbox(?:es)?\b/gi,
    message:
      "the form's message goes through EmailJS (Singapore), not “straight”: write e.g. “reaches our team”",
  },
  {
    languages: ["pl"],
    // After a preposition that does not take the nominative, the name declines.
    pattern:
      /(?<![\p{L}])(?:w|we|na|z|ze|o|po|przy|od|do|dla|bez|u|nad|pod|przed|między|użyciem|pomocą)\s+Gatsby(?![\p{L}’'.])/giu,
    message:
      "odmień nazwę po przyimku: „w Gatsbym”, „na Gatsbym”, „z Gatsbym”, „do Gatsby’ego”, „dla Gatsby’ego”",
  },
  {
    languages: ["pl"],
    pattern: /(?<![\p{L}])realn\p{L}* harmonogram\p{L}*/giu,
    message: "chodzi o „realistyczny harmonogram” (realny = istniejący naprawdę)",
  },
]

/**
 * One action, one wording: phrases of each group name the same action, so the copy of one
 * language may use only one of them (across all locale files and markdown). Add a group when
 * two wordings of an action turn up.
 */
export const actionSynonyms: Readonly<Record<Language, readonly (readonly string[])[]>> = {
  pl: [["Poproś o wycenę", "Zapytaj o wycenę"]],
  en: [["Request a quote", "Get a quote", "Ask for a quote"]],
}

/** A piece of copy with where it is, for the rules that look across files. */
export type CopyPlace = { file: string; where: string; language: Language; text: string }

/**
 * Every use of an action's wording, when another wording of the same action is also used in
 * that language's copy: each finding names the wordings found, so the editor picks one.
 */
export const lintSynonyms = (
  places: readonly CopyPlace[],
  groups: Readonly<Record<Language, readonly (readonly string[])[]>> = actionSynonyms
): Finding[] =>
  (Object.keys(groups) as Language[]).flatMap(language =>
    groups[language].flatMap(group => {
      const uses = places
        .filter(place => place.language === language)
        .flatMap(place =>
          group
            .filter(phrase => place.text.toLowerCase().includes(phrase.toLowerCase()))
            .map(phrase => ({ place, phrase }))
        )
      const used = [...new Set(uses.map(use => use.phrase))]
      if (used.length < 2) return []
      return uses.map(({ place, phrase }) => ({
        file: place.file,
        where: place.where,
        text: phrase,
        message: `one action, two wordings: ${used.map(p => `„${p}”`).join(" and ")} – use one everywhere (actionSynonyms in scripts/content-lint/rules.ts)`,
      }))
    })
  )

/** Rejections from the glossary: another name for a service. */
const glossaryRules: readonly TextRule[] = serviceIds.flatMap(id =>
  (["pl", "en"] as const).flatMap(language =>
    glossary[id].avoid[language].map(variant => ({
      languages: [language],
      pattern: new RegExp(variant.pattern.source, `${variant.pattern.flags.replace("g", "")}g`),
      message: `another name for a service: write „${variant.use}” (src/config/glossary.ts)`,
    }))
  )
)

/** Everything the text rules find in one piece of copy, in the order it appears. */
export const lintText = (language: Language, text: string): { text: string; message: string }[] => {
  const seen = new Set<string>()
  return [...textRules, ...claimRules, ...glossaryRules]
    .filter(rule => rule.languages.includes(language))
    .flatMap(rule =>
      [...text.matchAll(rule.pattern)].map(match => ({
        at: match.index ?? 0,
        text: match[0],
        message: rule.message,
      }))
    )
    .sort((a, b) => a.at - b.at)
    .filter(({ at, message }) => {
      // Two rules may find the same range; one finding is enough.
      const key = `${at}:${message}`
      if (seen.has(key)) return false
      seen.add(key)
      return true
    })
    .map(({ text, message }) => ({ text, message }))
}

/** The spec's own strings, by language, namespace and key: they stay exactly as they are. */
const fixed: Record<Language, Record<string, Record<string, string>>> = {
  en: {
    contact: {
      "validation.min2": "The field must exceed 2 characters.",
      "validation.min30": "The message must exceed 30 characters.",
      "validation.email": "The provided email is incorrect.",
      "validation.phone": "The phone number is invalid.",
      "validation.generic": "The value is incorrect",
      "validation.required": "The field is required.",
      "status.sending": "Sending a message in progress.",
      "status.success": "Message has been sent. We will respond as soon as possible.",
      "status.error":
        "Something went wrong, please try again. If the problem persists, please contact the administrator.",
    },
    portfolio: {
      "header.cta": "Start Collaboration",
      "realizations.title": "Our Projects",
    },
    blog: {
      "header.empty": "No posts available",
    },
    "not-found": {
      text: "Sorry, but the page you are looking for was not found.",
    },
  },
  pl: {
    portfolio: {
      "realizations.title": "Nasze realizacje",
      "realizations.subtitle": "Zapoznaj się z naszymi projektami",
    },
    blog: {
      "header.title": "Web Development i UX/UI: Porady, Trendy i Inspiracje",
      "header.empty": "Brak wpisów :(",
      "header.category": "Kategoria:",
    },
  },
}

export const fixedStrings: readonly {
  language: Language
  ns: string
  key: string
  value: string
}[] = Object.entries(fixed).flatMap(([language, namespaces]) =>
  Object.entries(namespaces).flatMap(([ns, values]) =>
    Object.entries(values).map(([key, value]) => ({
      language: language as Language,
      ns,
      key,
      value,
    }))
  )
)

type Json = unknown

/** Every string of a JSON value with its key path; list items keep their index. */
export const leaves = (value: Json, at = ""): { key: string; value: string }[] => {
  if (typeof value === "string") return [{ key: at, value }]
  if (Array.isArray(value)) return value.flatMap((item, i) => leaves(item, `${at}[${i}]`))
  if (value && typeof value === "object")
    return Object.entries(value).flatMap(([key, item]) => leaves(item, at ? `${at}.${key}` : key))
  return []
}

const smallWords = new Set(
  "a an the and but or nor for so yet as at by in of on per to up via vs with from into over".split(
    " "
  )
)

/** English page titles are in title case: each word but the small ones starts with a capital. */
export const titleCaseProblems = (title: string): string[] =>
  title
    .split(/\s+/)
    .map(word => word.replace(/^[("“'‘]+/, ""))
    .filter((word, i) => {
      const first = word.charAt(0)
      if (first === "" || first.toLowerCase() === first.toUpperCase()) return false
      if (first !== first.toLowerCase()) return false
      return i === 0 || !smallWords.has(word.replace(/[^\p{L}]+$/u, "").toLowerCase())
    })

/** Values that are links, addresses or route ids (`contact#form`): the text rules leave them alone. */
const isLink = (value: string) =>
  /^(?:\/|https?:\/\/|mailto:)\S*$/.test(value) || isRouteLink(value)

const fixedAt = (language: Language, ns: string) =>
  new Map(
    fixedStrings
      .filter(fixed => fixed.language === language && fixed.ns === ns)
      .map(fixed => [fixed.key, fixed.value])
  )

/** Findings in one locale file (`locales/<language>/<ns>.json`). */
export const lintLocale = (file: string, language: Language, ns: string, json: Json): Finding[] => {
  const values = leaves(json)
  const byKey = new Map(values.map(leaf => [leaf.key, leaf.value]))
  const fixed = fixedAt(language, ns)
  const findings: Finding[] = []

  for (const [key, value] of fixed) {
    const actual = byKey.get(key)
    if (actual !== value)
      findings.push({
        file,
        where: key,
        text: actual ?? "(missing)",
        message: `the spec fixes this text: write exactly “${value}”`,
      })
  }

  for (const { key, value } of values) {
    if (fixed.has(key) || isLink(value)) continue
    for (const found of lintText(language, value)) findings.push({ file, where: key, ...found })
  }

  for (const place of namePlaces.filter(place => place.ns === ns)) {
    const name = glossary[place.service].name[language]
    const actual = byKey.get(place.key)
    if (actual !== name)
      findings.push({
        file,
        where: place.key,
        text: actual ?? "(missing)",
        message: `the name of this service is „${name}” (src/config/glossary.ts)`,
      })
  }

  for (const service of serviceIds.filter(id => servicePages[id] === ns)) {
    const { inTitle, name } = glossary[service]
    for (const key of ["seo.title", "header.title"]) {
      const title = byKey.get(key)
      if (title !== undefined && !inTitle[language].test(title))
        findings.push({
          file,
          where: key,
          text: title,
          message: `a page title of this service names it: include „${name[language]}” (src/config/glossary.ts)`,
        })
    }
  }

  const seoTitle = byKey.get("seo.title")
  if (language === "en" && seoTitle !== undefined && !fixed.has("seo.title")) {
    const lower = titleCaseProblems(seoTitle)
    if (lower.length)
      findings.push({
        file,
        where: "seo.title",
        text: seoTitle,
        message: `English page titles are in title case: capitalise ${lower.map(w => `“${w}”`).join(", ")}`,
      })
  }

  return findings
}

/** Frontmatter fields that are copy (the rest are dates, keys, paths and lists of names). */
const copyFields = new Set(["title", "description", "name", "client", "summary", "imageAlt"])

/**
 * The copy of a markdown line: link targets, inline code and HTML tags removed, so that
 * addresses and code are not read as text.
 */
const proseOf = (line: string) =>
  line
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/`[^`]*`/g, "")
    .replace(/<[^>]+>/g, "")

/** Findings in one markdown file of `content/` (a post or a portfolio project). */
export const lintMarkdown = (file: string, language: Language, source: string): Finding[] => {
  const lines = source.split("\n")
  const findings: Finding[] = []
  let inFrontmatter = lines[0]?.trim() === "---"
  let inCode = false
  lines.forEach((line, index) => {
    const where = `line ${index + 1}`
    if (index === 0 && inFrontmatter) return
    if (inFrontmatter) {
      if (line.trim() === "---") {
        inFrontmatter = false
        return
      }
      const field = /^(\w+):\s*"?(.*?)"?\s*$/.exec(line)
      if (!field || !copyFields.has(field[1])) return
      const [, name, value] = field
      for (const found of lintText(language, value)) findings.push({ file, where, ...found })
      if (name === "title" && language === "en") {
        const lower = titleCaseProblems(value)
        if (lower.length)
          findings.push({
            file,
            where,
            text: value,
            message: `English titles are in title case: capitalise ${lower.map(w => `“${w}”`).join(", ")}`,
          })
      }
      return
    }
    if (/^\s*(```|~~~)/.test(line)) {
      inCode = !inCode
      return
    }
    if (inCode) return
    for (const found of lintText(language, proseOf(line))) findings.push({ file, where, ...found })
  })
  return findings
}

/** One finding as an editor reads it. */
export const formatFinding = (finding: Finding): string =>
  `${finding.file} › ${finding.where}: „${finding.text}” – ${finding.message}`
