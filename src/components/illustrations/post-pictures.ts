import type { BlogCategory } from "../../routes"

/**
 * The drawings a post's card can open on: one per topic, so posts of one category need not share
 * a picture. A post names one in its frontmatter (`picture`), else it gets its category's.
 */
export const postPictures = [
  "websites",
  "apps",
  "stack",
  "design",
  "speed",
  "accessibility",
  "compare",
] as const

export type PostPicture = (typeof postPictures)[number]

/** A post's picture when it names none: its category's. */
export const categoryPictures: Record<BlogCategory, PostPicture> = {
  websites: "websites",
  apps: "apps",
  technologies: "stack",
  "web-design": "design",
}

export const pictureOf = (category: BlogCategory, picture?: string | null): PostPicture =>
  postPictures.find(item => item === picture) ?? categoryPictures[category]
