import React from "react"
import { namespaceData, type LocaleData } from "../../i18n/locale-data"
import type { PageContext } from "../../i18n/page-context"
import { Seo, type SeoProps } from "./seo"

type PageHeadProps = {
  locales: LocaleData
  pageContext: PageContext
} & Partial<Omit<SeoProps, "language" | "path" | "alternates">>

type SeoEntry = { title?: string; description?: string }

/** Head tags of a page whose own namespace carries a `seo` entry. */
export const PageHead = ({ locales, pageContext, ...overrides }: PageHeadProps) => {
  const seo = (namespaceData(locales, pageContext.pageNs).seo ?? {}) as SeoEntry
  return (
    <Seo
      language={pageContext.language}
      path={pageContext.pagePath}
      alternates={pageContext.alternates}
      title={seo.title ?? ""}
      description={seo.description ?? ""}
      noindex={Boolean(pageContext.hidden)}
      {...overrides}
    />
  )
}
