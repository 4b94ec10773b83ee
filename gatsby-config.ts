import type { GatsbyConfig } from "gatsby"
import { defaultLanguage, fallbackLanguage, languages } from "./src/i18n/languages"
import { siteUrl } from "./src/config/site"
import { sitemapOptions } from "./src/lib/sitemap"

const config: GatsbyConfig = {
  siteMetadata: { siteUrl },
  trailingSlash: "ignore",
  graphqlTypegen: { typesOutputPath: "src/gatsby-types.d.ts", generateOnBuild: true },
  plugins: [
    "gatsby-plugin-styled-components",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: `${__dirname}/locales` },
    },
    {
      resolve: "gatsby-plugin-react-i18next",
      options: {
        localeJsonSourceName: "locale",
        languages: [...languages],
        defaultLanguage,
        fallbackLanguage,
        siteUrl,
        // The spec forbids redirecting by browser language.
        redirect: false,
        trailingSlash: "ignore",
        i18nextOptions: {
          keySeparator: false,
          nsSeparator: false,
          returnObjects: true,
          interpolation: { escapeValue: false },
        },
      },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
  ],
}

export default config
