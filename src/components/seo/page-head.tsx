import React from "react"
import type { HeadFC } from "gatsby"
import { localeContent, type LocaleData } from "../../i18n/locale-data"
import type { PageContext } from "../../i18n/page-context"
import type { LabelledRoute } from "../../i18n/route-labels"
import { Seo, type SeoProps } from "./seo"
import { breadcrumbLd } from "./structured-data"

type PageHeadProps = {
  locales: LocaleData
  pageContext: PageContext
  /** The pages above this one, for its breadcrumb in structured data. */
  parents?: readonly LabelledRoute[]
  /** The page's name in that breadcrumb (default: its title). */
  name?: string
} & Partial<Omit<SeoProps, "language" | "path" | "alternates">>

/**
 * Head tags of a page: its title and description from its own namespace's `seo` entry, unless
 * the page gives its own (a post, a project), and its structured data.
 */
export const PageHead = ({
  locales,
  pageContext,
  parents,
  name,
  jsonLd = [],
  ...overrides
}: PageHeadProps) => {
  const { language, pagePath } = pageContext
  const own = localeContent(locales, pageContext.pageNs)
  const seo = "seo" in own ? own.seo : undefined
  const title = overrides.title ?? seo?.title ?? ""
  const breadcrumb = parents
    ? [
        breadcrumbLd(localeContent(locales, "common"), language, parents, {
          name: name ?? title,
          path: pagePath,
        }),
      ]
    : []
  return (
    <Seo
      language={language}
      path={pagePath}
      alternates={pageContext.alternates}
      description={seo?.description ?? ""}
      noindex={Boolean(pageContext.hidden)}
      image={pageContext.shareImage}
      {...overrides}
      title={title}
      jsonLd={[...jsonLd, ...breadcrumb]}
    />
  )
}

/** The `Head` of a page that its namespace's `seo` entry describes: re-exported by its template. */
export const Head: HeadFC<{ locales: LocaleData }, PageContext> = ({ data, pageContext }) => (
  <PageHead locales={data.locales} pageContext={pageContext} />
)
