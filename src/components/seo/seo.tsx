import React from "react"
import { company } from "../../config/company"
import { absoluteUrl } from "../../config/site"
import { shareImageSize, shareImageType } from "../../config/share-image"
import { defaultLanguage, languages, localeOf, type Language } from "../../i18n/languages"
import type { Alternates } from "../../i18n/paths"

export type SeoProps = {
  language: Language
  title: string
  description: string
  /** Canonical path of the page. */
  path: string
  alternates: Alternates
  type?: "website" | "article"
  /** The page's share image (1200x630 PNG), a path on this site. */
  image?: string
  noindex?: boolean
  jsonLd?: ReadonlyArray<Record<string, unknown>>
  children?: React.ReactNode
}

const fullTitle = (title: string): string =>
  title.includes(company.brand) ? title : `${title} | ${company.brand}`

/** Every head tag of a page. Rendered only from a page's `Head` export. */
export const Seo = ({
  language,
  title,
  description,
  path,
  alternates,
  type = "website",
  image,
  noindex = false,
  jsonLd = [],
  children,
}: SeoProps) => {
  const url = absoluteUrl(path)
  const others = languages.filter(other => other !== language && alternates[other])
  const xDefault = alternates[defaultLanguage]
  const pageTitle = fullTitle(title)
  return (
    <>
      <html lang={language} />
      <title>{pageTitle}</title>
      <meta name="description" content={description} />
      {noindex ? (
        <meta name="robots" content="noindex, follow" />
      ) : (
        <link rel="canonical" href={url} />
      )}
      {!noindex &&
        languages
          .filter(lang => alternates[lang])
          .map(lang => (
            <link
              key={lang}
              rel="alternate"
              hrefLang={lang}
              href={absoluteUrl(alternates[lang] as string)}
            />
          ))}
      {!noindex && xDefault && (
        <link rel="alternate" hrefLang="x-default" href={absoluteUrl(xDefault)} />
      )}
      <meta property="og:type" content={type} />
      <meta property="og:site_name" content={company.brand} />
      <meta property="og:url" content={url} />
      <meta property="og:title" content={pageTitle} />
      <meta property="og:description" content={description} />
      {image && (
        <>
          <meta property="og:image" content={absoluteUrl(image)} />
          <meta property="og:image:type" content={shareImageType} />
          <meta property="og:image:width" content={String(shareImageSize.width)} />
          <meta property="og:image:height" content={String(shareImageSize.height)} />
          {/* The image shows the page's title and the brand. */}
          <meta property="og:image:alt" content={pageTitle} />
        </>
      )}
      <meta property="og:locale" content={localeOf[language]} />
      {others.map(other => (
        <meta key={other} property="og:locale:alternate" content={localeOf[other]} />
      ))}
      <meta name="twitter:card" content="summary_large_image" />
      <meta name="twitter:title" content={pageTitle} />
      <meta name="twitter:description" content={description} />
      {image && <meta name="twitter:image" content={absoluteUrl(image)} />}
      {image && <meta name="twitter:image:alt" content={pageTitle} />}
      {jsonLd.map((entry, index) => (
        <script
          key={index}
          type="application/ld+json"
          // JSON-LD must be raw JSON; `<` is escaped so content cannot close the script.
          dangerouslySetInnerHTML={{ __html: JSON.stringify(entry).replace(/</g, "\\u003c") }}
        />
      ))}
      {children}
    </>
  )
}
