/**
 * `npm run lint:content`: holds the copy in `locales/` and `content/` to one vocabulary and
 * style (service names from src/config/glossary.ts, the "Ty" register, apostrophes, ranges,
 * the spec's fixed strings) and to the least it must say (content-lint/amounts.ts). Each finding names the file, the key or line, the offending text
 * and what to write instead; any finding fails the run.
 */
import fs from "fs"
import path from "path"
import { languages, isLanguage } from "../src/i18n/languages"
import { formatFinding, lintLocale, lintMarkdown, type Finding } from "./content-lint/rules"
import { lintAmounts, type LocaleFile } from "./content-lint/amounts"

const root = process.cwd()
const relative = (file: string) => path.relative(root, file)

const filesUnder = (dir: string, ext: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap(entry => {
        const full = path.join(dir, entry.name)
        if (entry.isDirectory()) return filesUnder(full, ext)
        return entry.name.endsWith(ext) ? [full] : []
      })
    : []

const findings: Finding[] = []

const localeFiles: LocaleFile[] = languages.flatMap(language =>
  filesUnder(path.join(root, "locales", language), ".json").map(file => ({
    file: relative(file),
    language,
    ns: path.basename(file, ".json"),
    json: JSON.parse(fs.readFileSync(file, "utf8")) as unknown,
  }))
)
for (const { file, language, ns, json } of localeFiles)
  findings.push(...lintLocale(file, language, ns, json))
findings.push(...lintAmounts(localeFiles))

for (const file of filesUnder(path.join(root, "content"), ".md")) {
  // content/<collection>/<language>/...
  const language = relative(file).split(path.sep)[2]
  if (!isLanguage(language)) continue
  findings.push(...lintMarkdown(relative(file), language, fs.readFileSync(file, "utf8")))
}

if (findings.length) {
  for (const finding of findings) console.error(formatFinding(finding))
  console.error(`\nContent lint: ${findings.length} finding(s).`)
  process.exit(1)
}
console.log("Content lint: no findings.")
