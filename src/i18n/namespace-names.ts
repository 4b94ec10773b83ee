import type { WebsiteType } from "../website-types"

/**
 * The locale namespaces by name: one file each in `locales/{pl,en}/`. What each holds is in
 * `namespaces.ts`, which imports the features' content types; the route table needs only the
 * names, so it imports this module and the content types never import the route table back.
 */
export const plainNamespaces = [
  "common",
  "home",
  "about",
  "contact",
  "privacy",
  "privacy-policy",
  "portfolio",
  "blog",
  "blog-categories",
  "project",
  "proof",
  "not-found",
  "websites",
  "apps",
  "pricing",
  "estimate",
  "share",
] as const

export type Namespace = (typeof plainNamespaces)[number] | `websites-${WebsiteType}`
