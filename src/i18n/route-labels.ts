import type { CommonKey, Namespaces } from "./namespaces"
import {
  blogCategories,
  websiteTypes,
  type BlogCategory,
  type RouteId,
  type WebsiteType,
} from "../routes"

/**
 * The short name of each page that breadcrumbs and links to it show, as a key of `common` (the
 * menu's and the footer's names: the glossary keeps them one per service).
 */
export const routeLabelKeys = {
  home: "breadcrumb.home",
  blog: "nav.blog",
  portfolio: "nav.portfolio",
  websites: "nav.websites",
  apps: "footer.apps",
  ...(Object.fromEntries(
    blogCategories.map(category => [`blog-${category}`, `blog.category.${category}`])
  ) as Record<`blog-${BlogCategory}`, CommonKey>),
  ...(Object.fromEntries(
    websiteTypes.map(type => [`websites-${type}`, `nav.websites.${type}`])
  ) as Record<`websites-${WebsiteType}`, CommonKey>),
} satisfies Partial<Record<RouteId, CommonKey>>

export type LabelledRoute = keyof typeof routeLabelKeys

/** A page's short name, read from `common` (in `Head`, which has no i18n provider). */
export const routeLabel = (common: Namespaces["common"], id: LabelledRoute): string =>
  common[routeLabelKeys[id]]
