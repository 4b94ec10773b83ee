import { load, JSON_SCHEMA } from "js-yaml"
import type { Formatter } from "./types"

const frontmatter = /^---\r?\n([\s\S]*?)\r?\n?---\r?\n?/

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === "" || (Array.isArray(value) && !value.length)

/** Text of several lines (a project's story) as a literal block, as the files write it. */
const literalBlock = (value: string): string => {
  const chomp = value.endsWith("\n") ? "" : "-"
  const lines = value.replace(/\n$/, "").split("\n")
  return `|${chomp}\n${lines.map(line => (line ? `  ${line}` : "")).join("\n")}`
}

/**
 * A YAML value in the repository's style: strings double-quoted, lists inline, text of several
 * lines as a literal block. JSON's notation is valid YAML, so the build's parser (gray-matter)
 * reads back exactly what was written.
 */
const yamlValue = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(item => JSON.stringify(item)).join(", ")}]`
    : typeof value === "string" && value.includes("\n")
      ? literalBlock(value)
      : JSON.stringify(value)

/**
 * A Decap format for markdown with YAML frontmatter, written the way the repository's posts and
 * projects are: fields in the given order, strings quoted, empty optional fields left out (the
 * build treats a present but empty `updated` or `slug` as an error), the text after a blank line.
 * Reading keeps dates as the strings they are (JSON schema), which the date widget expects.
 */
export const markdownFormat = (order: string[]): Formatter => ({
  fromFile: content => {
    const match = frontmatter.exec(content)
    if (!match) return { body: content }
    const data = (load(match[1], { schema: JSON_SCHEMA }) ?? {}) as Record<string, unknown>
    return { ...data, body: content.slice(match[0].length).replace(/^\r?\n/, "") }
  },
  toFile: data => {
    const { body, ...fields } = data as Record<string, unknown>
    const keys = [
      ...order.filter(key => key in fields),
      ...Object.keys(fields).filter(key => !order.includes(key)),
    ].filter(key => !isEmpty(fields[key]))
    const text = typeof body === "string" ? body.replace(/\s+$/, "") : ""
    const head = keys.map(key => `${key}: ${yamlValue(fields[key])}`).join("\n")
    return `---\n${head}\n---\n${text ? `\n${text}\n` : ""}`
  },
})
