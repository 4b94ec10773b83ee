import { absoluteUrl, siteUrl } from "../config/site"
import { defaultLanguage, languages } from "../i18n/languages"
import type { Alternates } from "../i18n/paths"

type SitemapPage = {
  path: string
  pageContext?: { alternates?: Alternates; hidden?: boolean } | null
}

type SitemapQuery = { allSitePage: { nodes: SitemapPage[] } }

/** hreflang links of one page: each language it exists in, and x-default (Polish). */
const sitemapLinks = (alternates: Alternates = {}) => {
  const links = languages
    .filter(language => alternates[language])
    .map(language => ({ lang: language, url: absoluteUrl(alternates[language] as string) }))
  const fallback = alternates[defaultLanguage]
  return fallback ? [...links, { lang: "x-default", url: absoluteUrl(fallback) }] : links
}

/** The content manager (built apart, at /admin/) never belongs in the sitemap, whatever makes it. */
const isListed = (page: SitemapPage) =>
  !page.pageContext?.hidden &&
  !page.path.startsWith("/admin") &&
  !/(^|\/)404(\.html|\/)?$/.test(page.path) &&
  !page.path.startsWith("/dev-404-page") &&
  !page.path.startsWith("/offline-plugin-app-shell-fallback")

export const sitemapOptions = {
  query: `{ allSitePage { nodes { path pageContext } } }`,
  resolveSiteUrl: () => siteUrl,
  // In address order: the pages' own order moves an edited post to the end, which would make a
  // new sitemap, to be compressed again, out of every edit.
  resolvePages: ({ allSitePage }: SitemapQuery) =>
    allSitePage.nodes.filter(isListed).sort((a, b) => a.path.localeCompare(b.path)),
  serialize: ({ path, pageContext }: SitemapPage) => ({
    url: path,
    links: sitemapLinks(pageContext?.alternates ?? {}),
  }),
}
