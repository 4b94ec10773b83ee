/**
 * The benchmark's floor (bench/README.md): a hello-world Gatsby 5 site on the site's stack (React
 * 18, gatsby-plugin-react-i18next with i18next and react-i18next, styled-components, the web app
 * manifest and the offline service worker), each plugin with its defaults. It is built with the
 * root's node_modules by `npm run bench`, which measures it beside the site's pages.
 */
import type { GatsbyConfig } from "gatsby"

const config: GatsbyConfig = {
  siteMetadata: { siteUrl: "http://localhost", title: "Floor" },
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
        languages: ["pl", "en"],
        defaultLanguage: "pl",
        siteUrl: "http://localhost",
        redirect: false,
        i18nextOptions: { interpolation: { escapeValue: false } },
      },
    },
    {
      resolve: "gatsby-plugin-manifest",
      options: {
        name: "Floor",
        short_name: "Floor",
        start_url: "/",
        display: "standalone",
        background_color: "#ffffff",
        theme_color: "#1d4ed8",
        icon: "src/images/icon.svg",
      },
    },
    "gatsby-plugin-offline",
  ],
}

export default config
