import type { CreatePagesArgs } from "gatsby"
import type { Language } from "../i18n/languages"
import { createPageContext } from "../i18n/page-context"
import { company } from "../config/company"
import { postBodySlice, relatedPosts, translations } from "../features/blog/posts"
import { postSharePage } from "../features/share-image/pages"
import type { Person } from "../features/proof/proof"
import type { ProofEntries } from "../features/proof/collect"
import { template, withProofStrings } from "./shared"
import type { ShareImages } from "./share-images"
import type { BlogPost } from "./blog-pages"

/**
 * A post's author: the team member its `author` names; in the demo build, a post without one
 * gets a demo member in turn. Null shows the company as the author.
 */
export const authorOf = (
  post: { author: string | null; language: Language },
  index: number,
  team: Record<Language, Person[]>
): Person | null => {
  const members = team[post.language]
  if (post.author) return members.find(member => member.id === post.author) ?? null
  const demoMembers = members.filter(member => member.demo)
  return demoMembers.length ? (demoMembers[index % demoMembers.length] ?? null) : null
}

/** Each post's page, with its translations, two related posts and its author. */
export const createPostPages = (
  { actions, reporter }: Pick<CreatePagesArgs, "actions" | "reporter">,
  posts: BlogPost[],
  proof: ProofEntries,
  share: ShareImages
) => {
  const { alternates, warnings } = translations(posts)
  for (const warning of warnings) reporter.warn(warning)
  const related = relatedPosts(posts)

  for (const [index, post] of posts.entries()) {
    const [relatedA = null, relatedB = null] = related.get(post.id) ?? []
    const author = authorOf(post, index, proof.team)
    // The article text is a slice: its HTML stays out of the page data that prefetching downloads.
    const bodySlice = `post-body-${post.id}`
    actions.createSlice({
      id: bodySlice,
      component: template("post-body"),
      context: { id: post.id },
    })
    actions.createPage({
      path: post.path,
      component: template("blog-post"),
      slices: { [postBodySlice]: bodySlice },
      context: {
        ...withProofStrings(
          createPageContext({
            language: post.language,
            pagePath: post.path,
            alternates: alternates.get(post.id) ?? {},
            ns: "blog",
            languageFallback: "blog",
          }),
          author
        ),
        id: post.id,
        shareImage: share.add(postSharePage(post, share.read, company.brand)),
        category: post.category,
        // Looked up one by one: a list query would make every post page depend on every post.
        relatedA,
        relatedB,
        ...(author && { author }),
      },
    })
  }
}
