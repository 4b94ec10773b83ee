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
 * V8's explicit compile hint, on the first line of the bundles every page starts with: the
 * browser compiles all of their functions while the file streams in, off the main thread,
 * instead of each one on the main thread when it is first called. Side by side on one build it
 * cut the main thread's work after the first paint by a fifth (docs/performance.md, "Compile
 * hints"). gatsby-node.ts adds it; check:build fails if one of these bundles lacks it.
 */
export const compileHint = "//# allFunctionsCalledOnLoad"
export const compileHintBundles = /^(app|framework)-[0-9a-f]{20}\.js$/
