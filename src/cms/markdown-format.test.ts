import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { describe, expect, it } from "vitest"
import { markdownFormat } from "./markdown-format"

const root = path.resolve(__dirname, "../..")
const files = (dir: string): string[] =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap(entry =>
      entry.isDirectory()
        ? files(path.join(dir, entry.name))
        : entry.name.endsWith(".md")
          ? [path.join(dir, entry.name)]
          : []
    )
const read = (file: string) => fs.readFileSync(path.join(root, file), "utf8")

const post = markdownFormat([
  "title",
  "description",
  "date",
  "updated",
  "category",
  "translationKey",
  "slug",
])

describe("markdownFormat", () => {
  it.each([...files("content/blog"), ...files("content/portfolio")])(
    "writes %s exactly as it is",
    file => {
      const format = markdownFormat([])
      expect(format.toFile(format.fromFile(read(file)))).toBe(read(file))
    }
  )

  it("writes what the build's parser reads back, in the field order, without empty fields", () => {
    const data = {
      body: '## A section\n\nText with a "quote" and a colon: here.\n',
      slug: "",
      translationKey: "a-post",
      category: "apps",
      updated: "",
      date: "2025-06-01",
      description: 'Żółć: "quoted", back\\slash',
      title: "Title: with a colon",
      extra: ["a", "b"],
    }
    const text = post.toFile(data)
    expect(text.split("\n").slice(0, 8)).toEqual([
      "---",
      'title: "Title: with a colon"',
      'description: "Żółć: \\"quoted\\", back\\\\slash"',
      'date: "2025-06-01"',
      'category: "apps"',
      'translationKey: "a-post"',
      'extra: ["a", "b"]',
      "---",
    ])
    const { data: parsed, content } = matter(text)
    expect(parsed).toEqual({
      title: data.title,
      description: data.description,
      date: data.date,
      category: "apps",
      translationKey: "a-post",
      extra: ["a", "b"],
    })
    expect(content.trim()).toBe(data.body.trim())
  })

  it("reads unquoted dates as text, as the date field expects", () => {
    expect(post.fromFile("---\ndate: 2025-06-01\n---\n\nText\n")).toEqual({
      date: "2025-06-01",
      body: "Text\n",
    })
  })
})
