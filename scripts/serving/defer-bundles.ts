/**
 * Gatsby ends every page with `<script src async>` tags for its bundles. Async scripts that
 * arrive quickly (a repeat visit, a fast network) run before the first paint and hold it back,
 * although the page is already complete as HTML. This swaps those tags for one inline loader
 * that adds the same scripts once the page's content is on screen: when the browser reports the
 * largest contentful paint (or, where it does not report that, the first contentful paint, or else
 * after two animation frames). In a hidden tab, which paints nothing, it adds them at once, and a
 * two-second safety net covers a paint that is never reported. The loader text is the same on
 * every page, so the CSP gains one hash.
 */
const bundleTag = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g

export const bundleLoader = (sources: string[]): string =>
  `(function(){var d=document,w=window,s=${JSON.stringify(sources)},n=0;` +
  `function l(){if(n++)return;s.forEach(function(u){var e=d.createElement("script");e.src=u;e.async=true;d.body.appendChild(e)})}` +
  `function a(){setTimeout(l,0)}` +
  `if(d.visibilityState==="hidden")return l();` +
  `var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[],k=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";` +
  `if(k)new P(function(x,o){o.disconnect();a()}).observe({type:k,buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(a)});` +
  `setTimeout(l,2000)})()`

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
