/**
 * Gatsby ends every page with `<script src async>` tags for its bundles. Async scripts that
 * arrive quickly (a repeat visit, a fast network) run before the first paint and hold it back,
 * although the page is already complete as HTML. This swaps those tags for one inline loader
 * that adds the same scripts right after the first frame is painted (or at once in a hidden tab,
 * which paints nothing). The loader text is the same on every page, so the CSP gains one hash.
 */
const bundleTag = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g

export const bundleLoader = (sources: string[]): string =>
  `(function(){var d=document,s=${JSON.stringify(sources)};` +
  `function l(){s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
  `if(d.visibilityState==="hidden")l();else requestAnimationFrame(function(){setTimeout(l,0)})})()`

/** The page with its bundle tags replaced by the loader; unchanged when it has none. */
export const deferBundles = (html: string): string => {
  const sources = [...html.matchAll(bundleTag)].map(match => match[1])
  if (!sources.length) return html
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return `<script>${bundleLoader(sources)}</script>`
  })
}
