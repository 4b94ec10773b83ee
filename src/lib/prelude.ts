import { createRequire } from "module"
import path from "path"

/**
 * Start-up in several tasks. Gatsby's app bundle evaluates every module of the site's runtime
 * (React DOM, styled-components, i18next, Gatsby's own) in one go once its last script arrives:
 * one task of 25-30 ms on a fast machine, four times that on a mid-range phone, and the largest
 * single piece of total blocking time. Each prelude is a tiny extra webpack entry that evaluates
 * a share of those modules ahead of the app, in a task of its own; webpack's single runtime keeps
 * one module cache, so the app then finds them ready. The modules themselves go to one chunk that
 * the preludes share with the app (no byte is shipped twice); each prelude's own chunk is a single
 * statement that starts it, which the page's bundle loader (scripts/serving/bundle-loader.ts)
 * carries inline and runs, one task each, just before the app bundle; the post-build step then
 * removes those chunk files.
 * The last prelude evaluates the site's own layout, which every page template would otherwise
 * fetch in a chunk of its own after the page's data, and evaluate together with the page.
 * Nothing depends on them: a page that loads only the app bundle works the same, in one task.
 */

// Resolved from the project root at build time, the way Node (and so CommonJS code) resolves it.
const resolveFromRoot = createRequire(path.resolve("package.json")).resolve

/** Entry name -> the modules it evaluates, in the order they run. */
export const preludes: Record<string, string[]> = {
  // React's scheduler sets up its message channel as it loads: a task of its own, before React DOM.
  "prelude-scheduler": ["scheduler"],
  "prelude-react": ["react-dom/client"],
  "prelude-styles": ["styled-components"],
  // The CommonJS build, as gatsby-plugin-react-i18next requires it: an `import` would resolve to
  // the ES build, a second copy.
  "prelude-i18n": [resolveFromRoot("i18next"), "react-i18next"],
  // Gatsby's browser entry (its loader, router and links), which every plugin's hooks import.
  "prelude-gatsby": ["gatsby"],
  // What every page renders around its content (header, navigation, footer, cookie notice) and
  // its head: otherwise in a chunk that is fetched, and evaluated with the page's own code, only
  // once the app has read the page's data.
  "prelude-layout": [
    path.resolve("src/components/layout/layout.tsx"),
    path.resolve("src/components/seo/page-head.tsx"),
  ],
}

export const preludeLibrariesChunk = "prelude-libraries"

type Chunk = { name?: string | null }
type ChunkGraph = { getModuleChunksIterable: (module: unknown) => Iterable<Chunk> }
type WebpackConfig = {
  entry: Record<string, unknown>
  optimization?: { splitChunks?: { cacheGroups?: Record<string, unknown> } | false }
}

/** Gatsby's production JavaScript config with the prelude entries and their shared chunk. */
export const withPreludes = <T extends WebpackConfig>(config: T): T => {
  const splitChunks = config.optimization?.splitChunks
  if (!splitChunks || !splitChunks.cacheGroups) return config
  return {
    ...config,
    entry: { ...config.entry, ...preludes },
    optimization: {
      ...config.optimization,
      splitChunks: {
        ...splitChunks,
        cacheGroups: {
          ...splitChunks.cacheGroups,
          // Every module a prelude evaluates; below Gatsby's framework group (React, priority 40).
          [preludeLibrariesChunk]: {
            name: preludeLibrariesChunk,
            // "all": a module the templates (async chunks) also import leaves them too.
            chunks: "all",
            test: (module: unknown, { chunkGraph }: { chunkGraph: ChunkGraph }) =>
              [...chunkGraph.getModuleChunksIterable(module)].some(
                chunk => chunk.name && chunk.name in preludes
              ),
            priority: 35,
            enforce: true,
          },
        },
      },
    },
  }
}
