import { company } from "../../config/company"
import { absoluteUrl, siteUrl } from "../../config/site"
import type { Language } from "../../i18n/languages"

type BlogPostingInput = {
  title: string
  description: string
  path: string
  language: Language
  published: string
  updated?: string | null
  words: number
  /** The post's share image, a path on this site. */
  image?: string
}

export const blogPostingLd = (post: BlogPostingInput) => ({
  "@context": "https://schema.org",
  "@type": "BlogPosting",
  headline: post.title,
  description: post.description,
  url: absoluteUrl(post.path),
  mainEntityOfPage: absoluteUrl(post.path),
  inLanguage: post.language,
  datePublished: post.published,
  dateModified: post.updated || post.published,
  wordCount: post.words,
  ...(post.image && { image: absoluteUrl(post.image) }),
  author: { "@type": "Organization", name: company.brand, url: siteUrl },
  publisher: {
    "@type": "Organization",
    name: company.brand,
    logo: { "@type": "ImageObject", url: absoluteUrl("/images/logo.png"), width: 378, height: 28 },
  },
})
