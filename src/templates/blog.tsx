import React from "react"
import { graphql, type HeadFC, type PageProps } from "gatsby"
import styled from "styled-components"
import { useTranslation } from "react-i18next"
import { Layout } from "../components/layout/layout"
import { PageHead } from "../components/seo/page-head"
import { BalancedGrid } from "../components/ui/balanced-grid"
import { ClosingCta } from "../components/ui/closing-cta"
import { Container, Section } from "../components/ui/container"
import { PageHeader } from "../components/ui/page-header"
import { CategoryIntro, categoryServices } from "../features/blog/category-intro"
import { CategoryNav } from "../features/blog/category-nav"
import { PostCard } from "../features/blog/post-card"
import { PaginationNav } from "../features/blog/pagination-nav"
import type { BlogListId } from "../features/blog/pagination"
import { absoluteUrl } from "../config/site"
import { listPagePath } from "../i18n/paths"
import { ServiceLinks } from "../features/services/service-links"
import { fill } from "../i18n/fill"
import { localeContent } from "../i18n/locale-data"
import type { PageContext } from "../i18n/page-context"
import type { BlogCategory } from "../routes"
import { theme } from "../styles/theme"

type Data = Queries.BlogPageQuery
type BlogContext = PageContext & {
  category: BlogCategory | null
  /** This page of the list, 1-based, and how many it has. */
  page: number
  pageCount: number
}

/** The list this page belongs to: all posts, or one category's. */
const listOf = ({ category }: BlogContext): BlogListId => (category ? `blog-${category}` : "blog")

const Empty = styled.p`
  font-size: ${theme.fontSizes.lg};
  color: ${theme.colors.inkSoft};
`

/**
 * The blog list, or one category's list: the same cards, filtered, 12 a page. A category's page
 * also introduces the topic and links to the matching services.
 */
const BlogPage = ({ data, pageContext }: PageProps<Data, BlogContext>) => {
  const { t } = useTranslation("common")
  const blogStrings = localeContent(data.locales, "blog")
  const { header } = blogStrings
  const { category, language, page, pageCount } = pageContext
  // Category pages only: the introductions have a namespace of their own.
  const topics = category ? localeContent(data.locales, "blog-categories") : null
  const posts = data.posts.nodes
  return (
    <Layout>
      <PageHeader
        eyebrow={category ? `${header.category} ${t(`blog.category.${category}`)}` : undefined}
        title={header.title}
        text={header.text}
      />
      <Section>
        <Container>
          <CategoryNav current={category} strings={blogStrings} />
          {category && topics && <CategoryIntro intro={topics[`intro.${category}`]} />}
          {posts.length === 0 ? (
            <Empty>{header.empty}</Empty>
          ) : (
            <BalancedGrid $count={posts.length} $columns={2}>
              {posts.map(post => (
                <PostCard key={post.fields?.path} post={post} />
              ))}
            </BalancedGrid>
          )}
          <PaginationNav
            page={page}
            pageCount={pageCount}
            pathOf={number => listPagePath(listOf(pageContext), language, number)}
            strings={blogStrings}
          />
          {category && topics && (
            <ServiceLinks
              id="category-services"
              title={topics["services.title"]}
              text={topics["services.text"]}
              services={categoryServices[category]}
            />
          )}
        </Container>
      </Section>
      <ClosingCta
        title={blogStrings["post.ctaTitle"]}
        text={blogStrings["post.ctaText"]}
        ctaText={blogStrings["post.ctaButton"]}
      />
    </Layout>
  )
}

export default BlogPage

export const Head: HeadFC<Data, BlogContext> = ({ data, pageContext }) => {
  const blog = localeContent(data.locales, "blog")
  const common = localeContent(data.locales, "common")
  const { seo } = blog
  const { category, language, page, pageCount } = pageContext
  const listTitle = category ? `${common[`blog.category.${category}`]} – ${seo.title}` : seo.title
  const pathOf = (number: number) => listPagePath(listOf(pageContext), language, number)
  return (
    <PageHead
      locales={data.locales}
      pageContext={pageContext}
      title={page > 1 ? fill(blog["pagination.title"], { title: listTitle, page }) : listTitle}
    >
      {page > 1 && <link rel="prev" href={absoluteUrl(pathOf(page - 1))} />}
      {page < pageCount && <link rel="next" href={absoluteUrl(pathOf(page + 1))} />}
    </PageHead>
  )
}

export const query = graphql`
  query BlogPage(
    $language: String!
    $ns: [String!]!
    $categories: [String!]!
    $skip: Int!
    $limit: Int!
  ) {
    ...PageLocales
    posts: allBlogPost(
      filter: { fields: { language: { eq: $language }, category: { in: $categories } } }
      # Newest first; posts of one day in address order, so each post has one page.
      sort: [{ frontmatter: { date: DESC } }, { fields: { path: ASC } }]
      skip: $skip
      limit: $limit
    ) {
      nodes {
        ...PostCardData
      }
    }
  }
`
