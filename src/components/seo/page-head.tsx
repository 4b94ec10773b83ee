import React from "react"
import { localeContent, type LocaleData } from "../../i18n/locale-data"
import type { PageContext } from "../../i18n/page-context"
import { Seo, type SeoProps } from "./seo"

type PageHeadProps = {
  locales: LocaleData
  pageContext: PageContext
} & Partial<Omit<SeoProps, "language" | "path" | "alternates">>

/**
 * Head tags of a page: its title and description from its own namespace's `seo` entry, unless
 * the page gives its own (a post, a project).
 */
export const PageHead = ({ locales, pageContext, ...overrides }: PageHeadProps) => {
  const own = localeContent(locales, pageContext.pageNs)
  const seo = "seo" in own ? own.seo : undefined
  return (
    <Seo
      language={pageContext.language}
      path={pageContext.pagePath}
      alternates={pageContext.alternates}
      title={seo?.title ?? ""}
      description={seo?.description ?? ""}
      noindex={Boolean(pageContext.hidden)}
      {...overrides}
    />
  )
}
