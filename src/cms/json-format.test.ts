import fs from "fs"
import path from "path"
import * as prettier from "prettier"
import { describe, expect, it } from "vitest"
import { formatJson, orderedJsonFormat, orderLike } from "./json-format"

const root = path.resolve(__dirname, "../..")
const localeFiles = ["pl", "en"].flatMap(language =>
  fs
    .readdirSync(path.join(root, "locales", language))
    .map(file => path.join("locales", language, file))
)
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

const prettierJson = async (value: unknown) =>
  prettier.format(JSON.stringify(value, null, 2), {
    ...(await prettier.resolveConfig(path.join(root, "locales/pl/common.json"))),
    parser: "json",
  })

describe("formatJson", () => {
  it.each(localeFiles)("writes %s exactly as it is", file => {
    expect(formatJson(JSON.parse(read(file)))).toBe(read(file))
  })

  it("writes the company details exactly as they are", () => {
    expect(formatJson(JSON.parse(read("content/company.json")))).toBe(read("content/company.json"))
  })

  it("agrees with Prettier on arrays around the print width", async () => {
    for (let length = 60; length <= 110; length += 1) {
      const text = "x".repeat(length - 30)
      const value = {
        short: ["a", "b"],
        near: [text, "y"],
        nested: { list: [text, "żółć"], items: [{ title: text, points: ["one", text] }] },
        last: [text],
      }
      expect(formatJson(value), `length ${length}`).toBe(await prettierJson(value))
    }
  })

  it("writes empty lists and objects and escapes what JSON must", async () => {
    const value = { empty: [], none: {}, quote: 'say "hi"\\', line: "a\nb" }
    expect(formatJson(value)).toBe(await prettierJson(value))
  })
})

describe("orderLike", () => {
  it("puts keys back in the template's order at every depth, extra keys last", () => {
    const template = { a: 1, b: { x: 1, y: 2 }, list: [{ p: 1, q: 2 }] }
    const scrambled = { extra: 0, list: [{ q: 2, p: 1 }], b: { y: 2, x: 1 }, a: 1 }
    expect(JSON.stringify(orderLike(scrambled, template))).toBe(
      '{"a":1,"b":{"x":1,"y":2},"list":[{"p":1,"q":2}],"extra":0}'
    )
  })
})

describe("orderedJsonFormat", () => {
  it("changes one line when one string changes, whatever order the keys come in", () => {
    const file = "locales/pl/websites-one-page.json"
    const original = JSON.parse(read(file)) as Record<string, unknown>
    const format = orderedJsonFormat(original)
    const edited = JSON.parse(read(file)) as { header: { title: string } }
    edited.header.title = "Nowy tytuł"
    const reversed = Object.fromEntries(Object.entries(edited).reverse())
    const before = read(file).split("\n")
    const after = format.toFile(reversed).split("\n")
    expect(after).toHaveLength(before.length)
    const changed = after.filter((line, index) => line !== before[index])
    expect(changed).toEqual(['    "title": "Nowy tytuł",'])
  })
})
