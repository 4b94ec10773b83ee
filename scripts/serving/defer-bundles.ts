/**
 * Gatsby ends every page with `<script src async>` tags for its bundles. Async scripts that
 * arrive quickly (a repeat visit, a fast network) run before the first paint and hold it back,
 * although the page is already complete as HTML. This swaps those tags for one inline loader
 * that adds the same scripts once the page's content is on screen: when the browser reports the
 * largest contentful paint (or, where it does not report that, the first contentful paint, or else
 * after two animation frames). In a hidden tab, which paints nothing, it adds them at once, and a
 * two-second safety net covers a paint that is never reported. The loader text is the same on
 * every page, so the CSP gains one hash.
 *
 * The loader preloads every script at once (the downloads run in parallel) and then runs them one
 * after another, each once the one before has run: each script's start-up work is then a task of
 * its own, never several in one. The start-up preludes (src/lib/prelude.ts) go just before the
 * app bundle, so they evaluate the libraries in tasks of their own before the app starts. The
 * preload links go in the body: gatsby-plugin-offline prefetches every script and link in the head
 * again when its service worker starts, which would cost a long task for nothing.
 */
const bundleTag = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g

export const bundleLoader = (sources: string[]): string =>
  `(function(){var d=document,w=window,s=${JSON.stringify(sources)},n=0;` +
  `function r(i){if(i>=s.length)return;var e=d.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=function(){r(i+1)};d.body.appendChild(e)}` +
  // One fragment: every inserted element costs the browser about a millisecond on its own.
  `function l(){if(n++)return;var f=d.createDocumentFragment();s.forEach(function(u){var e=d.createElement("link");e.rel="preload";e.as="script";e.href=u;f.appendChild(e)});d.body.appendChild(f);r(0)}` +
  `function a(){setTimeout(l,0)}` +
  `if(d.visibilityState==="hidden")return l();` +
  `var P=w.PerformanceObserver,t=P&&P.supportedEntryTypes||[],k=t.indexOf("largest-contentful-paint")>=0?"largest-contentful-paint":t.indexOf("paint")>=0?"paint":"";` +
  `if(k)new P(function(x,o){o.disconnect();a()}).observe({type:k,buffered:true});` +
  `else requestAnimationFrame(function(){requestAnimationFrame(a)});` +
  `setTimeout(l,2000)})()`

/** The scripts a page's loader runs, in order; empty for a page without one. */
export const loaderSources = (html: string): string[] => {
  const list = /<script>\(function\(\)\{var d=document,w=window,s=(\[[^\]]*\])/.exec(html)
  return list ? (JSON.parse(list[1]) as string[]) : []
}

/**
 * The page with its bundle tags replaced by the loader; unchanged when it has none. The preludes
 * run just before the app bundle (Gatsby's last tag).
 */
export const deferBundles = (html: string, preludes: string[] = []): string => {
  const tags = [...html.matchAll(bundleTag)].map(match => match[1])
  if (!tags.length) return html
  const app = tags.findIndex(source => /^\/app-/.test(source))
  const at = app < 0 ? tags.length : app
  const sources = [
    ...tags.slice(0, at),
    ...preludes.filter(p => !tags.includes(p)),
    ...tags.slice(at),
  ]
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return `<script>${bundleLoader(sources)}</script>`
  })
}
