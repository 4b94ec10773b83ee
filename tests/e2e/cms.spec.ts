import { execFileSync, spawn, type ChildProcess } from "child_process"
import fs from "fs"
import type http from "http"
import type { AddressInfo } from "net"
import os from "os"
import path from "path"
import matter from "gray-matter"
import type { Page } from "@playwright/test"
import { expect, test } from "./fixtures"
import { serveFolder } from "./static-server"
import { freePort } from "./servers"
import { imageProblems, postPath, translations } from "../../src/features/blog/posts"
import { validatePost } from "../../src/collections/blog"
import { onCreateNode } from "../../src/gatsby-node/nodes"
import { languages } from "../../src/i18n/languages"
import type { BlogCategory } from "../../src/routes"
import { localBackend } from "../../serving/admin-csp"
import { categoryLabels } from "../../src/cms/collections/blog"
import { testimonials, validateAboutEntry } from "../../src/collections/about"
import { deployDir } from "../../src/lib/built-pages"

/**
 * The content manager end to end: the built /admin/ in Chromium, against decap-server (Decap's
 * local backend, in git mode) over a temporary clone of this repository. An editor writes a post
 * in both languages, a testimonial, and one string of a page; the build's own hook must take the
 * files it wrote, each post at its address in both languages.
 */
const root = path.resolve(__dirname, "../..")
const git = (cwd: string, ...args: string[]) =>
  execFileSync("git", args, { cwd, encoding: "utf8" }).trim()

let clone: string
let decap: ChildProcess
let site: http.Server
let adminUrl: string
let proxyUrl: string

test.describe.configure({ mode: "serial" })

test.beforeAll(async () => {
  clone = fs.mkdtempSync(path.join(os.tmpdir(), "cms-e2e-"))
  git(root, "clone", "--quiet", "--no-checkout", root, clone)
  // The CMS publishes to the branch its configuration names.
  git(clone, "checkout", "--quiet", "-B", "main", git(root, "rev-parse", "HEAD"))
  // The clone builds with this project's packages. decap-server commits with `git add .`;
  // .gitignore's `node_modules` (no trailing slash) keeps this link out of its commits too.
  fs.symlinkSync(path.join(root, "node_modules"), path.join(clone, "node_modules"))

  const port = await freePort()
  proxyUrl = `http://localhost:${port}/api/v1`
  const editor = { name: "Editor", email: "editor@example.com" }
  decap = spawn(process.execPath, [require.resolve("decap-server/dist/index.js")], {
    env: {
      ...process.env,
      MODE: "git",
      GIT_REPO_DIRECTORY: clone,
      PORT: String(port),
      GIT_AUTHOR_NAME: editor.name,
      GIT_AUTHOR_EMAIL: editor.email,
      GIT_COMMITTER_NAME: editor.name,
      GIT_COMMITTER_EMAIL: editor.email,
    },
    stdio: ["ignore", "pipe", "pipe"],
  })
  await new Promise<void>((resolve, reject) => {
    decap.stdout?.on("data", (chunk: Buffer) => {
      if (chunk.toString().includes("listening")) resolve()
    })
    decap.on("exit", code => reject(new Error(`decap-server stopped with code ${code}`)))
  })

  // The built admin as plain files: its own <meta> policy is the only one that applies.
  site = await serveFolder(path.join(root, deployDir), 0)
  adminUrl = `http://localhost:${(site.address() as AddressInfo).port}/admin/`
})

test.afterAll(async () => {
  decap?.kill()
  await new Promise(resolve => site?.close(resolve))
  if (clone) fs.rmSync(clone, { recursive: true, force: true, maxRetries: 3 })
})

/** Opens the admin logged in to the local backend, noting any breach of its CSP. */
const openAdmin = async (page: Page, hash: string) => {
  await page.addInitScript(() => {
    const violations: string[] = []
    ;(window as unknown as { violations: string[] }).violations = violations
    document.addEventListener("securitypolicyviolation", event =>
      violations.push(`${event.violatedDirective} ${event.blockedURI}`)
    )
    // The markdown source mode: what is typed is what the file gets.
    localStorage.setItem("cms.md-mode", "raw")
  })
  // The admin looks for decap-server where `npm run cms` starts it; this test's runs elsewhere.
  await page.route(`${localBackend}/api/v1`, route => route.continue({ url: proxyUrl }))
  await page.goto(adminUrl)
  await page.getByRole("button", { name: "Login" }).click()
  await expect(page.getByRole("heading", { name: "Collections" })).toBeVisible()
  await page.goto(`${adminUrl}${hash}`)
}

const violations = (page: Page) =>
  page.evaluate(() => (window as unknown as { violations: string[] }).violations)

const publish = async (page: Page) => {
  await page.getByRole("button", { name: "Publish", exact: true }).click()
  await page.getByRole("menuitem", { name: "Publish now" }).click()
}

/** The category's name in the CMS's list, from the shared locale files as the admin shows it. */
const categoryLabel = (category: BlogCategory) =>
  categoryLabels({
    pl: JSON.parse(fs.readFileSync(path.join(root, "locales/pl/common.json"), "utf8")),
    en: JSON.parse(fs.readFileSync(path.join(root, "locales/en/common.json"), "utf8")),
  })[category]

