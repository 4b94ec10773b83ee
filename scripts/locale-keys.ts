import fs from "fs"
import path from "path"
import type { Language } from "../src/i18n/languages"

export const readLocale = (language: Language, ns: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(path.resolve("locales", language, `${ns}.json`), "utf8"))
