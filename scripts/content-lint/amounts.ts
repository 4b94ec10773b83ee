/**
 * How much the copy says, not how it says it: the least a page needs to be worth a visit (and to
 * rank), held here rather than in the tests, so that an editor who rewrites a sentence hears from
 * the content lint, with the file and key, and the tests keep to what the pages do.
 */
import type { Language } from "../../src/i18n/languages"
import type { Finding } from "./rules"

/** A locale file as the content lint reads it. */
export type LocaleFile = { file: string; language: Language; ns: string; json: unknown }

const minWebsiteTypeWords = 400
const minWebsiteTypeSteps = 5
const minWebsiteTypeItems = 3
/** The spec's process has seven steps; a sub-page may have fewer where its work is simpler. */
const sevenStepsShare = 2 / 3
const minCategoryIntroWords = 120

/** Words in every string of a JSON value. */
export const words = (value: unknown): number =>
  typeof value === "string"
    ? value.split(/\s+/).filter(Boolean).length
    : Array.isArray(value)
      ? value.reduce((sum: number, item) => sum + words(item), 0)
      : value && typeof value === "object"
        ? Object.values(value).reduce((sum: number, item) => sum + words(item), 0)
        : 0

type JsonObject = Record<string, unknown>
const asObject = (value: unknown): JsonObject =>
  value && typeof value === "object" && !Array.isArray(value) ? (value as JsonObject) : {}
const listLength = (value: unknown) => (Array.isArray(value) ? value.length : 0)

const isWebsiteType = (ns: string) => ns.startsWith("websites-")

/** A website sub-page (`websites-<type>`): its body copy, steps, benefits and advantages. */
const websiteTypeFindings = ({ file, json }: LocaleFile): Finding[] => {
  const { seo: _seo, ...body } = asObject(json)
  const findings: Finding[] = []
  const bodyWords = words(body)
  if (bodyWords < minWebsiteTypeWords)
    findings.push({
      file,
      where: "(every key but seo)",
      text: `${bodyWords} words`,
      message: `a website sub-page needs at least ${minWebsiteTypeWords} words of copy besides its seo texts`,
    })
  const steps = listLength(asObject(body.steps).steps)
  if (steps < minWebsiteTypeSteps)
    findings.push({
      file,
      where: "steps.steps",
      text: `${steps} steps`,
      message: `a website sub-page describes at least ${minWebsiteTypeSteps} steps of the work`,
    })
  for (const list of ["benefits", "advantages"]) {
    const items = listLength(body[list])
    if (items < minWebsiteTypeItems)
      findings.push({
        file,
        where: list,
        text: `${items} items`,
        message: `a website sub-page lists at least ${minWebsiteTypeItems} ${list}`,
      })
  }
  return findings
}

/** Most website sub-pages of a language (two in three) walk through all seven steps. */
const sevenStepsFindings = (language: Language, files: LocaleFile[]): Finding[] => {
  const pages = files.filter(file => file.language === language && isWebsiteType(file.ns))
  const short = pages.filter(page => listLength(asObject(asObject(page.json).steps).steps) !== 7)
  const needed = Math.ceil(pages.length * sevenStepsShare)
  if (pages.length - short.length >= needed) return []
  return short.map(({ file, json }) => ({
    file,
    where: "steps.steps",
    text: `${listLength(asObject(asObject(json).steps).steps)} steps`,
    message:
      `only ${pages.length - short.length} of the ${pages.length} website sub-pages in ` +
      `locales/${language}/ have the seven steps, fewer than the ${needed} that should`,
  }))
}

/** A blog category's introduction (`blog-categories`, `intro.<category>`): title and text. */
const categoryIntroFindings = ({ file, json }: LocaleFile): Finding[] =>
  Object.entries(asObject(json))
    .filter(([key]) => key.startsWith("intro."))
    .flatMap(([key, intro]) => {
      const count = words(intro)
      return count < minCategoryIntroWords
        ? [
            {
              file,
              where: key,
              text: `${count} words`,
              message: `a category introduction needs at least ${minCategoryIntroWords} words (title and text)`,
            },
          ]
        : []
    })

/** Every finding on the amount of copy in the locale files. */
export const lintAmounts = (files: LocaleFile[]): Finding[] => [
  ...files.flatMap(file =>
    isWebsiteType(file.ns)
      ? websiteTypeFindings(file)
      : file.ns === "blog-categories"
        ? categoryIntroFindings(file)
        : []
  ),
  ...[...new Set(files.map(file => file.language))].flatMap(language =>
    sevenStepsFindings(language, files)
  ),
]
