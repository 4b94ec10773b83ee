/**
 * Where a page's file is served from, and where Gatsby keeps it. The post-build step moves a page
 * to its canonical file (`kontakt/index.html` to `kontakt.html`); the pre-build step puts it back
 * before the next build that keeps `public/`, since Gatsby reads and rewrites its own files there
 * (stitching slices into every page, deleting the files of pages that are gone).
 */

const canonicalPath = (html: string): string | null => {
  const href = /<link rel="canonical" href="([^"]+)"/.exec(html)?.[1]
  return href ? new URL(href).pathname : null
}

/**
 * Where a page's file must be for the host to serve its canonical address with no redirect:
 * `kontakt/index.html` becomes `kontakt.html` when the page's canonical address is `/kontakt`
 * (Polish pages have no trailing slash; hosts answer `/x` from `x.html` and `/x/` from
 * `x/index.html`). Null when the file is where it belongs.
 */
export const canonicalFile = (relativeFile: string, html: string): string | null => {
  const canonical = canonicalPath(html)
  if (!canonical || canonical.endsWith("/") || relativeFile !== `${canonical.slice(1)}/index.html`)
    return null
  return `${canonical.slice(1)}.html`
}

/**
 * The other way: where Gatsby wrote a page that the post-build step moved (`kontakt.html` back to
 * `kontakt/index.html`). Null for any other file.
 */
export const gatsbyFile = (relativeFile: string, html: string): string | null => {
  const canonical = canonicalPath(html)
  if (!canonical || canonical.endsWith("/") || relativeFile !== `${canonical.slice(1)}.html`)
    return null
  return `${canonical.slice(1)}/index.html`
}
