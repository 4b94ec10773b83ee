import type { RouteLink } from "../../routes"

/** The content structures of the service pages (spec section 3), as the locale files hold them. */
export type SeoEntry = { title: string; description: string }

/** An item of a list with a heading and a sentence: a step, a benefit, an advantage. */
export type TitledText = { title: string; description: string }

type ServiceHeader = {
  title: string
  subTitle: string
  text: string
  ctaText: string
  link: RouteLink
}

export type Offer = {
  title: string
  /** A descriptive line under a short title (the application offers' titles are one word). */
  subtitle?: string
  description: string
  link: RouteLink
  linkText: string
  servicesList: string[]
}

export type Closing = { title: string; text: string; ctaText: string }

/** A question a client asks of one service, answered on its page before the usual ones. */
export type FaqItem = { question: string; answer: string }

export type ServiceOverview = {
  seo: SeoEntry
  header: ServiceHeader
  offersTitle: string
  offers: Offer[]
  /** The service's own questions (the applications page; the websites hub has the usual ones). */
  faq?: FaqItem[]
  closing: Closing
}

export type Steps = {
  title: string
  subTitle: string
  description: string
  steps: TitledText[]
}

export type WebsiteTypeContent = {
  seo: SeoEntry
  header: ServiceHeader
  steps: Steps
  benefitsTitle: string
  benefits: TitledText[]
  advantagesTitle: string
  advantagesSubTitle: string
  advantagesDescription: string
  advantages: TitledText[]
  /** The service's own questions, before the usual ones of the pricing file. */
  faq: FaqItem[]
  closing: Closing
}

const headerKeys = ["title", "subTitle", "text", "ctaText", "link"] as const
const titled = ["title", "description"] as const

/** Field lists used by the content tests, so a missing field in any locale file is named. */
export const overviewShape = {
  seo: ["title", "description"],
  header: headerKeys,
  offer: ["title", "description", "link", "linkText", "servicesList"],
  closing: ["title", "text", "ctaText"],
} as const

export const websiteTypeShape = {
  seo: ["title", "description"],
  header: headerKeys,
  steps: ["title", "subTitle", "description", "steps"],
  step: titled,
  item: titled,
  faq: ["question", "answer"],
  closing: ["title", "text", "ctaText"],
  top: ["benefitsTitle", "advantagesTitle", "advantagesSubTitle", "advantagesDescription"],
} as const
