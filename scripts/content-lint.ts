/**
 * `npm run lint:content`: holds the copy in `locales/` and `content/` to one vocabulary and
 * style (service names from src/config/glossary.ts, the "Ty" register, apostrophes, ranges,
 * the spec's fixed strings) and to the least it must say (content-lint/amounts.ts). Each finding names the file, the key or line, the offending text
 * and what to write instead; any finding fails the run.
 */
import fs from "fs"
import path from "path"
import { languages, isLanguage } from "../src/i18n/languages"
import { localeFile, localeNamespaces, readNamespace } from "../src/i18n/locale-files"
import {
  formatFinding,
  leaves,
  lintLocale,
  lintMarkdown,
  lintSynonyms,
  type CopyPlace,
  type Finding,
} from "./content-lint/rules"
import { lintAmounts, type LocaleFile } from "./content-lint/amounts"
import { walk } from "../src/lib/files"

const root = process.cwd()
const relative = (file: string) => path.relative(root, file)

const findings: Finding[] = []

const localeFiles: LocaleFile[] = languages.flatMap(language =>
  localeNamespaces(language).map(ns => ({
    file: relative(localeFile(language, ns)),
    language,
    ns,
    json: readNamespace(language, ns) as unknown,
  }))
)
for (const { file, language, ns, json } of localeFiles)
  findings.push(...lintLocale(file, language, ns, json))
findings.push(...lintAmounts(localeFiles))

/** All the copy, for the rules that compare files: locale strings and markdown lines. */
const places: CopyPlace[] = localeFiles.flatMap(({ file, language, json }) =>
  leaves(json).map(({ key, value }) => ({ file, where: key, language, text: value }))
)

for (const file of walk(path.join(root, "content")).filter(name => name.endsWith(".md"))) {
  // content/<collection>/<language>/...
  const language = relative(file).split(path.sep)[2]
  if (!isLanguage(language)) continue
  const source = fs.readFileSync(file, "utf8")
  findings.push(...lintMarkdown(relative(file), language, source))
  source
    .split("\n")
    .forEach((text, index) =>
      places.push({ file: relative(file), where: `line ${index + 1}`, language, text })
    )
}
findings.push(...lintSynonyms(places))

if (findings.length) {
  for (const finding of findings) console.error(formatFinding(finding))
  console.error(`\nContent lint: ${findings.length} finding(s).`)
  process.exit(1)
}
console.log("Content lint: no findings.")
