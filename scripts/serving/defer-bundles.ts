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
 * its own, never several in one. Just before the app bundle it runs the start-up preludes
 * (src/lib/prelude.ts), one task each. A prelude's own webpack chunk is a single statement that
 * starts its entry (its modules are in a shared chunk), so the loader carries those statements
 * inline instead of fetching six files of 200 bytes: fewer requests, and fewer elements to insert,
 * each of which costs the browser about a millisecond. A prelude that throws is reported and the
 * start-up goes on.
 */
const bundleTag = /<script src="(\/[\w.-]+\.js)" async(?:="")?><\/script>/g

/**
 * `sources`: the scripts in order; `preludes`: the statements to run, each in a task of its own,
 * before `sources[before]`.
 */
export const bundleLoader = (sources: string[], preludes: string[] = [], before = 0): string =>
  `(function(){var d=document,w=window,s=${JSON.stringify(sources)},n=0,` +
  `p=[${preludes.map(code => `function(){${code}}`).join(",")}],b=${before};` +
  `function r(i){if(i===b&&p.length)return q(0,i);if(i>=s.length)return;var e=d.createElement("script");e.src=s[i];e.async=true;e.onload=e.onerror=function(){r(i+1)};d.body.appendChild(e)}` +
  `function q(j,i){if(j>=p.length){b=-1;return r(i)}setTimeout(function(){try{p[j]()}catch(x){setTimeout(function(){throw x},0)}q(j+1,i)},0)}` +
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

/** How many preludes a page's loader runs, and the script they run before. */
export const loaderPreludes = (html: string): { count: number; before?: string } => {
  const sources = loaderSources(html)
  const inline = /,p=\[(.*?)\],b=(-?\d+);function r\(/.exec(html)
  if (!inline) return { count: 0 }
  return {
    // Each prelude is one push of its chunk onto webpack's registry.
    count: (inline[1].match(/\.push\(\[\[/g) ?? []).length,
    before: sources[Number(inline[2])],
  }
}

/**
 * The page with its bundle tags replaced by the loader; unchanged when it has none. The preludes
 * (their chunks' code) run just before the app bundle (Gatsby's last tag).
 */
export const deferBundles = (html: string, preludes: string[] = []): string => {
  const sources = [...html.matchAll(bundleTag)].map(match => match[1])
  if (!sources.length) return html
  const app = sources.findIndex(source => /^\/app-/.test(source))
  const before = app < 0 ? sources.length : app
  let first = true
  return html.replace(bundleTag, () => {
    if (!first) return ""
    first = false
    return `<script>${bundleLoader(sources, preludes, before)}</script>`
  })
}
