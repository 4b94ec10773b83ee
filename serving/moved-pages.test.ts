import fs from "fs"
import path from "path"
import { load, JSON_SCHEMA } from "js-yaml"
import { movedPages, movedRedirects } from "./rules"
import { renderNginx, renderRedirects } from "./render"
import { walk } from "../src/lib/files"
import { postPath } from "../src/features/blog/posts"
import { validatePost } from "../src/collections/blog"
import { projectPath, projectSlug } from "../src/features/portfolio/projects"
import { isLanguage } from "../src/i18n/languages"

const frontmatterOf = (file: string) =>
  (load(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))?.[1] ?? "", {
    schema: JSON_SCHEMA,
  }) ?? {}) as Record<string, unknown>

/** The address of every post and project in content/, as the build gives them. */
const contentAddresses = (): string[] => {
  const posts = walk(path.resolve("content/blog")).flatMap(file => {
    const relative = path.relative(path.resolve("content/blog"), file)
    const { language, category, slug } = validatePost(file, frontmatterOf(file), relative)
    return language && category && slug ? [postPath(language, category, slug)] : []
  })
  const projects = walk(path.resolve("content/portfolio"))
    .filter(file => file.endsWith(".md"))
    .flatMap(file => {
      const language = path.basename(path.dirname(file))
      return isLanguage(language)
        ? [projectPath(language, projectSlug(file, frontmatterOf(file)))]
        : []
    })
  return [...posts, ...projects]
}

describe("moved pages", () => {
  const addresses = contentAddresses()

  it("lead to a post or project that exists, from an address no page has", () => {
    expect(addresses.length).toBeGreaterThan(10)
    for (const { from, to } of movedPages) {
      expect(addresses, `${from} -> ${to}`).toContain(to)
      expect(addresses, from).not.toContain(from)
    }
  })

  it("reach their page in one hop: no target is itself moved", () => {
    const sources = new Set(movedRedirects().map(({ from }) => from))
    for (const { to } of movedPages) {
      expect(sources.has(to), to).toBe(false)
      expect(sources.has(to.endsWith("/") ? to.slice(0, -1) : `${to}/`), to).toBe(false)
    }
  })

  it("include the two addresses with a year and the Polish projects' English addresses", () => {
    const froms = movedPages.map(({ from }) => from)
    expect(froms).toContain(
      "/blog/technologie/najlepsze-technologie-do-tworzenia-stron-i-aplikacji-2025"
    )
    expect(froms).toContain("/en/blog/technologies/best-technologies-for-websites-and-apps-2025/")
    expect(froms).toContain("/portfolio/booking-system-physiotherapy")
  })

  it("answer one 301 on the CDN and on nginx, in both trailing-slash forms", () => {
    const redirects = renderRedirects()
    const nginx = renderNginx()
    for (const { from, to } of movedRedirects()) {
      expect(redirects).toContain(`${from}  ${to}  301\n`)
      expect(nginx).toContain(`location = ${from} {\n      return 301 ${to}$is_args$args;`)
    }
  })
})
