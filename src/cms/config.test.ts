import { postPictures } from "../components/illustrations/post-pictures"
import fs from "fs"
import path from "path"
import matter from "gray-matter"
import { describe, expect, it } from "vitest"
import { clients, team, testimonials, validateAboutEntry } from "../collections/about"
import { descriptionLength, validatePost } from "../collections/blog"
import { datePattern } from "../collections/define"
import { collectionEditorFields } from "../collections/editor"
import { validateProject } from "../collections/portfolio"
import { blogCategories } from "../routes"
import { defaultLanguage, languages } from "../i18n/languages"
import { cmsConfig, cmsFormats, type CmsSources } from "./config"
import type { CmsField, CmsFileCollection, CmsFolderCollection } from "./types"

const root = path.resolve(__dirname, "../..")
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))
const namespaces = fs.readdirSync(path.join(root, "locales/pl")).map(f => f.replace(/\.json$/, ""))

const sources: CmsSources = {
  locales: {
    pl: Object.fromEntries(namespaces.map(ns => [ns, readJson(`locales/pl/${ns}.json`)])),
    en: Object.fromEntries(namespaces.map(ns => [ns, readJson(`locales/en/${ns}.json`)])),
  },
  company: readJson("content/company.json"),
  fields: collectionEditorFields(),
  siteUrl: "https://www.example.com",
  repo: "owner/repository",
  branch: "main",
}
const config = cmsConfig(sources)
const collection = (name: string) => config.collections.find(c => c.name === name)
const blog = collection("blog") as CmsFolderCollection
const field = (fields: CmsField[], name: string) => fields.find(f => f.name === name) as CmsField
const isRequired = (f: CmsField) => f.required !== false
/** Decap tests a pattern against the whole value with `new RegExp(pattern)`. */
const passes = (f: CmsField, value: string) => !f.pattern || new RegExp(f.pattern[0]).test(value)

describe("CMS configuration", () => {
  it("edits both languages, Polish first, as the site has them", () => {
    expect(config.i18n).toEqual({
      structure: "multiple_folders",
      locales: [...languages],
      default_locale: defaultLanguage,
    })
    expect(config.local_backend).toBe(true)
    expect(config.backend).toMatchObject({ name: "github", repo: "owner/repository" })
  })

  it("stores posts where the build reads them: content/blog/<language>/<category>/<id>.md", () => {
    expect(blog).toMatchObject({
      folder: "content/blog",
      path: "{{category}}/{{slug}}",
      slug: "{{fields.translationKey}}",
      i18n: true,
      extension: "md",
    })
  })
})

describe("the content manager's GitHub sign-in", () => {
  const origin = "https://preview.example.pages.dev"

  it("goes to the site's own Pages Function on the origin the admin is open on", () => {
    expect(cmsConfig(sources, origin).backend).toMatchObject({
      base_url: origin,
      auth_endpoint: "admin/auth",
    })
    expect(config.backend).toMatchObject({
      base_url: "https://www.example.com",
      auth_endpoint: "admin/auth",
    })
  })

  it("goes to an external OAuth client when CMS_OAUTH_BASE_URL names one", () => {
    const external = { ...sources, oauthBaseUrl: "https://auth.example.org" }
    expect(cmsConfig(external, origin).backend.base_url).toBe("https://auth.example.org")
    expect(cmsConfig(external, origin).backend).not.toHaveProperty("auth_endpoint")
    expect(cmsConfig({ ...external, oauthEndpoint: "oauth/start" }, origin).backend).toMatchObject({
      base_url: "https://auth.example.org",
      auth_endpoint: "oauth/start",
    })
  })
})

describe("new entries in the CMS", () => {
  it("can be named in every folder collection: by its title, or by the field it names", () => {
    // Decap throws "Collection must have a field name that is a valid entry identifier" otherwise.
    for (const c of config.collections.filter(c => "folder" in c) as CmsFolderCollection[])
      expect(
        c.fields.map(f => f.name),
        c.name
      ).toContain(c.identifier_field ?? "title")
  })
})

