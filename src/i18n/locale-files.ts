/**
 * The locale files on disk, for tests and build scripts (Node only: pages get their strings from
 * their page query).
 */
import fs from "fs"
import path from "path"
import type { Language } from "./languages"

const localesDir = path.resolve(__dirname, "../../locales")

export const localeFile = (language: Language, ns: string): string =>
  path.join(localesDir, language, `${ns}.json`)

/** The namespaces of one language: its files in `locales/<language>/`. */
export const localeNamespaces = (language: Language): string[] =>
  fs
    .readdirSync(path.join(localesDir, language))
    .filter(file => file.endsWith(".json"))
    .map(file => file.replace(/\.json$/, ""))

export const readNamespace = (language: Language, ns: string): Record<string, unknown> =>
  JSON.parse(fs.readFileSync(localeFile(language, ns), "utf8"))

/** Every namespace of one language. */
export const readLocale = (language: Language): Record<string, Record<string, unknown>> =>
  Object.fromEntries(localeNamespaces(language).map(ns => [ns, readNamespace(language, ns)]))
