/**
 * The demo fixtures (fixtures/demo) as the build's proof query returns them, for tests: the
 * team, testimonials and logos read from their files, without Gatsby.
 */
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { languages } from "../../i18n/languages"
import { demoFixturesDir } from "../../config/demo"
import type { ProofEntriesData } from "./collect"

const root = path.resolve(__dirname, "../../..")
const dir = (...parts: string[]) => path.join(root, demoFixturesDir, ...parts)
const entries = (folder: string) =>
  fs
    .readdirSync(folder)
    .filter(file => file.endsWith(".md"))
    .sort()
    .map(file => ({
      file: path.join(folder, file),
      id: file.replace(/\.md$/, ""),
      data: matter(fs.readFileSync(path.join(folder, file), "utf8")).data as Record<
        string,
        unknown
      >,
    }))

const text = (value: unknown) => (typeof value === "string" ? value : null)
const day = (value: unknown) =>
  value instanceof Date ? value.toISOString().slice(0, 10) : text(value)

export const demoProofData = (): ProofEntriesData => ({
  team: {
    nodes: languages.flatMap(language =>
      entries(dir("team", language)).map(({ id, data }) => ({
        fields: { slug: id, language },
        frontmatter: {
          name: text(data.name),
          role: text(data.role),
          demo: data.demo === true,
          photo: null,
        },
      }))
    ),
  },
  testimonials: {
    nodes: entries(dir("testimonials")).map(({ file, id, data }) => ({
      id,
      fields: { file },
      frontmatter: {
        name: text(data.name),
        company: text(data.company),
        rolePl: text(data.rolePl),
        roleEn: text(data.roleEn),
        quotePl: text(data.quotePl),
        quoteEn: text(data.quoteEn),
        project: text(data.project),
        demo: data.demo === true,
        consentDate: day(data.consentDate),
        consentPl: day(data.consentDate),
        consentEn: day(data.consentDate),
      },
    })),
  },
  clients: {
    nodes: entries(dir("clients")).map(({ id, data }) => ({
      id,
      frontmatter: {
        company: text(data.company),
        url: text(data.url),
        demo: data.demo === true,
        logo: { publicURL: `/static/${String(data.logo).replace(/^images\//, "")}` },
      },
    })),
  },
})
