/**
 * What the CDN's rules (`_headers`, `_redirects`, serving/render.ts) need to know of the built
 * site: its files' site-relative paths (`/app-….js`) and its pages' addresses
 * (src/lib/built-pages.ts).
 */
import { hashedBundle } from "../../serving/bundles"

/** Hashed bundles: their name changes with their content, so they are cached for good. */
export const immutableFiles = (files: readonly string[]): string[] =>
  files.filter(file => hashedBundle.test(file)).sort()

const polish = (address: string) => address !== "/" && !address.startsWith("/en/")

/**
 * Pages outside /en/ that stay in a folder of their own (the offline shell): their address ends
 * in a slash, and /x/index.html redirects there.
 */
export const directoryPages = (addresses: readonly string[]): string[] =>
  addresses.filter(address => polish(address) && address.endsWith("/")).sort()

/** Pages outside /en/ served from x.html at /x: /x/index.html redirects there, one rule each. */
export const flatPages = (addresses: readonly string[]): string[] =>
  addresses
    .filter(address => polish(address) && !address.endsWith("/") && !address.endsWith(".html"))
    .sort()
