import type blog from "../../locales/en/blog.json"
import type blogCategories from "../../locales/en/blog-categories.json"
import type common from "../../locales/en/common.json"
import type contact from "../../locales/en/contact.json"
import type notFound from "../../locales/en/not-found.json"
import type project from "../../locales/en/project.json"
import type proof from "../../locales/en/proof.json"
import type { MailTransferBasis } from "../config/company"
import type share from "../../locales/en/share.json"
import type estimate from "../../locales/en/estimate.json"
import type pricing from "../../locales/en/pricing.json"
import type { AboutContent } from "../features/about/types"
import type { HomeContent } from "../features/home/types"
import type { PolicySectionContent } from "../features/privacy/policy-section"
import type { FactTexts } from "../features/privacy/policy-facts"
import type { SeoEntry, ServiceOverview, WebsiteTypeContent } from "../features/services/types"
import type { RouteLink } from "../routes"
import type { WebsiteType } from "../website-types"
import type { Namespace } from "./namespace-names"

/**
 * What each locale namespace holds. Plain ones take their shape from the English file (both
 * languages have the same keys: the locale tests check it); those with links or optional parts
 * say theirs.
 */
export type Namespaces = {
  common: typeof common
  home: HomeContent
  about: AboutContent
  contact: typeof contact
  privacy: {
    seo: SeoEntry
    header: { title: string; text: string; updated: string }
  }
  /**
   * The policy's body: read by its slice only (src/templates/privacy-policy.tsx), so it stays out
   * of the page data.
   */
  "privacy-policy": FactTexts & {
    tocTitle: string
    controllerTitle: string
    /** Each transfer basis in words, by `mailTransferBases` value. */
    mailTransfer: Record<MailTransferBasis, string>
    sections: PolicySectionContent[]
  }
  portfolio: {
    seo: SeoEntry
    /** The title while any project is an example, and once none is. */
    header: { title: string; examplesTitle: string; subtitle: string; cta: string; link: RouteLink }
    realizations: { title: string; subtitle: string }
    examplesNote: string
    /** After the note: the link to the home page's facts about the site itself. */
    thisSiteLink: string
    /** The closing call to action, short: the page data holds a card per project in 15 KB. */
    closing: { title: string; ctaText: string }
  }
  blog: typeof blog
  "blog-categories": typeof blogCategories
  project: typeof project
  /** Read only on pages with proof (gatsby-node adds it to their namespaces). */
  proof: typeof proof
  "not-found": typeof notFound
  websites: ServiceOverview
  apps: ServiceOverview
  pricing: typeof pricing
  estimate: typeof estimate
  /** Read at build time only: the share images' section names that no page shows. */
  share: typeof share
} & { [Type in WebsiteType as `websites-${Type}`]: WebsiteTypeContent }

export type { Namespace }
/** The names in namespace-names.ts are exactly this type's keys: the build fails otherwise. */
type SameKeys<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false
export const namespacesNamed: SameKeys<keyof Namespaces, Namespace> = true

/** A key of the shared namespace, `common`. */
export type CommonKey = keyof Namespaces["common"]
