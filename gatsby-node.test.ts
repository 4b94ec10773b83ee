import { describe, expect, it, vi } from "vitest"
import { onCreateWebpackConfig, readProof } from "./gatsby-node"
import type { ProofEntriesData } from "./src/features/proof/collect"
import { appModulesChunk, compileHint, compileHintBundles } from "./serving/bundles"

type CacheGroup = { test: (module: { nameForCondition: () => string }) => boolean }
type WebpackConfig = {
  devtool?: unknown
  module: { rules: unknown[] }
  plugins: unknown[]
  optimization: { splitChunks?: { cacheGroups: Record<string, CacheGroup> } }
}

/** Runs the hook on a configuration shaped as Gatsby's for the browser bundles' stage. */
const run = (optimization: WebpackConfig["optimization"]) => {
  const config: WebpackConfig = { module: { rules: [] }, plugins: [], optimization }
  const replaceWebpackConfig = vi.fn()
  const panic = vi.fn((message: string) => {
    throw new Error(message)
  })
  const call = () =>
    (onCreateWebpackConfig as (args: unknown) => void)({
      stage: "build-javascript",
      actions: { replaceWebpackConfig },
      getConfig: () => config,
      loaders: { file: () => ({ loader: "file" }) },
      plugins: { banner: (options: unknown) => ({ banner: options }) },
      reporter: { panic },
    })
  return { config, replaceWebpackConfig, call }
}

const module = (file: string) => ({ nameForCondition: () => file })

describe("onCreateWebpackConfig, browser bundles", () => {
  it("puts every module of the app bundle but Gatsby's entry into the app-modules chunk", () => {
    const { config, replaceWebpackConfig, call } = run({ splitChunks: { cacheGroups: {} } })
    call()
    const group = config.optimization.splitChunks?.cacheGroups[appModulesChunk]
    expect(group).toMatchObject({ chunks: "initial", name: appModulesChunk, enforce: true })
    expect(group?.test(module("/site/.cache/production-app.js"))).toBe(false)
    expect(group?.test(module("/site/.cache/api-runner-browser.js"))).toBe(true)
    expect(group?.test(module("/site/node_modules/i18next/dist/cjs/i18next.js"))).toBe(true)
    expect(group?.test(module("/site/gatsby-browser.tsx"))).toBe(true)
    expect(replaceWebpackConfig).toHaveBeenCalledWith(config)
  })

  it("opens every script bundle with the compile hint, and builds no source maps", () => {
    const { config, call } = run({ splitChunks: { cacheGroups: {} } })
    call()
    expect(config.devtool).toBe(false)
    expect(config.plugins).toContainEqual({
      banner: expect.objectContaining({ banner: compileHint, include: compileHintBundles }),
    })
    for (const file of ["app-0123456789abcdef0123.js", "app-modules-0123456789abcdef0123.js"])
      expect(compileHintBundles.test(file), file).toBe(true)
    expect(compileHintBundles.test("sw.js")).toBe(false)
  })

  it("stops the build with a clear message when Gatsby no longer splits its bundles this way", () => {
    const { call } = run({})
    expect(call).toThrow(/no optimization\.splitChunks\.cacheGroups.*app-modules/)
  })
})

describe("readProof, the references between collections", () => {
  const projects = [
    {
      language: "pl" as const,
      fileName: "headless-cms-dental-clinics",
      path: "/portfolio/klinika",
      name: "Klinika",
      services: ["websites-headless-cms"],
      card: { slug: "klinika", name: "Klinika", summary: "", image: null },
    },
  ]
  const run = async (
    data: ProofEntriesData,
    posts: { file: string; language: "pl" | "en"; author: string | null }[]
  ) => {
    const panicOnBuild = vi.fn()
    const graphql = vi.fn(async () => ({ data }))
    const entries = await readProof(
      { graphql, reporter: { panicOnBuild } } as unknown as Parameters<typeof readProof>[0],
      projects,
      posts
    )
    return { entries, panicOnBuild }
  }
  const team = (id: string) => ({
    fields: { slug: id, language: "pl" },
    frontmatter: { name: "Jan Kowalski", role: "Programista", demo: null, photo: null },
  })
  const testimonial = (project: string) => ({
    id: "t",
    fileAbsolutePath: `${process.cwd()}/content/testimonials/anna.md`,
    frontmatter: {
      name: "Anna",
      company: "Firma",
      rolePl: "Prezes",
      roleEn: null,
      quotePl: "Cytat",
      quoteEn: null,
      project,
      demo: null,
      consentDate: "2026-01-01",
      consentPl: "1 stycznia 2026",
      consentEn: "1 January 2026",
    },
  })

  it("stops the build at a post whose author is not in the team, naming the file and field", async () => {
    const { entries, panicOnBuild } = await run(
      {
        team: { nodes: [team("jan-kowalski")] },
        testimonials: { nodes: [] },
        clients: { nodes: [] },
      },
      [
        { file: "content/blog/pl/apps/a.md", language: "pl", author: "jan-kowalski" },
        { file: "content/blog/pl/apps/b.md", language: "pl", author: "jan-nowak" },
      ]
    )
    expect(entries).toBeNull()
    expect(panicOnBuild).toHaveBeenCalledOnce()
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain(
      'content/blog/pl/apps/b.md: frontmatter "author" names "jan-nowak", which is not a team member'
    )
  })

  it("stops the build at a testimonial naming a case study that does not exist", async () => {
    const { entries, panicOnBuild } = await run(
      {
        team: { nodes: [] },
        testimonials: { nodes: [testimonial("klinik")] },
        clients: { nodes: [] },
      },
      []
    )
    expect(entries).toBeNull()
    expect(panicOnBuild.mock.calls[0]?.[0]).toContain(
      'content/testimonials/anna.md: frontmatter "project" names "klinik", which is not a portfolio project'
    )
  })

  it("links a testimonial to its case study when the references hold", async () => {
    const { entries, panicOnBuild } = await run(
      {
        team: { nodes: [team("jan-kowalski")] },
        testimonials: { nodes: [testimonial("headless-cms-dental-clinics")] },
        clients: { nodes: [] },
      },
      [{ file: "content/blog/pl/apps/a.md", language: "pl", author: "jan-kowalski" }]
    )
    expect(panicOnBuild).not.toHaveBeenCalled()
    expect(entries?.testimonials.pl[0]?.project).toEqual({
      name: "Klinika",
      path: "/portfolio/klinika",
    })
    expect(entries?.testimonials.en).toEqual([])
  })
})
