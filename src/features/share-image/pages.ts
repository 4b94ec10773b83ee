import type { BlogCategory, Route, RouteId } from "../../routes"
import { routes } from "../../routes"
import type { Language } from "../../i18n/languages"
import type { CommonKey, Namespace, Namespaces } from "../../i18n/namespaces"
import { routeLabelKeys, type LabelledRoute } from "../../i18n/route-labels"
import type { SharePage } from "./share-images"

/** A page's locale strings as the build reads them from `locales/<language>/`. */
export type LocaleReader = <Ns extends Namespace>(language: Language, ns: Ns) => Namespaces[Ns]

const separator = " · "

const blogSection = (language: Language, category: BlogCategory, read: LocaleReader) => {
  const common = read(language, "common")
  return [common["nav.blog"], common[`blog.category.${category}`]].join(separator)
}

/**
 * Where a page of the route table belongs, from the names the menu, footer and breadcrumbs use
 * (`common`), or from `share` for pages that have none: "Blog · Aplikacje", "Usługi".
 */
const sectionOf = (id: RouteId, language: Language, read: LocaleReader): string => {
  const route: Route = routes[id]
  const common = read(language, "common")
  const names = (...keys: CommonKey[]) => keys.map(key => common[key]).join(separator)
  if (route.category) return blogSection(language, route.category, read)
  if (route.template === "website-type") return names("footer.services", "nav.websites")
  if (route.template === "service" || id === "estimate") return names("footer.services")
  if (id === "home") return names("breadcrumb.home")
  if (id === "contact") return names("nav.contact")
  if (id === "about") return names("footer.about")
  if (id === "privacy") return read(language, "share")["section.legal"]
  if (id === "not-found") return read(language, "share")["section.notFound"]
  if (id in routeLabelKeys) return names(routeLabelKeys[id as LabelledRoute])
  throw new Error(
    `src/features/share-image/pages.ts: the page "${id}" has no section for its share image`
  )
}

/**
 * A page of the route table: its seo title (a blog category's, its introduction's title) under
 * its section.
 */
export const routeSharePage = (
  id: RouteId,
  language: Language,
  read: LocaleReader,
  brand: string
): SharePage => {
  const route: Route = routes[id]
  const title = route.category
    ? read(language, "blog-categories")[`intro.${route.category}`].title
    : (read(language, route.ns) as { seo: { title: string } }).seo.title
  return {
    title,
    section: sectionOf(id, language, read),
    brand,
    language,
    pagePath: route[language],
  }
}

/** A blog post: its title, under "Blog · <its category>". */
export const postSharePage = (
  post: { title: string; category: BlogCategory; language: Language; path: string },
  read: LocaleReader,
  brand: string
): SharePage => ({
  title: post.title,
  section: blogSection(post.language, post.category, read),
  brand,
  language: post.language,
  pagePath: post.path,
})

/** A portfolio project: its name, under "Portfolio". */
export const projectSharePage = (
  project: { name: string; language: Language; path: string },
  read: LocaleReader,
  brand: string
): SharePage => ({
  title: project.name,
  section: read(project.language, "common")["nav.portfolio"],
  brand,
  language: project.language,
  pagePath: project.path,
})
