/** A valid post's frontmatter, as in `content/blog/en/websites/types-of-websites.md`. */
export const samplePost = {
  title: "Types of websites",
  description:
    "Company websites, landing pages, one-page sites, shops and portals: which kind of website fits which goal, and what each one costs to build and to run",
  date: "2025-04-08",
  category: "websites",
  translationKey: "types-of-websites",
}
