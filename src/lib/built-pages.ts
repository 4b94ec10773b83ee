/**
 * The one list of the site's built pages and their addresses. Gatsby's own page list (its
 * `SitePage` nodes, read after the build by src/gatsby-node/build-checks.ts) is written to
 * `.cache/build-records/pages.json`; everything that needs to know which built files are pages,
 * or where a page's file is, reads it from here: the post-build step, the CDN's redirect rules,
 * check:build, the HTML check, the sitemap and the end-to-end helpers.
 *
 * A page's address is the path it was created with, which is the route table's address
 * (src/routes.ts) or a post's or project's: Polish pages have no trailing slash (`/kontakt`),
 * English ones do (`/en/contact/`), and the 404 pages end in `.html`.
 */
import fs from "fs"
import path from "path"
import type { Language } from "../i18n/languages"

/** The deployable site, which the post-build step writes from Gatsby's `public/`. */
export const deployDir = "dist"

/** The build's records that are not the site (never deployed): this list among them. */
export const buildRecordsDir = ".cache/build-records"
export const pageListFile = path.join(buildRecordsDir, "pages.json")

/** What the list keeps of each of Gatsby's pages. */
export type BuiltPage = {
  /** The page's address, as created (`/kontakt`, `/en/contact/`, `/404.html`). */
  address: string
  language: Language
  /** The webpack chunk of the page's template (`component---src-templates-home-tsx`). */
  template: string
  /** Left out of the sitemap and marked noindex (pageContext.hidden). */
  hidden: boolean
}

/** What the list is made of: a `SitePage` node, as far as it is read here. */
export type SitePageNode = {
  path: string
  componentChunkName: string
  pageContext?: { language?: string; hidden?: boolean } | null
}

/**
 * The content manager's page, the one page not of Gatsby's list: scripts/build-cms.ts builds it
 * into `public/admin/index.html`.
 */
export const contentManagerAddress = "/admin/"

/** The offline plugin's app shell: a page Gatsby builds, never one a visitor opens by address. */
export const appShellAddress = "/offline-plugin-app-shell-fallback/"

/** Gatsby's own development 404 page, which a production build does not write. */
const isDevelopmentPage = (address: string) => address.startsWith("/dev-404-page")

/** The 404 pages, in either language and form (`/404.html`, `/en/404/`). */
export const isNotFoundPage = (address: string): boolean => /(^|\/)404(\.html|\/)?$/.test(address)

/** Gatsby's page list, as this module keeps it. */
export const builtPagesOf = (nodes: readonly SitePageNode[]): BuiltPage[] =>
  nodes
    .filter(node => !isDevelopmentPage(node.path))
    .map((node): BuiltPage => ({
      address: node.path,
      language: node.pageContext?.language === "en" ? "en" : "pl",
      template: node.componentChunkName,
      hidden: Boolean(node.pageContext?.hidden),
    }))
    .sort((a, b) => a.address.localeCompare(b.address))

/**
 * The pages the sitemap lists: not hidden, not a 404 page, not the app shell, and never the
 * content manager (built apart, at /admin/), whatever makes it.
 */
export const isListed = (page: { address: string; hidden?: boolean }): boolean =>
  !page.hidden &&
  !page.address.startsWith("/admin") &&
  !isNotFoundPage(page.address) &&
  !isDevelopmentPage(page.address) &&
  page.address !== appShellAddress

/** A page a visitor opens: everything but the offline plugin's app shell. */
export const isVisitorPage = (page: { address: string }): boolean =>
  page.address !== appShellAddress

/**
 * Where Gatsby writes a page (relative to `public/`): `/kontakt` and `/kontakt/` in
 * `kontakt/index.html`, `/404.html` as it is.
 */
export const gatsbyFile = (address: string): string => {
  const relative = address.replace(/^\//, "")
  if (relative.endsWith(".html")) return relative
  return relative === "" || relative.endsWith("/")
    ? `${relative}index.html`
    : `${relative}/index.html`
}

/**
 * Where the deployed site keeps a page so that both servers answer its address with no redirect
 * (relative to `dist/`): hosts answer `/x` from `x.html` and `/x/` from `x/index.html`.
 */
export const servedFile = (address: string): string => {
  const relative = address.replace(/^\//, "")
  if (relative.endsWith(".html")) return relative
  return relative === "" || relative.endsWith("/") ? `${relative}index.html` : `${relative}.html`
}

/**
 * The pages of the last build, from `.cache/build-records/pages.json`. Fails, saying how to get
 * it, when there is no build, and when the list is empty.
 */
export const readBuiltPages = (root = "."): BuiltPage[] => {
  const file = path.resolve(root, pageListFile)
  if (!fs.existsSync(file))
    throw new Error(
      `${pageListFile} is missing: it is written at the end of \`gatsby build\` ` +
        `(src/gatsby-node/build-checks.ts); run npm run build first`
    )
  const pages = JSON.parse(fs.readFileSync(file, "utf8")) as BuiltPage[]
  if (!pages.length) throw new Error(`${pageListFile} lists no page`)
  return pages
}

/** Writes Gatsby's page list where readBuiltPages finds it. */
export const writeBuiltPages = (nodes: readonly SitePageNode[], root = "."): BuiltPage[] => {
  const pages = builtPagesOf(nodes)
  fs.mkdirSync(path.resolve(root, buildRecordsDir), { recursive: true })
  fs.writeFileSync(path.resolve(root, pageListFile), `${JSON.stringify(pages, null, 1)}\n`)
  return pages
}
