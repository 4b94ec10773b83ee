import React from "react"
import type { HeadFC } from "gatsby"
import { PageHead } from "../../components/seo/page-head"
import { serviceLd } from "../../components/seo/structured-data"
import { localeContent, type LocaleData } from "../../i18n/locale-data"
import type { PageContext } from "../../i18n/page-context"
import type { ServiceId } from "../../routes"

/**
 * The `Head` of a service page, re-exported by its template: its `Service` structured data (with
 * the offers an overview lists), and for a website type, the breadcrumb below the websites
 * overview.
 */
export const ServiceHead: HeadFC<{ locales: LocaleData }, PageContext<ServiceId>> = ({
  data: { locales },
  pageContext,
}) => {
  const { language, pagePath, pageNs } = pageContext
  const content = localeContent(locales, pageNs)
  const overview = "offers" in content
  return (
    <PageHead
      locales={locales}
      pageContext={pageContext}
      parents={overview ? undefined : ["home", "websites"]}
      name={content.header.title}
      jsonLd={[
        serviceLd({
          name: content.header.title,
          description: content.seo.description,
          path: pagePath,
          language,
          offers: overview ? content.offers : [],
        }),
      ]}
    />
  )
}
