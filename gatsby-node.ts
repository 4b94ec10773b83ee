import path from "path"
import { writeFile } from "fs/promises"
import type { GatsbyNode } from "gatsby"
import { routes, routeIds } from "./src/routes"
import { defaultLanguage, languages, type Language } from "./src/i18n/languages"
import { alternatesOf, type Alternates } from "./src/i18n/paths"
import type { PageContext } from "./src/i18n/page-context"
import { siteUrl } from "./src/config/site"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

/** Context with an `i18n` object, so gatsby-plugin-react-i18next leaves the page as it is. */
export const pageContext = (
  language: Language,
  pagePath: string,
  alternates: Alternates,
  pageNs: string,
  extra: Partial<PageContext> & Record<string, unknown> = {}
): PageContext & Record<string, unknown> => ({
  routeId: null,
  ...extra,
  language,
  ns: ["common", pageNs],
  pageNs,
  pagePath,
  alternates,
  i18n: {
    language,
    languages: [...languages],
    defaultLanguage,
    generateDefaultLanguagePage: false,
    routed: language !== defaultLanguage,
    originalPath: alternates[defaultLanguage] ?? pagePath,
    path: pagePath,
  },
})

export const createPages: GatsbyNode["createPages"] = async ({ actions }) => {
  const { createPage } = actions
  for (const id of routeIds) {
    const route = routes[id]
    for (const language of languages) {
      const pagePath = route[language]
      const isEnglish404 = id === "not-found" && language === "en"
      createPage({
        path: pagePath,
        // The plugin's own localized 404 gets `/en/en/*`; ours catches every unknown English path.
        matchPath: isEnglish404 ? "/en/*" : undefined,
        component: template(route.template),
        context: pageContext(language, pagePath, alternatesOf(id), route.ns[0], {
          routeId: id,
          category: "category" in route ? route.category : null,
          hidden: "hidden" in route ? route.hidden : false,
        }),
      })
    }
  }
}

/** robots.txt names the sitemap at the configured site address. */
export const onPostBuild: GatsbyNode["onPostBuild"] = async () => {
  await writeFile(
    path.resolve("public/robots.txt"),
    `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl}/sitemap-index.xml\n`
  )
}
