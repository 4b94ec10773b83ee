import type { Language } from "./i18n/languages"
import type { Namespace } from "./i18n/namespace-names"
import { websiteTypes, type WebsiteType } from "./website-types"

/** Blog categories: the id is the English slug; the Polish slug lives in the route table. */
export const blogCategories = ["apps", "technologies", "web-design", "websites"] as const
export type BlogCategory = (typeof blogCategories)[number]

export { websiteTypes, type WebsiteType } from "./website-types"

type Template =
  | "home"
  | "about"
  | "contact"
  | "privacy"
  | "portfolio"
  | "blog"
  | "service"
  | "website-type"
  | "estimate"
  | "not-found"

export type Route = Record<Language, string> & {
  template: Template
  /** The page's locale namespace: its strings and its `seo` entry. */
  ns: Namespace
  /** Namespaces the page reads besides its own and `common`. */
  extraNs?: Namespace[]
  category?: BlogCategory
  /** Excluded from the sitemap and marked noindex. */
  hidden?: true
  /** Places on the page that links may name (`contact#form`): their element id per language. */
  anchors?: Record<string, Record<Language, string>>
  /** A list split into pages: page 2 on is at `listPagePath` (src/i18n/paths.ts). */
  paginated?: true
}

/** The word before a list page's number, per language: `/blog/strona/2`, `/en/blog/page/2/`. */
export const pageSegment: Record<Language, string> = { pl: "strona", en: "page" }

/** Id of the project planner's form on the planner's page (the phone's quick contact keeps away). */
export const plannerFormId = "planner-form"

/** Posts on each page of a blog list. */
export const postsPerPage = 12

/** Anchor of the contact form on the contact page, per language. */
/** The id of the home page's section on the site itself, which the portfolio links to. */
export const thisSiteSectionId = "this-site-title"

export const contactFormAnchor: Record<Language, string> = {
  pl: "formularz-kontaktowy",
  en: "contact-form",
}

const blogCategoryPl: Record<BlogCategory, string> = {
  apps: "aplikacje",
  technologies: "technologie",
  "web-design": "projektowanie-stron",
  websites: "strony-internetowe",
}

const blogCategoryRoutes = Object.fromEntries(
  blogCategories.map(category => [
    `blog-${category}`,
    {
      pl: `/blog/${blogCategoryPl[category]}`,
      en: `/en/blog/${category}/`,
      template: "blog",
      ns: "blog",
      // The category introductions live apart, so blog posts do not carry them in their data.
      extraNs: ["blog-categories"],
      category,
      paginated: true,
    } satisfies Route,
  ])
) as Record<`blog-${BlogCategory}`, Route>

const websiteTypeRoutes = Object.fromEntries(
  websiteTypes.map(type => [
    `websites-${type}`,
    {
      pl: `/uslugi/strony-internetowe/${type}`,
      en: `/en/services/websites/${type}/`,
      template: "website-type",
      ns: `websites-${type}`,
      extraNs: ["pricing"],
    } satisfies Route,
  ])
) as Record<`websites-${WebsiteType}`, Route>

/**
 * The one route table: page id -> Polish path, English path, template and namespaces.
 * Polish paths have no trailing slash, English ones do (the spec's forms); both resolve either way.
 */
export const routes = {
  home: {
    pl: "/",
    en: "/en/",
    template: "home",
    ns: "home",
    anchors: { "this-site": { pl: thisSiteSectionId, en: thisSiteSectionId } },
  },
  about: { pl: "/o-nas", en: "/en/about/", template: "about", ns: "about" },
  contact: {
    pl: "/kontakt",
    en: "/en/contact/",
    template: "contact",
    ns: "contact",
    anchors: { form: contactFormAnchor },
  },
  privacy: {
    pl: "/polityka-prywatnosci",
    en: "/en/privacy-policy/",
    template: "privacy",
    ns: "privacy",
  },
  portfolio: { pl: "/portfolio", en: "/en/portfolio/", template: "portfolio", ns: "portfolio" },
  blog: { pl: "/blog", en: "/en/blog/", template: "blog", ns: "blog", paginated: true },
  ...blogCategoryRoutes,
  websites: {
    pl: "/uslugi/strony-internetowe",
    en: "/en/services/websites/",
    template: "service",
    ns: "websites",
    extraNs: ["pricing"],
  },
  apps: {
    pl: "/uslugi/aplikacje-internetowe",
    en: "/en/services/web-applications/",
    template: "service",
    ns: "apps",
    extraNs: ["pricing"],
  },
  estimate: {
    pl: "/wycena",
    en: "/en/estimate/",
    template: "estimate",
    ns: "estimate",
    extraNs: ["pricing"],
  },
  ...websiteTypeRoutes,
  "not-found": {
    pl: "/404.html",
    en: "/en/404.html",
    template: "not-found",
    ns: "not-found",
    hidden: true,
  },
} satisfies Record<string, Route>

export type RouteId = keyof typeof routes

export const routeIds = Object.keys(routes) as RouteId[]

type AnchorOf<Id extends RouteId> = (typeof routes)[Id] extends { anchors: infer A }
  ? keyof A & string
  : never

/**
 * A page by its id, or a place on it: `contact`, `contact#form`. Locale files link this way, and
 * `localizedPath` gives the address in the page's language.
 */
export type RouteLink = { [Id in RouteId]: Id | `${Id}#${AnchorOf<Id>}` }[RouteId]

/**
 * The services, by the id of their page, which is also the page's locale namespace: portfolio
 * projects and blog categories link to them, and the glossary names them.
 */
export const serviceIds = [
  "websites",
  "apps",
  ...websiteTypes.map(type => `websites-${type}` as const),
] as const satisfies readonly RouteId[]
export type ServiceId = (typeof serviceIds)[number]
