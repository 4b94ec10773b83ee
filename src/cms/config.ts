import { defaultLanguage, languages } from "../i18n/languages"
import { aboutCollections, aboutFormats } from "./collections/about"
import { blogCollection, categoryLabels, postFields, postFormat } from "./collections/blog"
import { companyCollection, companyFormat } from "./collections/company"
import { localeCollections, localeFormat, type LocaleFiles } from "./collections/locales"
import { pricingCollection } from "./collections/pricing"
import { portfolioCollection, projectFormat } from "./collections/portfolio"
import type { CollectionEditorFields } from "../collections/editor"
import { orderedJsonFormat } from "./json-format"
import { markdownFormat } from "./markdown-format"
import type { CmsConfig, Formatter } from "./types"

/** What the CMS configuration is made from: the repository's own files and a few settings. */
export type CmsSources = {
  locales: LocaleFiles
  company: Record<string, unknown>
  siteUrl: string
  /** GitHub repository, `owner/name`, and the branch editors publish to. */
  repo: string
  branch: string
  /**
   * An external OAuth client that signs editors in to GitHub (`CMS_OAUTH_BASE_URL`), and its
   * sign-in path (`CMS_OAUTH_ENDPOINT`). Unset, the site's own Pages Functions do it.
   */
  oauthBaseUrl?: string
  oauthEndpoint?: string
  /** Each collection's fields, read from its definition at build time (src/collections/editor.ts). */
  fields: CollectionEditorFields
}

/** The site's own sign-in, a Cloudflare Pages Function: functions/admin/auth.ts. */
export const ownAuthEndpoint = "admin/auth"

/**
 * Where the GitHub sign-in pop-up goes. By default the origin the admin is open on, which is the
 * origin that serves the Pages Functions: Decap accepts the token only from exactly `base_url`'s
 * origin, so the address the admin was opened at (`www.` or not, a preview deploy's
 * `*.pages.dev`) must be the one, not `GATSBY_SITE_URL`. A set `CMS_OAUTH_BASE_URL` overrides it
 * (self-hosted sites: docs/serving-and-deploy.md).
 */
export const oauthBackend = (sources: CmsSources, origin: string) =>
  sources.oauthBaseUrl
    ? {
        base_url: sources.oauthBaseUrl,
        ...(sources.oauthEndpoint ? { auth_endpoint: sources.oauthEndpoint } : {}),
      }
    : { base_url: origin, auth_endpoint: sources.oauthEndpoint || ownAuthEndpoint }

/**
 * The Decap CMS configuration, generated so that it cannot drift from the site: languages from
 * src/i18n/languages.ts, blog categories from src/routes.ts, validation from the build's own rules,
 * one collection per locale namespace found in locales/. `origin` is the admin's own origin
 * (`window.location.origin`), where the GitHub sign-in is served.
 */
export const cmsConfig = (sources: CmsSources, origin: string = sources.siteUrl): CmsConfig => ({
  load_config_file: false,
  backend: {
    name: "github",
    repo: sources.repo,
    branch: sources.branch,
    ...oauthBackend(sources, origin),
  },
  // Used only when the admin is opened on localhost and `npm run cms` runs decap-server.
  local_backend: true,
  site_url: sources.siteUrl,
  display_url: sources.siteUrl,
  logo_url: "/images/logo.svg",
  media_folder: "static/images/uploads",
  public_folder: "/images/uploads",
  slug: { encoding: "ascii", clean_accents: true, sanitize_replacement: "-" },
  i18n: { structure: "multiple_folders", locales: [...languages], default_locale: defaultLanguage },
  collections: [
    blogCollection(
      sources.fields.blog,
      categoryLabels({ pl: sources.locales.pl.common, en: sources.locales.en.common })
    ),
    portfolioCollection(sources.fields.portfolio),
    ...aboutCollections(sources.fields),
    ...localeCollections(sources.locales),
    companyCollection,
    pricingCollection(sources.fields.pricing),
  ],
})

/** The file formats the collections name, each writing files the way the repository has them. */
export const cmsFormats = (
  sources: Pick<CmsSources, "locales" | "company" | "fields">
): { name: string; extension: string; formatter: Formatter }[] => [
  {
    name: postFormat,
    extension: "md",
    formatter: markdownFormat(postFields(sources.fields.blog, {}).map(f => f.name)),
  },
  {
    name: projectFormat,
    extension: "md",
    formatter: markdownFormat(sources.fields.portfolio.map(f => f.name)),
  },
  ...aboutFormats(sources.fields).map(({ name, fields }) => ({
    name,
    extension: "md",
    formatter: markdownFormat(fields.map(f => f.name)),
  })),
  ...Object.entries(sources.locales.pl).map(([ns, template]) => ({
    name: localeFormat(ns),
    extension: "json",
    formatter: orderedJsonFormat(template),
  })),
  { name: companyFormat, extension: "json", formatter: orderedJsonFormat(sources.company) },
]
