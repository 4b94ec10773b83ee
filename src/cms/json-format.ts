import type { Formatter } from "./types"

type Json = null | boolean | number | string | Json[] | { [key: string]: Json }

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value)

/**
 * The value with its object keys in the template's order, at every depth; keys the template lacks
 * come last. Decap keeps entry data in Immutable maps, which forget the order of more than eight
 * keys, so without this a one-word edit could reorder a whole locale file.
 */
export const orderLike = (value: unknown, template: unknown): unknown => {
  if (Array.isArray(value)) {
    const items = Array.isArray(template) ? template : []
    return value.map((item, index) => orderLike(item, items[index] ?? items[0]))
  }
  if (!isObject(value)) return value
  const known = isObject(template) ? Object.keys(template).filter(key => key in value) : []
  const keys = [...known, ...Object.keys(value).filter(key => !known.includes(key))]
  return Object.fromEntries(
    keys.map(key => [key, orderLike(value[key], isObject(template) ? template[key] : undefined)])
  )
}

/** Columns a string takes in the editor (Prettier counts East Asian wide characters twice). */
const width = (text: string): number =>
  [...text].reduce(
    (sum, char) =>
      sum +
      (/[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\uff00-\uff60\uffe0-\uffe6]/u.test(
        char
      )
        ? 2
        : 1),
    0
  )

/**
 * JSON as the repository's Prettier writes it (print width 100, two spaces): objects always
 * expanded, as in every locale file; an array of plain values on one line when it fits, one item a
 * line otherwise; a newline at the end. A file that Prettier already formatted comes out unchanged.
 */
export const formatJson = (value: unknown, printWidth = 100): string => {
  const print = (node: Json, indent: string, prefix: number, suffix: number): string => {
    if (Array.isArray(node)) {
      if (node.length === 0) return "[]"
      const inner = `${indent}  `
      const flat = node.every(item => !isObject(item) && !Array.isArray(item))
        ? `[${node.map(item => JSON.stringify(item)).join(", ")}]`
        : undefined
      if (flat !== undefined && prefix + width(flat) + suffix <= printWidth) return flat
      const items = node.map(
        (item, index) =>
          `${inner}${print(item, inner, inner.length, index < node.length - 1 ? 1 : 0)}`
      )
      return `[\n${items.join(",\n")}\n${indent}]`
    }
    if (isObject(node)) {
      const entries = Object.entries(node)
      if (entries.length === 0) return "{}"
      const inner = `${indent}  `
      const lines = entries.map(([key, item], index) => {
        const head = `${inner}${JSON.stringify(key)}: `
        return `${head}${print(item, inner, width(head), index < entries.length - 1 ? 1 : 0)}`
      })
      return `{\n${lines.join(",\n")}\n${indent}}`
    }
    return JSON.stringify(node)
  }
  return `${print(value as Json, "", 0, 0)}\n`
}

/**
 * A Decap format for one JSON file: read as JSON, written in the template's key order and the
 * repository's formatting, so an edit changes only the lines of the values that changed.
 */
export const orderedJsonFormat = (template: unknown): Formatter => ({
  fromFile: content => JSON.parse(content),
  toFile: data => formatJson(orderLike(data, template)),
})