const post = {
  id: "planning-a-website",
  category: "websites" as BlogCategory,
  date: "2025-06-02",
  pl: {
    title: "Jak zaplanować stronę internetową krok po kroku",
    description:
      "Plan strony internetowej w siedmiu krokach: cele, odbiorcy, struktura, treści, projekt, wdrożenie i pomiar – z listą pytań, które warto zadać przed startem.",
    slug: "jak-zaplanowac-strone-internetowa",
    body: "## Cele strony\n\nZacznij od tego, co odwiedzający ma zrobić.",
  },
  en: {
    title: "How to plan a website step by step",
    description:
      "A website plan in seven steps: goals, audience, structure, content, design, launch and measurement, with the questions worth asking before you start.",
    slug: "how-to-plan-a-website",
    body: "## The website's goals\n\nStart with what a visitor should do.",
  },
}

test("an editor publishes a post in both languages, with the frontmatter the build reads", async ({
  page,
}) => {
  test.setTimeout(180_000)
  await openAdmin(page, "#/collections/blog/new")
  // Polish on the left, English on the right; each label appears once per language.
  const field = (label: string, side: 0 | 1) => page.getByLabel(label, { exact: true }).nth(side)
  for (const [side, language] of [
    [0, "pl"],
    [1, "en"],
  ] as const) {
    const text = post[language]
    await field("Title", side).fill(text.title)
    await field("Description", side).fill(text.description)
    await field("Address (optional)", side).fill(text.slug)
    if (side === 0) {
      await field("Published", 0).fill(post.date)
      await field("Category", 0).click()
      await page.getByText(categoryLabel(post.category), { exact: true }).click()
      await field("Post id", 0).fill(post.id)
    }
    await page.locator("[contenteditable=true]").nth(side).click()
    await page.keyboard.type(text.body)
  }
  // The shared fields are copied to the English side and cannot be changed there.
  await expect(field("Post id", 1)).toHaveValue(post.id)
  await publish(page)
  // Saving ends with the editor on the entry's own address (the content manager's bundle is
  // large: on a busy machine this takes longer than the default wait).
  await expect(page).toHaveURL(new RegExp(`/entries/${post.category}/${post.id}$`), {
    timeout: 60_000,
  })
  expect(await violations(page)).toEqual([])

  // One commit with both files, where the build looks for them.
  const files = ["pl", "en"].map(
    language => `content/blog/${language}/${post.category}/${post.id}.md`
  )
  await expect
    .poll(() => git(clone, "log", "-1", "--name-only", "--format=").split("\n").sort())
    .toEqual([...files].sort())
  expect(git(clone, "status", "--porcelain")).toBe("")

  // Valid frontmatter, as the build reads it (gray-matter), passing the build's own checks.
  for (const [file, language] of files.map((file, i) => [file, i ? "en" : "pl"] as const)) {
    const { data, content } = matter(fs.readFileSync(path.join(clone, file), "utf8"))
    expect(data).toEqual({
      title: post[language].title,
      description: post[language].description,
      date: post.date,
      category: post.category,
      translationKey: post.id,
      slug: post[language].slug,
    })
    expect(content.trim()).toBe(post[language].body)
    expect(validatePost(file, data).problems).toEqual([])
    expect(imageProblems(file, content)).toEqual([])
  }

  // A mistake the CMS cannot stop, a hand-edited file, still fails the build by file and field.
  const english = path.join(clone, files[1])
  fs.writeFileSync(english, fs.readFileSync(english, "utf8").replace(/^description: .*\n/m, ""))
  const { data: broken } = matter(fs.readFileSync(english, "utf8"))
  expect(validatePost(files[1], broken).problems).toEqual([
    `${files[1]}: frontmatter "description" is missing or empty`,
  ])
  git(clone, "checkout", "--", files[1])
})

/** An example client's testimonial (not a real one), in Polish only. */
const testimonial = {
  name: "Anna Przykładowa",
  company: "Przykładowa Firma",
  rolePl: "Właścicielka",
  quotePl: "Zawsze wiedziałam, na jakim etapie jest praca.",
  consentDate: "2026-02-01",
}

test("an editor publishes a testimonial only with the date of the client's consent", async ({
  page,
}) => {
  test.setTimeout(120_000)
  await openAdmin(page, "#/collections/testimonials/new")
  const field = (label: string) => page.getByLabel(label, { exact: true })
  await field("Client's name").fill(testimonial.name)
  await field("Company").fill(testimonial.company)
  await field("Quote in Polish (optional)").fill(testimonial.quotePl)
  await field("Client's role in Polish (optional)").fill(testimonial.rolePl)
  // Without the date of consent the content manager does not publish.
  await publish(page)
  await expect(page.getByText("Date of consent to publication is required.")).toBeVisible()
  expect(git(clone, "status", "--porcelain")).toBe("")
  await field("Date of consent to publication").fill(testimonial.consentDate)
  await expect(page.getByText("Date of consent to publication is required.")).toBeHidden()
  await publish(page)
  const file = "content/testimonials/anna-przykladowa.md"
  await expect(page).toHaveURL(/\/entries\/anna-przykladowa$/, { timeout: 60_000 })
  await expect.poll(() => git(clone, "log", "-1", "--name-only", "--format=")).toBe(file)
  expect(await violations(page)).toEqual([])
  const { data, content } = matter(fs.readFileSync(path.join(clone, file), "utf8"))
  expect(data).toEqual({
    name: testimonial.name,
    company: testimonial.company,
    quotePl: testimonial.quotePl,
    rolePl: testimonial.rolePl,
    consentDate: testimonial.consentDate,
  })
  expect(validateAboutEntry(testimonials, file, data, content).problems).toEqual([])
})

