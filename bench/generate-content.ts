/**
 * Generated content for the benchmark: blog posts and portfolio projects in a temporary folder,
 * which gatsby-config reads through BLOG_CONTENT_DIR and PORTFOLIO_CONTENT_DIR. The real content is
 * copied in first, so the site builds as it is plus the generated entries.
 *
 *   tsx bench/generate-content.ts portfolio 30   writes 30 projects per language, prints the folder
 *   tsx bench/generate-content.ts blog 100       adds 100 posts per language, prints the folder
 */
import fs from "fs"
import os from "os"
import path from "path"
import { languages, type Language } from "../src/i18n/languages"

const contentDir = path.resolve(__dirname, "../content")

export const generatedPost = (language: Language, index: number) => `---
title: "${language === "pl" ? "Wpis testowy" : "Benchmark post"} ${index}"
description: "${language === "pl" ? "Wygenerowany wpis do pomiaru czasu budowania strony przy rosnącej liczbie artykułów na blogu: tyle samo tekstu, nagłówków i metadanych co prawdziwy wpis." : "A generated post that measures how build time grows with the number of articles on the blog: as much text, headings and metadata as a real post has."}"
date: "2024-${String((index % 12) + 1).padStart(2, "0")}-${String((index % 28) + 1).padStart(2, "0")}"
category: "apps"
translationKey: "bench-${index}"
---

${"A plain sentence about planning, designing and building websites for growing businesses. ".repeat(40)}

## ${language === "pl" ? "Sekcja" : "Section"}

${"A second paragraph keeps the post near the length of a real article on this blog. ".repeat(40)}
`

/** A copy of the blog with `count` generated posts per language added (in the apps category). */
export const writeBlog = (dir: string, count: number) => {
  fs.cpSync(path.join(contentDir, "blog"), dir, { recursive: true })
  for (const language of languages)
    for (let i = 0; i < count; i++)
      fs.writeFileSync(
        path.join(dir, language, "apps", `bench-post-${i}.md`),
        generatedPost(language, i)
      )
}

// As long as the longest real projects' fields, since they are what the list page carries: a
// name of about 60 characters, a summary of about 150 (Polish with its two-byte letters).
const projectText = {
  pl: {
    name: (i: number) => `Przykładowy serwis firmowy nr ${i} z formularzem zapytań`,
    summary:
      "Wygenerowany projekt do pomiaru danych strony: serwis firmowy z opisem usług, galerią realizacji i formularzem, który zbiera zapytania od klientów.",
    client: "Firma usługowa",
    imageAlt:
      "Wygenerowana ilustracja: okno przeglądarki z nagłówkiem, kafelkami usług i formularzem",
    sentence:
      "Zdanie wygenerowane do pomiaru danych strony opisuje zwykły etap pracy nad serwisem dla firmy usługowej. ",
  },
  en: {
    name: (i: number) => `Generated company website no. ${i} with an enquiry form`,
    summary:
      "A generated project that measures page data: a company website with service pages, a gallery of completed work and a form that collects enquiries.",
    client: "Service company",
    imageAlt: "Generated illustration: a browser window with a header, service tiles and a form",
    sentence:
      "A sentence generated to measure page data describes an ordinary stage of work on a company website. ",
  },
}

const generatedProject = (language: Language, index: number, slug: string) => {
  const text = projectText[language]
  const story = (sentences: number) => `|\n  ${text.sentence.repeat(sentences).trim()}`
  return `---
name: "${text.name(index)}"
client: "${text.client}"
summary: "${text.summary}"
technologies: ["Gatsby", "TypeScript", "Decap CMS", "Netlify"]
services: ["websites-multi-page", "websites-headless-cms"]
image: "../images/${slug}.png"
imageAlt: "${text.imageAlt}"
order: ${100 + index}
challenge: ${story(4)}
solution: ${story(6)}
result: ${story(4)}
---
`
}

/**
 * A copy of the portfolio grown to `count` projects per language. Each generated project has an
 * image file of its own (a copy of a real one), so its addresses are as long as a real project's.
 */
export const writePortfolio = (dir: string, count: number) => {
  fs.cpSync(path.join(contentDir, "portfolio"), dir, { recursive: true })
  const images = path.join(dir, "images")
  const sample = fs.readdirSync(images).find(file => file.endsWith(".png"))
  if (!sample) throw new Error("content/portfolio/images has no PNG to copy")
  const existing = fs.readdirSync(path.join(dir, "pl")).filter(file => file.endsWith(".md")).length
  for (let i = 1; i <= count - existing; i++) {
    const slug = `generated-company-website-${String(i).padStart(2, "0")}`
    fs.copyFileSync(path.join(images, sample), path.join(images, `${slug}.png`))
    for (const language of languages)
      fs.writeFileSync(path.join(dir, language, `${slug}.md`), generatedProject(language, i, slug))
  }
}

export const temporaryDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-`))

if (require.main === module) {
  const [kind, countArg] = process.argv.slice(2)
  const count = Number(countArg)
  if (!["blog", "portfolio"].includes(kind) || !Number.isInteger(count) || count < 1) {
    console.error("usage: tsx bench/generate-content.ts <blog|portfolio> <count per language>")
    process.exit(1)
  }
  const dir = temporaryDir(`generated-${kind}`)
  if (kind === "blog") writeBlog(dir, count)
  else writePortfolio(dir, count)
  console.log(dir)
}
