import type { CommonKey } from "../../i18n/namespaces"
import { websiteTypes, type RouteId } from "../../routes"

export type MenuItem = {
  /** Key of the item's text in the `common` namespace. */
  key: CommonKey
  routeId: RouteId
  highlighted?: boolean
  children?: MenuItem[]
}

export const menu: MenuItem[] = [
  {
    key: "nav.websites",
    routeId: "websites",
    children: websiteTypes.map(type => ({
      key: `nav.websites.${type}`,
      routeId: `websites-${type}` as const,
    })),
  },
  { key: "nav.apps", routeId: "apps" },
  { key: "nav.portfolio", routeId: "portfolio" },
  { key: "nav.blog", routeId: "blog" },
  { key: "nav.contact", routeId: "contact", highlighted: true },
]
