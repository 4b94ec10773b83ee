import React from "react"
import { useTranslation } from "react-i18next"
import { Container } from "../../components/ui/container"
import { Body, Header, Meta } from "../../features/blog/post-layout"
import { readingMinutes } from "../../features/blog/posts"
import type { Language } from "../../i18n/languages"
import type { Namespaces } from "../../i18n/namespaces"
import type { BlogCategory } from "../../routes"
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
  strings: Pick<Namespaces["blog"], "post.breadcrumb" | "post.published" | "post.updated">
}

/** The post page's header and article, with the site's components (src/templates/blog-post.tsx). */
const Post = ({ language, title, category, date, updated, words, body, strings }: PostProps) => {
  const { t } = useTranslation("common")
  // One of the four: the category field offers no other.
  const categoryLabel = category ? t(`blog.category.${category as BlogCategory}`) : ""
  return (
    <article>
      <Header>
        <Container $narrow>
          {/* The trail as text: the site's breadcrumb links pages the preview cannot open. */}
          <nav aria-label={strings["post.breadcrumb"]}>
            {t("nav.blog")}
            {categoryLabel && ` / ${categoryLabel}`}
          </nav>
          <h1>{title}</h1>
          <Meta>
            {categoryLabel && (
              <span>
                {t("blog.categoryLabel")} {categoryLabel}
              </span>
            )}
            {date && (
              <span>
                {strings["post.published"]}{" "}
                <time dateTime={date}>{displayDate(date, language)}</time>
              </span>
            )}
            {updated && (
              <span>
                {strings["post.updated"]}{" "}
                <time dateTime={updated}>{displayDate(updated, language)}</time>
              </span>
            )}
            <span>{t("blog.readingTime", { count: readingMinutes(words) })}</span>
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
          strings={strings[language].blog}
        />
      </PreviewFrame>
    )
  }
