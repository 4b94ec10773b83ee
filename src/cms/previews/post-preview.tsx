import React from "react"
import { useTranslation } from "react-i18next"
import { Container } from "../../components/ui/container"
import { Body, Header, Meta } from "../../features/blog/post-layout"
import { readingMinutes } from "../../features/blog/posts"
import type { Language } from "../../i18n/languages"
import {
  PreviewFrame,
  previewLanguage,
  type PreviewProps,
  type PreviewStrings,
} from "./preview-frame"

/** "8 kwietnia 2025" / "8 April 2025", as the site formats dates at build time. */
export const displayDate = (date: string, language: Language): string => {
  const parsed = new Date(`${date}T00:00:00Z`)
  if (Number.isNaN(parsed.getTime())) return date
  return new Intl.DateTimeFormat(language === "en" ? "en-GB" : "pl-PL", {
    day: "numeric",
    month: "long",
    year: "numeric",
    timeZone: "UTC",
  }).format(parsed)
}

type PostProps = {
  language: Language
  title: string
  category: string
  date: string
  updated: string
  words: number
  body: React.ReactNode
}

/** The post page's header and article, with the site's components (src/templates/blog-post.tsx). */
const Post = ({ language, title, category, date, updated, words, body }: PostProps) => {
  const { t } = useTranslation("blog")
  const { t: tc } = useTranslation("common")
  const categoryLabel = category ? tc(`blog.category.${category}`) : ""
  return (
    <article>
      <Header>
        <Container $narrow>
          {/* The trail as text: the site's breadcrumb links pages the preview cannot open. */}
          <nav aria-label={t("post.breadcrumb")}>
            {tc("nav.blog")}
            {categoryLabel && ` / ${categoryLabel}`}
          </nav>
          <h1>{title}</h1>
          <Meta>
            {categoryLabel && (
              <span>
                {tc("blog.categoryLabel")} {categoryLabel}
              </span>
            )}
            {date && (
              <span>
                {t("post.published")} <time dateTime={date}>{displayDate(date, language)}</time>
              </span>
            )}
            {updated && (
              <span>
                {t("post.updated")} <time dateTime={updated}>{displayDate(updated, language)}</time>
              </span>
            )}
            <span>{tc("blog.readingTime", { count: readingMinutes(words) })}</span>
          </Meta>
        </Container>
      </Header>
      <Container $narrow>
        <Body>{body}</Body>
      </Container>
    </article>
  )
}

/** Decap preview template for blog posts. */
export const postPreview = (strings: PreviewStrings) =>
  function PostPreview({ entry, widgetFor, document }: PreviewProps) {
    const language = previewLanguage(entry)
    const field = (name: string) => String(entry.getIn(["data", name]) ?? "")
    const words = field("body").split(/\s+/).filter(Boolean).length
    return (
      <PreviewFrame document={document} language={language} strings={strings}>
        <Post
          language={language}
          title={field("title")}
          category={field("category")}
          date={field("date")}
          updated={field("updated")}
          words={words}
          body={widgetFor("body")}
        />
      </PreviewFrame>
    )
  }
