import fs from "fs"
import path from "path"
import type { Language } from "../src/i18n/languages"

export const readLocale = (language: Language, ns: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.resolve("locales", language, `${ns}.json`), "utf8"))

export const namespaces = (language: Language): string[] =>
  fs
    .readdirSync(path.resolve("locales", language))
    .filter(file => file.endsWith(".json"))
    .map(file => file.replace(/\.json$/, ""))