describe("blog post validation in the CMS", () => {
  const fields = blog.fields
  const frontmatter = fields.filter(f => f.name !== "body")

  it("requires exactly the fields the build requires", () => {
    expect(
      frontmatter
        .filter(isRequired)
        .map(f => f.name)
        .sort()
    ).toEqual(["category", "date", "description", "title", "translationKey"])
  })

  it("offers exactly the build's categories", () => {
    const category = field(fields, "category")
    expect(category.widget).toBe("select")
    if (category.widget === "select")
      expect(
        category.options.map(option => (typeof option === "string" ? option : option.value))
      ).toEqual([...blogCategories])
  })

  it("holds the description to the build's length", () => {
    const description = field(fields, "description")
    const { min, max } = descriptionLength
    for (const length of [min - 1, min, max, max + 1])
      expect(passes(description, "x".repeat(length)), `${length} characters`).toBe(
        validatePost("content/blog/en/apps/a.md", {
          title: "T",
          description: "x".repeat(length),
          date: "2025-01-01",
          category: "apps",
          translationKey: "a",
        }).problems.length === 0
      )
  })

  it("writes dates as the build reads them", () => {
    for (const name of ["date", "updated"]) {
      const date = field(fields, name)
      expect(date).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD", time_format: false })
      expect(date.pattern?.[0]).toBe(datePattern.source)
      expect(passes(date, "2025-04-08")).toBe(true)
      expect(passes(date, "08.04.2025")).toBe(false)
    }
  })

  it("asks for the post id and the address in the form of a file name", () => {
    for (const name of ["translationKey", "slug"]) {
      expect(passes(field(fields, name), "types-of-websites")).toBe(true)
      expect(passes(field(fields, name), "Types of websites")).toBe(false)
    }
  })

  it("rejects images without their size, as the build does", () => {
    const body = field(fields, "body")
    expect(passes(body, 'Text <img src="a.png" alt="A" width="640" height="400"> more')).toBe(true)
    expect(passes(body, "Text ![A](a.png)")).toBe(false)
    expect(passes(body, '<img src="a.png" alt="A" width="640">')).toBe(false)
    expect(passes(body, '<img src="a.png" width="640" height="400">')).toBe(false)
  })

  it("shares the date, category, picture, id and author between languages and translates the rest", () => {
    const shared = fields.filter(f => f.i18n === "duplicate").map(f => f.name)
    expect(shared.sort()).toEqual([
      "author",
      "category",
      "date",
      "picture",
      "translationKey",
      "updated",
    ])
  })

  it("offers the post's picture as an optional pick from the drawings", () => {
    expect(field(fields, "picture")).toMatchObject({
      widget: "select",
      required: false,
      options: [...postPictures],
    })
  })
})

describe("portfolio project validation in the CMS", () => {
  const portfolio = collection("portfolio") as CmsFolderCollection

  it("requires every field the build requires", () => {
    const required = portfolio.fields.filter(isRequired).map(f => f.name)
    const empty = Object.fromEntries(portfolio.fields.map(f => [f.name, undefined]))
    const problems = validateProject("p.md", empty).problems.join("\n")
    for (const name of [
      "name",
      "client",
      "summary",
      "technologies",
      "image",
      "imageAlt",
      "order",
    ]) {
      expect(required).toContain(name)
      expect(problems).toContain(`"${name}"`)
    }
    expect(field(portfolio.fields, "technologies")).toMatchObject({ widget: "list", min: 1 })
    expect(field(portfolio.fields, "order")).toMatchObject({ widget: "number", value_type: "int" })
  })

  it("marks a project real with a switch that is off by default, shared by both languages", () => {
    expect(field(portfolio.fields, "real")).toMatchObject({
      widget: "boolean",
      default: false,
      required: false,
      i18n: "duplicate",
    })
    expect(portfolio.fields.map(f => f.name)).not.toContain("example")
    // What the content manager writes, the build accepts.
    const project = Object.fromEntries(
      portfolio.fields.map(f => [f.name, f.name === "order" ? 1 : ["x"]])
    )
    for (const real of [true, false])
      expect(validateProject("p.md", { ...project, real }).problems.join("\n")).not.toContain(
        '"real"'
      )
  })

  it("gives each language an address of its own, in the form the build accepts", () => {
    const slug = field(portfolio.fields, "slug")
    expect(slug).toMatchObject({ i18n: true, required: false })
    expect(passes(slug, "system-rezerwacji-dla-gabinetu-fizjoterapii")).toBe(true)
    expect(passes(slug, "System rezerwacji")).toBe(false)
    expect(validateProject("p.md", { slug: "System rezerwacji" }).problems.join("\n")).toContain(
      '"slug"'
    )
  })
})

describe("locale namespaces in the CMS", () => {
  const texts = config.collections.filter(c => c.name.startsWith("texts-")) as CmsFileCollection[]

  it("has a collection for every namespace, a file per language", () => {
    expect(texts.map(c => c.name.replace("texts-", "")).sort()).toEqual([...namespaces].sort())
    for (const c of texts)
      expect(c.files.map(f => f.file)).toEqual(
        languages.map(language => `locales/${language}/${c.name.replace("texts-", "")}.json`)
      )
  })

  it("gives nested structures labelled fields, not a raw JSON box", () => {
    const fieldsOf = (ns: string) =>
      (texts.find(c => c.name === `texts-${ns}`) as CmsFileCollection).files[0].fields
    const children = (f: CmsField) => ("fields" in f ? (f.fields ?? []) : [])
    const page = fieldsOf("websites-one-page")
    expect(field(page, "header")).toMatchObject({ widget: "object", label: "Page header" })
    expect(field(children(field(page, "header")), "ctaText")).toMatchObject({
      widget: "string",
      label: "Button text",
    })
    expect(field(children(field(page, "steps")), "steps")).toMatchObject({
      widget: "list",
      label: "Steps",
      summary: "{{fields.title}}",
    })
    expect(field(page, "benefits")).toMatchObject({ widget: "list", label: "Who it suits" })
    const offers = field(fieldsOf("websites"), "offers")
    expect(offers).toMatchObject({ widget: "list", label: "Offers" })
    expect(field(children(offers), "servicesList")).toMatchObject({
      widget: "list",
      field: { widget: "string" },
    })
  })

  it("keeps list lengths as they are, the same in both languages", () => {
    const offers = field(
      (texts.find(c => c.name === "texts-websites") as CmsFileCollection).files[0].fields,
      "offers"
    )
    const count = (sources.locales.pl.websites.offers as unknown[]).length
    expect(offers).toMatchObject({ min: count, max: count, allow_add: false })
  })

  it("writes each file back unchanged when nothing was edited", () => {
    const formats = cmsFormats(sources)
    for (const ns of namespaces)
      for (const language of languages) {
        const format = formats.find(f => f.name === `locale-${ns}`)?.formatter
        const text = fs.readFileSync(path.join(root, `locales/${language}/${ns}.json`), "utf8")
        expect(format?.toFile(format.fromFile(text)), `${language}/${ns}`).toBe(text)
      }
  })
})

