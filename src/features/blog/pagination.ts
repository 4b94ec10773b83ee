import { blogCategories, postsPerPage, routes, type BlogCategory, type Route } from "../../routes"
import { languages, type Language } from "../../i18n/languages"
import { listPagePath, listPagesPrefix, normalizePath, type Alternates } from "../../i18n/paths"

/** The blog's lists: all posts, and each category's. */
export type BlogListId = "blog" | `blog-${BlogCategory}`
export const blogListIds: readonly BlogListId[] = [
  "blog",
  ...blogCategories.map(category => `blog-${category}` as const),
]

const categoryOf = (id: BlogListId): BlogCategory | null => (routes[id] as Route).category ?? null

type ListedPost = { language: Language; category: BlogCategory }

/** One page of a list, as gatsby-node creates it and the template reads it. */
type ListPage = {
  routeId: BlogListId
  language: Language
  category: BlogCategory | null
  /** 1-based. */
  page: number
  pageCount: number
  path: string
  /** The same page number of the same list in each language that has it. */
  alternates: Alternates
  /** The query's window: the posts of this page, newest first. */
  skip: number
  limit: number
}

/** How many pages a list of this many posts fills: one at least, for "No posts available". */
export const pageCountOf = (posts: number, perPage = postsPerPage): number =>
  Math.max(1, Math.ceil(posts / perPage))

/**
 * Every page of every blog list in every language. Page 1 is the list's own address and pairs
 * with the other language's list; a later page pairs only with the same page number in the other
 * language, where that exists, so hreflang never points at a page that is not there.
 */
export const planListPages = (posts: readonly ListedPost[], perPage = postsPerPage): ListPage[] =>
  blogListIds.flatMap(routeId => {
    const category = categoryOf(routeId)
    const counts = Object.fromEntries(
      languages.map(language => [
        language,
        pageCountOf(
          posts.filter(
            post => post.language === language && (!category || post.category === category)
          ).length,
          perPage
        ),
      ])
    ) as Record<Language, number>
    return languages.flatMap(language =>
      Array.from({ length: counts[language] }, (_, index) => {
        const page = index + 1
        const alternates: Alternates = Object.fromEntries(
          languages
            .filter(other => page <= counts[other])
            .map(other => [other, listPagePath(routeId, other, page)])
        )
        return {
          routeId,
          language,
          category,
          page,
          pageCount: counts[language],
          path: listPagePath(routeId, language, page),
          alternates,
          skip: index * perPage,
          limit: perPage,
        }
      })
    )
  })

/**
 * The page numbers a pagination bar shows: the first, the last, and the current one with its
 * neighbours; `null` stands for the numbers left out between them.
 */
export const pageNumbers = (page: number, pageCount: number): (number | null)[] => {
  const shown = [...new Set([1, page - 1, page, page + 1, pageCount])]
    .filter(n => n >= 1 && n <= pageCount)
    .sort((a, b) => a - b)
  return shown.flatMap((n, index) => {
    const before = shown[index - 1]
    if (before === undefined || n === before + 1) return [n]
    // A gap of one number is shown as that number: a placeholder would take as much room.
    return n === before + 2 ? [before + 1, n] : [null, n]
  })
}

/**
 * A post at an address where a list's numbered pages begin (`/blog/aplikacje/strona`,
 * `/en/blog/apps/page/`) would shadow them: the problem naming the file, or null.
 */
export const pageAddressCollision = (post: {
  file: string
  language: Language
  path: string
}): string | null => {
  const own = normalizePath(post.path)
  for (const routeId of blogListIds) {
    const prefix = normalizePath(listPagesPrefix(routeId, post.language))
    if (own === prefix || own.startsWith(`${prefix}/`))
      return (
        `${post.file}: its address ${post.path} is where the list's pages are ` +
        `(${listPagePath(routeId, post.language, 2)}, …); choose another slug or file name`
      )
  }
  return null
}

/** Whether an address is a blog list's page 2 or later (`/blog/strona/2`, `/en/blog/apps/page/3/`). */
export const isLaterListPage = (path: string): boolean => {
  const bare = normalizePath(path)
  return blogListIds.some(routeId =>
    languages.some(language => {
      const prefix = normalizePath(listPagesPrefix(routeId, language))
      return bare.startsWith(`${prefix}/`) && /^[1-9]\d*$/.test(bare.slice(prefix.length + 1))
    })
  )
}
