/**
 * Gatsby ends every page with `<script src async>` tags for its bundles. This swaps them for one
 * inline bundle loader (bundle-loader.ts: why, and what it does), which adds the same scripts once
 * the page's content is on screen and runs the start-up preludes just before the app bundle.
 *
 * The loader is a TypeScript module, compiled and minified once per build; each page gets that
 * text with its own configuration written in. The text is the same on every page with the same
 * bundles. In the page it reads:
 *
 *     <script data-bundle-loader>(()=>{…;m(
 *     {"sources":["/webpack-runtime-….js",…,"/app-….js"],"preludesBefore":3}
 *     ,[
 *     function(){<a prelude chunk's statement>},
 *     …
 *     ]);})();</script>
 *
 * The configuration (JSON) and each prelude sit on a line of their own, which is how the build
 * checks read them back (`loaderSources`, `loaderPreludes`). A prelude's webpack chunk is a single
 * statement that starts its entry (its modules are in a shared chunk), so the loader carries those
 * statements inline instead of fetching six files of 200 bytes: fewer requests, and fewer elements
 * to insert, each of which costs the browser about a millisecond.
 */
import path from "path"
import type { BundleLoaderConfig } from "./bundle-loader"

const bundleTag = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g

/** Where the compiled loader takes each page's values: global names, which minifying keeps. */
const configSlot = "BUNDLE_LOADER_CONFIG"
const preludesSlot = "BUNDLE_LOADER_PRELUDES"

const loaderScript = /<script data-bundle-loader>([\s\S]*?)<\/script>/

/** The loader, compiled and minified, with a slot for each page's configuration and preludes. */
export const compileBundleLoader = async (): Promise<string> => {
  // Loaded here, not with the module: the build checks read pages with it and compile nothing.
  const { build } = await import("esbuild")
  const { outputFiles } = await build({
    stdin: {
      contents: `import { startBundles } from "./bundle-loader"\nstartBundles(${configSlot}, ${preludesSlot})`,
      // Run from the project root, as every script and test here is.
      resolveDir: path.resolve("scripts/serving"),
      loader: "ts",
    },
    bundle: true,
    write: false,
    minify: true,
    format: "iife",
    // Every browser that runs Gatsby 5's bundles runs this; the code needs nothing later.
    target: "es2015",
    legalComments: "none",
  })
  const code = outputFiles[0].text.trim()
  for (const slot of [configSlot, preludesSlot])
    if (code.split(slot).length !== 2)
      throw new Error(`bundle loader: expected one ${slot} in the compiled code`)
  if (code.includes("</") || code.includes("\n"))
    throw new Error("bundle loader: the compiled code must be one line without `</`")
  return code
}

/**
 * The loader's text for one page: `compiled` (from `compileBundleLoader`) with the page's
 * configuration and preludes (their chunks' code, one statement each, run in this order).
 */
export const bundleLoader = (
  compiled: string,
  config: BundleLoaderConfig,
  preludes: string[] = []
): string => {
  for (const code of preludes)
    if (code.includes("\n") || code.includes("</"))
      throw new Error(`bundle loader: a prelude must be one line without \`</\`: ${code}`)
  // Replaced by functions: the text may hold `$` patterns that String#replace would expand.
  return compiled
    .replace(configSlot, () => `\n${JSON.stringify(config)}\n`)
    .replace(preludesSlot, () => `[${preludes.map(code => `\nfunction(){${code}}`).join(",")}\n]`)
}

/** The text of a page's loader script; undefined for a page without one. */
const loaderText = (html: string) => loaderScript.exec(html)?.[1]

const loaderConfig = (html: string): BundleLoaderConfig | undefined => {
  const line = loaderText(html)
    ?.split("\n")
    .find(candidate => candidate.startsWith('{"sources":'))
  return line ? (JSON.parse(line) as BundleLoaderConfig) : undefined
}

/** The scripts a page's loader runs, in order; empty for a page without one. */
export const loaderSources = (html: string): string[] => loaderConfig(html)?.sources ?? []

/** How many preludes a page's loader runs, and the script they run before. */
export const loaderPreludes = (html: string): { count: number; before?: string } => {
  const config = loaderConfig(html)
  if (!config) return { count: 0 }
  const count = (loaderText(html) ?? "")
    .split("\n")
    .filter(line => line.startsWith("function(){")).length
  return { count, before: config.sources[config.preludesBefore] }
}

/**
 * The page with its bundle tags replaced by the loader; unchanged when it has none.
 * `loader` gives the loader's text for a configuration (see `bundleLoader`); the preludes run
 * just before the app bundle, which the loader finds by its name, `app-<hash>.js`.
 */
export const deferBundles = (
  html: string,
  loader: (config: BundleLoaderConfig) => string
): string => {
  const sources = [...html.matchAll(bundleTag)].map(match => match[1])
  if (!sources.length) return html
  const app = sources.findIndex(source => /^\/app-/.test(source))
  const config = { sources, preludesBefore: app < 0 ? sources.length : app }
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return `<script data-bundle-loader>${loader(config)}</script>`
  })
}