describe("company details in the CMS", () => {
  it("edits the usual answer time in both languages, with the build's rule", () => {
    const company = collection("company") as CmsFileCollection
    const fields = company.files[0].fields
    for (const name of ["answerTimePl", "answerTimeEn"]) {
      const answerTime = field(fields, name)
      expect(answerTime.label, name).toMatch(/^Usual answer time \((Polish|English)\)$/)
      expect(passes(answerTime, "within one business day"), name).toBe(true)
      expect(passes(answerTime, "Soon. Very soon"), name).toBe(false)
    }
  })
})

describe("about page collections in the CMS", () => {
  const folder = (name: string) => collection(name) as CmsFolderCollection
  const formatOf = (name: string) =>
    cmsFormats(sources).find(f => f.name === folder(name).format)?.formatter
  const exists = () => true
  /** What the content manager writes for an entry, as the build reads it back (gray-matter). */
  const written = (name: string, entry: Record<string, unknown>) =>
    matter(formatOf(name)?.toFile(entry) ?? "")

  it("stores entries where the build reads them, named after a field they have", () => {
    expect(folder("team")).toMatchObject({ folder: "content/team", i18n: true, create: true })
    expect(folder("testimonials")).toMatchObject({ folder: "content/testimonials", create: true })
    expect(folder("testimonials").i18n).toBeUndefined()
    expect(folder("clients")).toMatchObject({ folder: "content/clients", create: true })
    for (const name of ["team", "testimonials", "clients"]) {
      const { identifier_field: id, fields } = folder(name)
      expect(
        fields.map(f => f.name),
        name
      ).toContain(id)
    }
  })

  it("requires the date of the client's consent for testimonials and logos, as a date", () => {
    for (const name of ["testimonials", "clients"]) {
      const consent = field(folder(name).fields, "consentDate")
      expect(isRequired(consent), name).toBe(true)
      expect(consent).toMatchObject({ widget: "datetime", format: "YYYY-MM-DD" })
      expect(passes(consent, "2026-02-01")).toBe(true)
      expect(passes(consent, "01.02.2026")).toBe(false)
    }
  })

  it("requires what the build requires, and leaves optional what it leaves optional", () => {
    const requiredOf = (name: string) =>
      folder(name)
        .fields.filter(isRequired)
        .map(f => f.name)
        .sort()
    expect(requiredOf("team")).toEqual(["bio", "name", "order", "role"])
    expect(requiredOf("testimonials")).toEqual(["company", "consentDate", "name"])
    expect(requiredOf("clients")).toEqual(["company", "consentDate", "logo"])
  })

  it("writes files that pass the build's checks", () => {
    const testimonial = written("testimonials", {
      name: "Anna Nowak",
      company: "Piekarnia Nowak",
      quotePl: "Zdanie pierwsze.\n\nZdanie drugie.",
      rolePl: "Właścicielka",
      consentDate: "2026-02-01",
      body: "",
    })
    expect(
      validateAboutEntry(testimonials, "t.md", testimonial.data, testimonial.content).problems
    ).toEqual([])
    expect(testimonial.data.consentDate).toBe("2026-02-01")

    const client = written("clients", {
      company: "Piekarnia Nowak",
      logo: "images/nowak.svg",
      consentDate: "2026-02-01",
      body: "",
    })
    expect(
      validateAboutEntry(clients, "c.md", client.data, client.content, exists).problems
    ).toEqual([])

    const member = written("team", {
      name: "Jan Kowalski",
      role: "Projektant",
      bio: "Opis.",
      order: 1,
    })
    expect(
      validateAboutEntry(team, "content/team/pl/jan.md", member.data, member.content, exists)
        .problems
    ).toEqual([])
  })

  it("accepts only the image kinds the site shows", () => {
    const logo = field(folder("clients").fields, "logo")
    expect(passes(logo, "images/a.svg")).toBe(true)
    expect(passes(logo, "images/a.PNG")).toBe(true)
    expect(passes(logo, "images/a.gif")).toBe(false)
    const photo = field(folder("team").fields, "photo")
    expect(isRequired(photo)).toBe(false)
    expect(passes(photo, "../images/a.jpg")).toBe(true)
    expect(passes(photo, "../images/a.svg")).toBe(false)
  })
})
