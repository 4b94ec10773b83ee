import path from "path"
import type { CreateWebpackConfigArgs, GatsbyNode } from "gatsby"
import {
  appModulesChunk,
  compileHint,
  compileHintBundles,
  isBundleFile,
} from "../../serving/bundles"
import { demoContentDir, isDemo } from "../config/demo"

/** The preloaded cuts of the web font (src/styles/font-subsets.ts). */
const preloadedFontsDir = path.resolve("src/styles/fonts")

/** What of the compiler the compile hint's plugin reads: Gatsby's own webpack, which built it. */
type Compiler = { webpack: { Compilation: { PROCESS_ASSETS_STAGE_REPORT: number } } }
type Plugin = { apply: (compiler: Compiler) => void }

/**
 * V8's compile hint on the first line of every script bundle (serving/bundles.ts), added after
 * minification (the report stage), which would drop the comment as any other. The stage's number
 * is read from the compiler, so the site imports no webpack of its own.
 */
const compileHintPlugin = (plugins: CreateWebpackConfigArgs["plugins"]): Plugin => ({
  apply: compiler => {
    const banner = plugins.banner({
      banner: compileHint,
      raw: true,
      include: compileHintBundles,
      stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT,
    }) as Plugin
    banner.apply(compiler)
  },
})

/**
 * What webpack's cleaning leaves in `public/`: everything but a hashed bundle at its root, with
 * its licence and compressed copies (serving/bundles.ts), which this build did not emit. Paths
 * are relative to `public/`; a folder kept is not looked into.
 */
export const keptByClean = (file: string): boolean => file.includes("/") || !isBundleFile(file)

/**
 * - No source maps in the deploy: they would publish the site's full source (`sourcesContent`)
 *   and nobody reads them in production. Errors are reproduced with `npm run develop`, which
 *   keeps its own maps. Only the browser bundles' stage: the HTML stage keeps Gatsby's default.
 * - The preloaded font files are always files of their own in /static/ (long-lived caching):
 *   Gatsby's font rule inlines a file under 10 KB as a data: URL, which would put the Polish
 *   cut into every page twice (its preload and its @font-face). check:build fails on a data: URL.
 * - Gatsby's app bundle split in two: its entry alone, and every other module of it in a chunk
 *   of its own (serving/bundles.ts, appModulesChunk).
 * - V8's compile hint on the first line of every script bundle (serving/bundles.ts).
 * - No earlier build's bundles in a `public/` kept between builds (CI keeps it with Gatsby's
 *   cache): webpack removes every bundle at its root that this build did not emit, and keeps
 *   everything else (webpack's `output.clean`).
 */
export const onCreateWebpackConfig: GatsbyNode["onCreateWebpackConfig"] = ({
  stage,
  actions,
  getConfig,
  loaders,
  plugins,
  reporter,
}) => {
  const config = getConfig()
  const isFontRule = (rule: { test?: unknown }) =>
    rule.test instanceof RegExp && rule.test.test("font.woff2")
  config.module.rules = [
    ...config.module.rules.map((rule: { test?: unknown }) =>
      isFontRule(rule) ? { ...rule, exclude: preloadedFontsDir } : rule
    ),
    { test: /\.woff2$/, include: preloadedFontsDir, use: [loaders.file()] },
  ]
  // The demo build's company details carry the demo contact person (scripts/demo-content.ts).
  if (isDemo())
    config.plugins.push(
      plugins.normalModuleReplacement(
        /content[\\/]company\.json$/,
        path.resolve(demoContentDir, "company.json")
      )
    )
  if (stage === "build-javascript") {
    config.devtool = false
    // Every module the app bundle would hold, but Gatsby's entry (.cache/production-app.js),
    // into a chunk of its own, loaded before it (serving/bundles.ts, appModulesChunk). React and
    // its kin stay in Gatsby's framework chunk (priority 40).
    const cacheGroups = config.optimization?.splitChunks?.cacheGroups
    if (!cacheGroups)
      reporter.panic(
        "gatsby-node.ts: Gatsby's webpack configuration has no optimization.splitChunks.cacheGroups " +
          `to add the ${appModulesChunk} chunk to. Gatsby changed how it splits its bundles: see ` +
          `"The app's entry in a file of its own" in docs/performance.md.`
      )
    cacheGroups[appModulesChunk] = {
      chunks: "initial",
      name: appModulesChunk,
      test: (module: { nameForCondition?: () => string | null }) =>
        !/[\\/]production-app\.js$/.test(module.nameForCondition?.() ?? ""),
      priority: 35,
      enforce: true,
    }
    config.plugins.push(compileHintPlugin(plugins))
    config.output = { ...config.output, clean: { keep: keptByClean } }
  }
  actions.replaceWebpackConfig(config)
}
