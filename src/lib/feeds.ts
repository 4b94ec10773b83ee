import { company } from "../config/company"
import type { Language } from "../i18n/languages"

type FeedNode = {
  html: string
  fields: { path: string }
  frontmatter: { title: string; description: string; date: string }
}

type FeedQuery = {
  query: { site: { siteMetadata: { siteUrl: string } }; allBlogPost: { nodes: FeedNode[] } }
}

const titles: Record<Language, { title: string; description: string; output: string }> = {
  pl: {
    title: `${company.brand} – blog`,
    description: "Porady, trendy i inspiracje: strony i aplikacje internetowe dla firm.",
    output: "/rss.xml",
  },
  en: {
    title: `${company.brand} – blog`,
    description: "Advice, trends and inspiration on websites and web applications for businesses.",
    output: "/en/rss.xml",
  },
}

/**
 * The newest posts a feed carries. Readers poll a feed and show what is new since they last
 * looked: a feed of every post, full text and all, grows by each post's text (7 MB at 1,000
 * posts) and is written and compressed again whenever any post in it changes.
 */
const feedPosts = 20

/** One RSS feed per language: `/rss.xml` (Polish) and `/en/rss.xml` (English), newest first. */
export const feed = (language: Language) => ({
  ...titles[language],
  language,
  serialize: ({ query: { site, allBlogPost } }: FeedQuery) =>
    allBlogPost.nodes.map(node => ({
      title: node.frontmatter.title,
      description: node.frontmatter.description,
      date: node.frontmatter.date,
      url: site.siteMetadata.siteUrl + node.fields.path,
      guid: site.siteMetadata.siteUrl + node.fields.path,
      custom_elements: [{ "content:encoded": node.html }],
    })),
  query: `{
    allBlogPost(
      filter: { fields: { language: { eq: "${language}" } } }
      sort: { frontmatter: { date: DESC } }
      limit: ${feedPosts}
    ) {
      nodes {
        html
        fields { path }
        frontmatter { title description date }
      }
    }
  }`,
})
