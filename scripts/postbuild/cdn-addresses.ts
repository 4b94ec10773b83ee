/**
 * What the CDN's rules (`_headers`, `_redirects`, serving/render.ts) need to know of the built
 * site, worked out from the site-relative paths of its files and pages (`/en/index.html`).
 */
import { hashedBundle } from "../../serving/bundles"

/** Hashed bundles: their name changes with their content, so they are cached for good. */
export const immutableFiles = (files: readonly string[]): string[] =>
  files.filter(file => hashedBundle.test(file)).sort()

/**
 * Pages outside /en/ that stay in a folder of their own (the offline shell): their address ends
 * in a slash, and /x/index.html redirects there.
 */
export const directoryPages = (pages: readonly string[]): string[] =>
  pages
    .filter(
      file => file.endsWith("/index.html") && file !== "/index.html" && !file.startsWith("/en/")
    )
    .map(file => file.slice(0, -"index.html".length))
    .sort()

/** Pages outside /en/ served from x.html at /x: /x/index.html redirects there, one rule each. */
export const flatPages = (pages: readonly string[]): string[] =>
  pages
    .filter(
      file =>
        file.endsWith(".html") &&
        !file.endsWith("/index.html") &&
        !file.endsWith("/404.html") &&
        !file.startsWith("/en/") &&
        // Gatsby's slices: parts of pages, never an address.
        !file.startsWith("/_gatsby/")
    )
    .map(file => file.slice(0, -".html".length))
    .sort()
