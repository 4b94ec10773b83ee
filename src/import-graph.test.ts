import fs from "fs"
import path from "path"
import ts from "typescript"
import { walk } from "./lib/files"

/**
 * The site's modules import each other in one direction: no circle, type imports included, and
 * nothing shared (`components/`, `lib/`, `config/`, `i18n/`, the route table) reaches up into a
 * feature, but the namespaces' catalogue of content types. A circle makes a module unreadable
 * without the whole graph; an arrow from a shared module into a feature makes the feature part of
 * every page that uses it.
 */
const src = path.resolve(__dirname)
const files = walk(src).filter(
  file =>
    /\.tsx?$/.test(file) &&
    !/\.test\.tsx?$/.test(file) &&
    !file.includes(`${path.sep}test${path.sep}`)
)

const resolve = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith(".")) return null
  const base = path.resolve(path.dirname(from), specifier)
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")])
    if (candidate.startsWith(src) && fs.existsSync(candidate) && fs.statSync(candidate).isFile())
      return candidate
  return null
}

const graph = new Map(
  files.map(file => [
    file,
    ts
      .preProcessFile(fs.readFileSync(file, "utf8"), true, true)
      .importedFiles.map(({ fileName }) => resolve(file, fileName))
      .filter((target): target is string => target !== null),
  ])
)
const name = (file: string) => path.relative(src, file)

describe("the import graph of src/", () => {
  it("reads a reasonable number of modules", () => {
    expect(files.length).toBeGreaterThan(150)
    expect([...graph.values()].flat().length).toBeGreaterThan(300)
  })

  it("has no circle of imports, types included", () => {
    const circles: string[] = []
    const state = new Map<string, "open" | "done">()
    const visit = (file: string, trail: string[]) => {
      if (state.get(file) === "done") return
      if (state.get(file) === "open") {
        circles.push([...trail.slice(trail.indexOf(file)), file].map(name).join(" → "))
        return
      }
      state.set(file, "open")
      for (const target of graph.get(file) ?? []) visit(target, [...trail, file])
      state.set(file, "done")
    }
    for (const file of files) visit(file, [])
    expect(circles).toEqual([])
  })

  it("has no arrow from a shared module up into a feature", () => {
    const shared = /^(components|lib|config|i18n|styles|routes\.ts|website-types\.ts)/
    // The one exception: the catalogue of what each locale namespace holds gathers the features'
    // content types, and it holds types only, so no feature's code comes with it.
    const catalogue = "i18n/namespaces.ts"
    const arrows = [...graph]
      .filter(([file]) => shared.test(name(file)) && name(file) !== catalogue)
      .flatMap(([file, targets]) =>
        targets
          .filter(target => name(target).startsWith("features"))
          .map(target => `${name(file)} → ${name(target)}`)
      )
    expect(arrows).toEqual([])
  })

  it("keeps the content definitions, and zod with them, out of the pages' and the admin's code", () => {
    // src/collections/ is read by the build and the content manager; a template that reached it
    // would carry the schema library into every visitor's page. A type (the pricing file's) may
    // come from there: `import type` leaves nothing in the bundle.
    const valueImports = (file: string) =>
      ts
        .createSourceFile(file, fs.readFileSync(file, "utf8"), ts.ScriptTarget.Latest)
        .statements.flatMap(statement =>
          (ts.isImportDeclaration(statement) && !statement.importClause?.isTypeOnly) ||
          (ts.isExportDeclaration(statement) && !statement.isTypeOnly && statement.moduleSpecifier)
            ? [resolve(file, (statement.moduleSpecifier as ts.StringLiteral).text)]
            : []
        )
        .filter((target): target is string => target !== null)
    const reached = new Set<string>()
    const visit = (file: string) => {
      if (reached.has(file)) return
      reached.add(file)
      for (const target of valueImports(file)) visit(target)
    }
    const templates = files.filter(file => name(file).startsWith("templates"))
    expect(templates.length).toBeGreaterThan(10)
    // The admin's entry too: scripts/build-cms.ts hands it the fields as data.
    for (const entry of [...templates, path.join(src, "cms/index.tsx")]) visit(entry)
    expect(reached.has(path.join(src, "cms/config.ts"))).toBe(true)
    expect([...reached].map(name).filter(file => file.startsWith("collections"))).toEqual([])
  })
})
