import type { RouteLink } from "../../routes"
import type { SeoEntry } from "../services/types"

type Linked = { title: string; description: string; link: RouteLink }

export type HomeContent = {
  seo: SeoEntry
  hero: {
    eyebrow: string
    title: string
    text: string
    /** The title block's labels: the starting prices from the pricing file. */
    facts: { websites: string; apps: string; from: string; example: string }
    /** Under the picture (laptops up), what the written plan fixes: a title block's cells. */
    art: { sheet: { label: string; value: string }[] }
    ctaText: string
    ctaLink: RouteLink
    secondaryText: string
    secondaryLink: RouteLink
  }
  services: {
    title: string
    /** The way of working, said once on the band under the services; its principles under it. */
    subTitle: string
    principles: { title: string; text: string }[]
    items: (Linked & { linkText: string })[]
  }
  types: { title: string; items: Linked[] }
  appKinds: { title: string; items: string[] }
  audiences: { title: string; subTitle: string; items: (Linked & { linkText: string })[] }
  process: {
    title: string
    subTitle: string
    steps: { title: string; description: string }[]
    /** The link to the about page's process, each step in detail. */
    moreText: string
  }
  /** The section's title while any of its projects is an example, and once none is. */
  portfolio: {
    title: string
    examplesTitle: string
    subTitle: string
    /** After the subtitle while any of its projects is an example. */
    examplesNote: string
    ctaText: string
    link: RouteLink
  }
  /**
   * The site as work the visitor can check: each figure a limit the build holds it to, or what
   * the code does ({{kb}}: the script budget, {{accept}}: the cookie notice's button).
   */
  thisSite: {
    title: string
    lead: string
    /** Each fact: its figure, what the figure counts (under it), a heading and a sentence. */
    items: { figure: string; unit: string; title: string; text: string }[]
    /** The link to Google's PageSpeed Insights for this page. */
    measure: string
    /** The link to the case study of this site, shown while there is one. */
    study: string
  }
  blog: { title: string; subTitle: string; ctaText: string; link: RouteLink }
  closing: { title: string; text: string; ctaText: string; link: RouteLink }
}
