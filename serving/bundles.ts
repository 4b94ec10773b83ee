/**
 * Gatsby's content-hashed bundles at the site's root: `/app-0123456789abcdef0123.js`,
 * `/framework-….js`, `/component---src-templates-home-tsx-….js`, `/styles-….css`. The one place
 * their names are described: the servers' cache rules, the post-build and pre-build steps, the
 * build checks and the end-to-end tests all recognise a bundle by this pattern.
 */
export const hashedBundle = /^\/[^/]+-[0-9a-f]{20}\.(js|css)$/

/** A hashed bundle's file in `public/`, or one that goes with it (source map, licences, compressed copies). */
export const isBundleFile = (name: string): boolean =>
  hashedBundle.test(`/${name.replace(/(\.map|\.LICENSE\.txt)?(\.br|\.gz)?$/, "")}`)

/**
 * The name of a hashed script without its hash (`/app-0123….js` is `app`), or undefined for any
 * other address.
 */
export const hashedScriptName = (pathname: string): string | undefined =>
  hashedBundle.test(pathname) && pathname.endsWith(".js")
    ? pathname.slice(1, pathname.lastIndexOf("-"))
    : undefined

/**
 * V8's explicit compile hint, on the first line of every script bundle: the browser compiles all
 * of a bundle's functions while the file streams in, off the main thread, instead of each one on
 * the main thread when it is first called. Without it a template's chunk spent 6-26 ms of its
 * start-up task compiling (docs/performance.md, "Compile hints"). gatsby-node.ts adds it;
 * check:build fails if a bundle lacks it.
 */
export const compileHint = "//# allFunctionsCalledOnLoad"
export const compileHintBundles = /^[^/]+-[0-9a-f]{20}\.js$/

/**
 * The chunk that takes every module of Gatsby's app bundle but its entry (gatsby-node.ts). The
 * entry starts the whole app inside the evaluation of the file it is in, and Lighthouse (like
 * DevTools) records a stack trace for each timer and promise scheduled then, which makes V8
 * re-parse that whole file once, on the main thread, to map it: 5-18 ms when the file held all
 * 200 KB of the app's modules, under 1 ms now that it holds the entry alone
 * (docs/performance.md, "The app's entry in a file of its own"). check:build fails if the app
 * bundle grows back.
 */
export const appModulesChunk = "app-modules"

/** The most the app bundle (Gatsby's entry module alone) may weigh, uncompressed. */
export const appEntryMaxBytes = 12_000
