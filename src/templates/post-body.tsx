import React from "react"
import { graphql, type SliceComponentProps } from "gatsby"
import { siteUrl } from "../config/site"
import { markExternalLinks } from "../features/blog/external-links"
import { keepPrefixedWordsWhole, wrapTables } from "../features/blog/scrollable-tables"
import { isLanguage } from "../i18n/languages"
import { typesetHtml } from "../i18n/typeset"

type Data = Queries.PostBodyQuery
type Context = { id: string }

const language = (data: Data) => {
  const given = data.post?.fields?.language
  return isLanguage(given) ? given : undefined
}

/**
 * A post's article text, as a Gatsby slice: its HTML travels in the slice's own data file, so the
 * page data that link prefetching downloads stays small however long the post is. The page's
 * `Body` wrapper styles it.
 */
const PostBody = ({ data }: SliceComponentProps<Data, Context>) => (
  <div
    dangerouslySetInnerHTML={{
      __html: keepPrefixedWordsWhole(
        wrapTables(markExternalLinks(typesetHtml(data.post?.html ?? "", language(data)), siteUrl))
      ),
    }}
  />
)

export default PostBody

export const query = graphql`
  query PostBody($id: String!) {
    post: blogPost(id: { eq: $id }) {
      html
      fields {
        language
      }
    }
  }
`
