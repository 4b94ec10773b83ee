import type { CreatePagesArgs } from "gatsby"
import { blogCategories } from "../routes"
import { isLanguage } from "../i18n/languages"
import { createPageContext } from "../i18n/page-context"
import { company } from "../config/company"
import { findCollisions, isBlogCategory, type PostEntry } from "../features/blog/posts"
import { planListPages } from "../features/blog/pagination"
import { routeSharePage } from "../features/share-image/pages"
import { dataOf, stopsOn, template } from "./shared"
import type { ShareImages } from "./share-images"

export type BlogPost = PostEntry & { title: string; author: string | null }

/** The blog's posts; null when the build stops (a failed query, two posts at one address). */
export const readPosts = async ({
  graphql,
  reporter,
}: Pick<CreatePagesArgs, "graphql" | "reporter">): Promise<BlogPost[] | null> => {
  const result = await graphql<Queries.BlogPostsQuery>(`
    query BlogPosts {
      allBlogPost {
        nodes {
          id
          fields {
            language
            category
            slug
            path
            file
          }
          frontmatter {
            title
            translationKey
            date(formatString: "YYYY-MM-DD")
            author
          }
        }
      }
    }
  `)
  const data = dataOf(result, reporter, "the blog posts")
  if (!data) return null
  // onCreateNode stopped the build at any invalid file: these checks only narrow the types.
  const posts: BlogPost[] = data.allBlogPost.nodes.flatMap(({ id, fields, frontmatter }) =>
    isLanguage(fields.language) && isBlogCategory(fields.category)
      ? [
          {
            id,
            file: fields.file,
            language: fields.language,
            category: fields.category,
            slug: fields.slug,
            path: fields.path,
            translationKey: frontmatter.translationKey,
            date: frontmatter.date,
            title: frontmatter.title,
            author: frontmatter.author ?? null,
          },
        ]
      : []
  )
  return stopsOn(reporter, "Blog posts with errors", findCollisions(posts)) ? null : posts
}

/** Each list of the blog, 12 posts a page: page 1 at the list's address, then /strona/2, /page/2/. */
export const createBlogListPages = (
  actions: CreatePagesArgs["actions"],
  posts: readonly BlogPost[],
  share: ShareImages
) => {
  for (const list of planListPages(posts)) {
    const { routeId, language, category, page, pageCount, path: pagePath } = list
    actions.createPage({
      path: pagePath,
      component: template("blog"),
      context: {
        ...createPageContext({
          language,
          routeId,
          ...(page > 1 && { listPage: { pagePath, alternates: list.alternates } }),
        }),
        shareImage: share.add({
          ...routeSharePage(routeId, language, share.read, company.brand),
          pagePath,
        }),
        category,
        categories: category ? [category] : [...blogCategories],
        page,
        pageCount,
        skip: list.skip,
        limit: list.limit,
      },
    })
  }
}
