import React from "react"
import { graphql, Slice, type HeadFC, type PageProps } from "gatsby"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { Breadcrumb } from "../components/ui/breadcrumb"
import { ClosingCta } from "../components/ui/closing-cta"
import { Container } from "../components/ui/container"
import { PostCard } from "../features/blog/post-card"
import { Body, Header, HeaderArt, Meta, Reading, Related } from "../features/blog/post-layout"
import { Toc } from "../components/ui/toc"
import { PostSide } from "../features/blog/post-side"
import { blogPostingLd } from "../features/blog/post-structured-data"
import { PostAuthor } from "../features/proof/post-author"
import type { Person } from "../features/proof/proof"
import { readingMinutes } from "../features/blog/posts"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import type { BlogCategory } from "../routes"
import { typeset } from "../i18n/typeset"
import { PostArt } from "../components/illustrations/post-art"
import { pictureOf } from "../components/illustrations/post-pictures"

type Data = Queries.BlogPostPageQuery
type PostContext = PageContext & {
  id: string
  category: BlogCategory
  relatedA: string | null
  relatedB: string | null
  /** The team member the post names (gatsby-node); without one the company is the author. */
  author?: Person
}

const BlogPostPage = ({ data, pageContext }: PageProps<Data, PostContext>) => {
  const { t } = useTranslation("common")
  const strings = localeContent(data.locales, "blog")
  const { category } = pageContext
  const post = data.post
  const title = post?.frontmatter?.title ?? ""
  const published = post?.frontmatter?.date ?? ""
  const updated = post?.frontmatter?.updated
  const headings = (post?.headings ?? []).filter(heading => heading?.id && heading.value)
  // Chosen by gatsby-node (relatedPosts): the post's neighbours in its category, then others.
  const related = [data.relatedA, data.relatedB].filter(item => item !== null)
  const categoryLabel = t(`blog.category.${category}`)
  const picture = pictureOf(category, post?.frontmatter?.picture)
  return (
    <Layout>
      <article>
        <Header>
          <Reading>
            <Breadcrumb label={strings["post.breadcrumb"]} parents={["blog", `blog-${category}`]} />
            <h1>{typeset(title)}</h1>
            <Meta>
              <span>
                {t("blog.categoryLabel")} {categoryLabel}
              </span>
              <span>
                {strings["post.published"]}{" "}
                <time dateTime={published}>{post?.frontmatter?.displayDate}</time>
              </span>
              {updated && (
                <span>
                  {strings["post.updated"]}{" "}
                  <time dateTime={updated}>{post?.frontmatter?.displayUpdated}</time>
                </span>
              )}
              <span>
                {t("blog.readingTime", { count: readingMinutes(post?.wordCount?.words ?? 0) })}
              </span>
            </Meta>
            <PostAuthor
              author={pageContext.author}
              strings={{ label: strings["post.author"], company: strings["post.companyAuthor"] }}
            />
            <HeaderArt data-post-art={picture}>
              <PostArt picture={picture} />
            </HeaderArt>
          </Reading>
        </Header>
        <Reading>
          <PostSide
            toc={
              headings.length > 0 && (
                <Toc
                  title={strings["post.toc"]}
                  items={headings.map(heading => ({
                    id: heading?.id ?? "",
                    label: heading?.value ?? "",
                  }))}
                />
              )
            }
            strings={{
              title: strings["post.sideTitle"],
              text: strings["post.sideText"],
              link: strings["post.sideLink"],
            }}
          />
          <Body data-post-body="">
            {/* A literal alias: Gatsby finds the slices a template uses by reading its source. */}
            <Slice alias="post-body" />
          </Body>
        </Reading>
      </article>
      {related.length > 0 && (
        <Related aria-labelledby="related-title">
          <Container>
            <h2 id="related-title">{strings["post.related"]}</h2>
            <div>
              {related.map(item => (
                <PostCard key={item.fields?.path} post={item} headingLevel={3} />
              ))}
            </div>
          </Container>
        </Related>
      )}
      <ClosingCta
        title={strings["post.ctaTitle"]}
        text={strings["post.ctaText"]}
        ctaText={strings["post.ctaButton"]}
      />
    </Layout>
  )
}

export default BlogPostPage

export const Head: HeadFC<Data, PostContext> = ({ data, pageContext }) => {
  const { language, pagePath, category } = pageContext
  const frontmatter = data.post?.frontmatter
  const title = frontmatter?.title ?? ""
  const description = frontmatter?.description ?? ""
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      title={title}
      description={description}
      type="article"
      parents={["home", "blog", `blog-${category}`]}
      jsonLd={[
        blogPostingLd({
          title,
          description,
          path: pagePath,
          language,
          published: frontmatter?.date ?? "",
          updated: frontmatter?.updated,
          words: data.post?.wordCount?.words ?? 0,
          image: pageContext.shareImage,
        }),
      ]}
    >
      {frontmatter?.date && <meta property="article:published_time" content={frontmatter.date} />}
      {frontmatter?.updated && (
        <meta property="article:modified_time" content={frontmatter.updated} />
      )}
    </PageHead>
  )
}

export const query = graphql`
  query BlogPostPage(
    $id: String!
    $relatedA: String
    $relatedB: String
    $language: String!
    $ns: [String!]!
  ) {
    ...PageLocales
    post: blogPost(id: { eq: $id }) {
      frontmatter {
        title
        description
        picture
        date(formatString: "YYYY-MM-DD")
        updated(formatString: "YYYY-MM-DD")
        displayDate: date(formatString: "D MMMM YYYY", locale: $language)
        displayUpdated: updated(formatString: "D MMMM YYYY", locale: $language)
      }
      headings(depth: h2) {
        id
        value
      }
      wordCount {
        words
      }
    }
    relatedA: blogPost(id: { eq: $relatedA }) {
      ...PostCardData
    }
    relatedB: blogPost(id: { eq: $relatedB }) {
      ...PostCardData
    }
  }
`