/**
 * What Gatsby makes of a file of the clone: the build's own onCreateNode, the hook every build
 * runs over every Markdown file, given the file as gatsby-transformer-remark reads it (gray-matter).
 * The site's own build already renders committed files of the same collections (blog.spec.ts,
 * demo.spec.ts), so a file the hook takes with the same fields is a file the build shows; this
 * spec needs no second `gatsby build` of its own.
 */
const buildHook = (collection: string, relativePath: string) => {
  const absolutePath = path.join(clone, "content", collection, relativePath)
  const { data, content } = matter(fs.readFileSync(absolutePath, "utf8"))
  const fields: Record<string, unknown> = {}
  const nodes: { internal: { type: string } }[] = []
  const stops: string[] = []
  const file = { sourceInstanceName: collection, relativePath, absolutePath }
  ;(onCreateNode as (args: unknown) => void)({
    node: {
      id: "markdown",
      internal: { type: "MarkdownRemark", contentDigest: "digest" },
      parent: "file",
      frontmatter: data,
      rawMarkdownBody: content,
    },
    getNode: (id: string) => (id === "file" ? file : undefined),
    actions: {
      createNode: (node: { internal: { type: string } }) => nodes.push(node),
      createParentChildLink: () => undefined,
      createNodeField: ({ name, value }: { name: string; value: unknown }) =>
        (fields[name] = value),
    },
    reporter: { panicOnBuild: (message: string) => stops.push(message) },
    createNodeId: (seed: string) => seed,
  })
  return { fields, stops, frontmatter: data, types: nodes.map(node => node.internal.type) }
}

test("the build takes the files the content manager wrote: each post at its address, paired with its translation, and the testimonial", () => {
  const posts = languages.map(language => {
    const relativePath = `${language}/${post.category}/${post.id}.md`
    const { fields, stops, frontmatter, types } = buildHook("blog", relativePath)
    expect(stops, relativePath).toEqual([])
    expect(types).toEqual(["BlogPost"])
    expect(fields).toEqual({
      file: expect.stringMatching(new RegExp(`content/blog/${relativePath}$`)),
      language,
      category: post.category,
      slug: post[language].slug,
      path: postPath(language, post.category, post[language].slug),
    })
    return {
      id: relativePath,
      file: relativePath,
      language,
      category: post.category,
      slug: post[language].slug,
      path: String(fields.path),
      translationKey: String(frontmatter.translationKey),
      date: String(frontmatter.date),
    }
  })
  // Each version's page links to the other: the pages pair them by their translation key.
  const { alternates, warnings } = translations(posts)
  expect(warnings).toEqual([])
  for (const { id } of posts)
    expect(alternates.get(id)).toEqual({ pl: posts[0]!.path, en: posts[1]!.path })

  const testimonial = buildHook("testimonials", "anna-przykladowa.md")
  expect(testimonial.stops).toEqual([])
  expect(testimonial.types).toEqual(["Testimonial"])
  expect(testimonial.fields).toEqual({
    slug: "anna-przykladowa",
    file: expect.stringMatching(/content\/testimonials\/anna-przykladowa\.md$/),
  })
})

test("editing one string of a page changes only that key in its locale file", async ({ page }) => {
  test.setTimeout(120_000)
  const file = "locales/en/portfolio.json"
  const before = fs.readFileSync(path.join(clone, file), "utf8")
  const expected = JSON.parse(before) as { header: { cta: string } }
  await openAdmin(page, "#/collections/texts-portfolio/entries/en")
  // The page header's call to action: the first of the page's two buttons (the closing call to
  // action, further down the form, has the same label).
  const cta = page.getByLabel("Button text", { exact: true }).first()
  await expect(cta).toHaveValue(expected.header.cta)
  await cta.fill("Start a project")
  await publish(page)
  await expect.poll(() => git(clone, "log", "-1", "--name-only", "--format=")).toBe(file)
  expect(await violations(page)).toEqual([])

  const after = fs.readFileSync(path.join(clone, file), "utf8")
  expected.header.cta = "Start a project"
  expect(JSON.parse(after)).toEqual(expected)
  const [oldLines, newLines] = [before.split("\n"), after.split("\n")]
  expect(newLines).toHaveLength(oldLines.length)
  expect(newLines.filter((line, i) => line !== oldLines[i])).toEqual([
    '    "cta": "Start a project",',
  ])
})
