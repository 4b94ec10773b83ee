import { absoluteUrl, siteUrl } from "../config/site"
import { defaultLanguage, languages } from "../i18n/languages"
import type { Alternates } from "../i18n/paths"
import { isListed } from "./built-pages"

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

export const sitemapOptions = {
  query: `{ allSitePage { nodes { path pageContext } } }`,
  resolveSiteUrl: () => siteUrl,
  // In address order: the pages' own order moves an edited post to the end, which would make a
  // new sitemap, to be compressed again, out of every edit.
  resolvePages: ({ allSitePage }: SitemapQuery) =>
    allSitePage.nodes
      .filter(page => isListed({ address: page.path, hidden: page.pageContext?.hidden }))
      .sort((a, b) => a.path.localeCompare(b.path)),
  serialize: ({ path, pageContext }: SitemapPage) => ({
    url: path,
    links: sitemapLinks(pageContext?.alternates ?? {}),
  }),
}
