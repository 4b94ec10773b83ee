/**
 * Gatsby ends every page with `<script src async>` tags for its bundles. This swaps them for one
 * inline bundle loader (bundle-loader.ts: why, and what it does), which adds the same scripts once
 * the page's content is on screen, one after another.
 *
 * The loader is a TypeScript module, compiled and minified once per build; each page gets that
 * text with its own configuration written in. The text is the same on every page with the same
 * bundles. In the page it reads:
 *
 *     <script data-bundle-loader>(()=>{…;m(
 *     {"sources":["/webpack-runtime-….js",…,"/app-….js"]}
 *     );})();</script>
 *
 * The configuration (JSON) sits on a line of its own, which is how the build checks read it back
 * (`loaderSources`).
 */
import path from "path"
import type { BundleLoaderConfig } from "./bundle-loader"

const bundleTag = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g

/** Where the compiled loader takes each page's configuration: a global name, which minifying keeps. */
const configSlot = "BUNDLE_LOADER_CONFIG"

const loaderScript = /<script data-bundle-loader>([\s\S]*?)<\/script>/

/** The loader, compiled and minified, with a slot for each page's configuration. */
export const compileBundleLoader = async (): Promise<string> => {
  // Loaded here, not with the module: the build checks read pages with it and compile nothing.
  const { build } = await import("esbuild")
  const { outputFiles } = await build({
    stdin: {
      contents: `import { startBundles } from "./bundle-loader"\nstartBundles(${configSlot})`,
      // Run from the project root, as every script and test here is.
      resolveDir: path.resolve("serving"),
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
  if (code.split(configSlot).length !== 2)
    throw new Error(`bundle loader: expected one ${configSlot} in the compiled code`)
  if (code.includes("</") || code.includes("\n"))
    throw new Error("bundle loader: the compiled code must be one line without `</`")
  return code
}

/** The loader's text for one page: `compiled` (from `compileBundleLoader`) with its configuration. */
export const bundleLoader = (compiled: string, config: BundleLoaderConfig): string =>
  // Replaced by a function: the text may hold `$` patterns that String#replace would expand.
  compiled.replace(configSlot, () => `\n${JSON.stringify(config)}\n`)

/** The scripts a page's loader runs, in order; empty for a page without one. */
export const loaderSources = (html: string): string[] => {
  const line = loaderScript
    .exec(html)?.[1]
    ?.split("\n")
    .find(candidate => candidate.startsWith('{"sources":'))
  return line ? (JSON.parse(line) as BundleLoaderConfig).sources : []
}

/**
 * The page with its bundle tags replaced by the loader; unchanged when it has none.
 * `loader` gives the loader's text for a configuration (see `bundleLoader`).
 */
export const deferBundles = (
  html: string,
  loader: (config: BundleLoaderConfig) => string
): string => {
  const sources = [...html.matchAll(bundleTag)].map(match => match[1])
  if (!sources.length) return html
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return `<script data-bundle-loader>${loader({ sources })}</script>`
  })
}
