/**
 * Builds the content manager into `public/admin/`: src/cms/index.tsx bundled with esbuild into one
 * hashed script, apart from Gatsby's bundles, and an HTML page with its own Content-Security-Policy
 * and `noindex`. Part of `npm run build`; `npm run cms` uses it in watch mode.
 *
 * Decap comes from decap-cms-app's prebuilt bundle (`dist/decap-cms-app.js`, React external), not
 * from its `module` entry: that one imports the newest decap-cms-* packages, which need React 19.
 */
import fs from "fs"
import path from "path"
import zlib from "zlib"
import * as esbuild from "esbuild"
import type { CmsSources } from "../src/cms/config"
import { patchDecap } from "../src/cms/decap-patches"
import { company } from "../src/config/company"
import { siteUrl } from "../src/config/site"
import { languages } from "../src/i18n/languages"
import { localeNamespaces, readNamespace } from "../src/i18n/locale-files"
import { adminCspMeta } from "../serving/admin-csp"
import { collectionEditorFields } from "../src/collections/editor"

const root = path.resolve(__dirname, "..")

const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(root, file), "utf8"))

/** The repository files and settings the CMS configuration is generated from. */
const readSources = (env: NodeJS.ProcessEnv = process.env): CmsSources => ({
  locales: Object.fromEntries(
    languages.map(language => [
      language,
      Object.fromEntries(
        localeNamespaces(language)
          // In the order of their file names (`blog-categories.json` before `blog.json`).
          .sort((a, b) => (`${a}.json` < `${b}.json` ? -1 : 1))
          .map(ns => [ns, readNamespace(language, ns)])
      ),
    ])
  ) as CmsSources["locales"],
  company: readJson("content/company.json"),
  // Read here, in Node: the admin gets the fields as data, without the definitions' zod.
  fields: collectionEditorFields(),
  siteUrl,
  // GitHub Actions sets GITHUB_REPOSITORY to the repository it runs for.
  repo: env.CMS_GITHUB_REPO || env.GITHUB_REPOSITORY || "owner/repository",
  branch: env.CMS_GITHUB_BRANCH || "main",
  oauthBaseUrl: env.CMS_OAUTH_BASE_URL || undefined,
  oauthEndpoint: env.CMS_OAUTH_ENDPOINT || undefined,
})

/** The admin page: valid HTML, not indexed, with the admin's own policy before any script. */
export const adminHtml = (script: string): string => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta http-equiv="Content-Security-Policy" content="${adminCspMeta}">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <meta name="robots" content="noindex, nofollow">
    <title>Content manager · ${company.brand}</title>
    <link rel="icon" href="/images/icon.svg" type="image/svg+xml">
    <script src="/admin/${script}" defer></script>
  </head>
  <body>
    <noscript>The content manager needs JavaScript.</noscript>
  </body>
</html>
`

const plugins = (sources: CmsSources): esbuild.Plugin[] => [
  {
    name: "cms-sources",
    setup(build) {
      build.onResolve({ filter: /^cms:sources$/ }, () => ({ path: "sources", namespace: "cms" }))
      build.onLoad({ filter: /.*/, namespace: "cms" }, () => ({
        contents: JSON.stringify(sources),
        loader: "json",
      }))
    },
  },
  {
    name: "decap-patches",
    setup(build) {
      build.onLoad({ filter: /decap-cms-app[\\/]dist[\\/]decap-cms-app\.js$/ }, async args => ({
        contents: patchDecap(await fs.promises.readFile(args.path, "utf8"), [...languages]),
        loader: "js",
      }))
    },
  },
]

export const buildOptions = (outdir: string, sources = readSources()): esbuild.BuildOptions => ({
  absWorkingDir: root,
  entryPoints: { cms: "src/cms/index.tsx" },
  entryNames: "[name]-[hash]",
  outdir,
  bundle: true,
  minify: true,
  format: "iife",
  platform: "browser",
  target: "es2020",
  jsx: "automatic",
  legalComments: "linked",
  define: { "process.env.NODE_ENV": '"production"' },
  metafile: true,
  logLevel: "warning",
  plugins: [
    ...plugins(sources),
    {
      name: "admin-html",
      setup(build) {
        build.onEnd(result => {
          const script = Object.keys(result.metafile?.outputs ?? {})
            .map(file => path.basename(file))
            .find(file => /^cms-\w+\.js$/.test(file))
          if (script) fs.writeFileSync(path.join(root, outdir, "index.html"), adminHtml(script))
        })
      },
    },
  ],
})

/** Sizes of the admin's script as written and gzipped (fast to measure), in KB. */
const sizes = (dir: string) =>
  fs
    .readdirSync(dir)
    .filter(file => file.endsWith(".js"))
    .map(file => {
      const body = fs.readFileSync(path.join(dir, file))
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(0)} KB`
      return `${file} ${kb(body.length)} (${kb(zlib.gzipSync(body).length)} gzip)`
    })

const buildCms = async (outdir = "public/admin") => {
  const dir = path.join(root, outdir)
  fs.mkdirSync(dir, { recursive: true })
  const { outputFiles = [] } = await esbuild.build({ ...buildOptions(outdir), write: false })
  // An unchanged file is left as it is: its time stamp tells the post-build step to keep its
  // compressed copies rather than compress the 5 MB script again on every build.
  const current = new Set(["index.html"])
  for (const file of outputFiles) {
    current.add(path.basename(file.path))
    const old = fs.existsSync(file.path) ? fs.readFileSync(file.path) : undefined
    if (!old?.equals(file.contents)) fs.writeFileSync(file.path, file.contents)
  }
  for (const file of fs.readdirSync(dir))
    if (!current.has(file.replace(/\.(gz|br)$/, "")))
      fs.rmSync(path.join(dir, file), { recursive: true, force: true })
  console.log(`Content manager built into ${outdir}/: ${sizes(dir).join(", ")}`)
}

if (require.main === module)
  buildCms().catch(error => {
    console.error(error)
    process.exit(1)
  })
