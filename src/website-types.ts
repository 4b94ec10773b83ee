/** The kinds of website the agency builds: each has a page under the websites service. */
export const websiteTypes = [
  "landing-page",
  "one-page",
  "multi-page",
  "creative",
  "headless-cms",
  "seo",
] as const
export type WebsiteType = (typeof websiteTypes)[number]
