import path from "path"
import { writeFile } from "fs/promises"
import type { GatsbyNode } from "gatsby"
import { routes, routeIds } from "./src/routes"
import { languages } from "./src/i18n/languages"
import { alternatesOf } from "./src/i18n/paths"
import { pageContext } from "./src/i18n/page-context"
import { emailjsConfig, isConfigured, siteUrl } from "./src/config/site"

const template = (name: string) => path.resolve(`src/templates/${name}.tsx`)

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

export const onPreBuild: GatsbyNode["onPreBuild"] = ({ reporter }) => {
  if (!isConfigured(emailjsConfig))
    reporter.warn(
      "EmailJS is not configured (GATSBY_EMAILJS_SERVICE_ID, GATSBY_EMAILJS_TEMPLATE_ID, " +
        "GATSBY_EMAILJS_PUBLIC_KEY): the contact form will show an error and the company's e-mail address."
    )
}
