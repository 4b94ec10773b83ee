import type { GatsbyConfig } from "gatsby"
import { i18nextOptions } from "./src/i18n/i18next-options"
import { defaultLanguage, fallbackLanguage, languages } from "./src/i18n/languages"
import { gaTrackingId, siteUrl } from "./src/config/site"
import { gtagOptions, manifestOptions, offlineOptions } from "./src/lib/plugins"
import { sitemapOptions } from "./src/lib/sitemap"
import { anchorOffset } from "./src/styles/theme"
import { feed } from "./src/lib/feeds"
import { company } from "./src/config/company"
import { demoContentDir, isDemo } from "./src/config/demo"

/**
 * SITE_DEMO=1: the collections with proof come from `.demo-content/`, where scripts/demo-content.ts
 * puts the site's own entries beside the fixtures' (and the portfolio with the demo case studies).
 * The same plugins, with only their paths changed: Gatsby keeps its cache while the list of
 * plugins stays the same, so a demo build seeded from the production build is incremental
 * (gatsby-config.test.ts).
 */
const demo = isDemo()
const contentDir = (collection: string) =>
  `${__dirname}/${demo ? demoContentDir : "content"}/${collection}`

const config: GatsbyConfig = {
  siteMetadata: { siteUrl, title: company.brand, description: company.brand },
  trailingSlash: "ignore",
  graphqlTypegen: {
    typesOutputPath: "src/gatsby-types.d.ts",
    generateOnBuild: true,
    // The build's own queries (PortfolioProjects, BlogPosts) are in the modules of gatsby-node.ts.
    documentSearchPaths: ["./gatsby-node.ts", "./src/gatsby-node/*.ts"],
  },
  plugins: [
    {
      resolve: "gatsby-plugin-styled-components",
      // Class names such as header__Bar-sc-1ua94in-0 help while developing; in the production
      // build they are sc-1ua94in-0, which keeps the home page's HTML within one round trip.
      options: {
        displayName: process.env.NODE_ENV !== "production",
        fileName: process.env.NODE_ENV !== "production",
        // Styles stay template literals in the bundles rather than arrays of their pieces: every
        // browser the site supports reads them, and the home page's script is half a kilobyte
        // (brotli) lighter.
        transpileTemplateLiterals: false,
      },
    },
    "gatsby-plugin-image",
    {
      resolve: "gatsby-plugin-sharp",
      // One format every current browser reads: AVIF and PNG copies were hardly smaller for the
      // portfolio's illustrations and tripled the image data in its page data.
      options: { defaults: { formats: ["webp"], quality: 80 } },
    },
    "gatsby-transformer-sharp",
    {
      resolve: "gatsby-source-filesystem",
      options: { name: "locale", path: `${__dirname}/locales` },
    },
    {
      resolve: "gatsby-source-filesystem",
      // The benchmark points this at a temporary folder of generated posts.
      options: { name: "blog", path: process.env.BLOG_CONTENT_DIR || `${__dirname}/content/blog` },
    },
    {
      resolve: "gatsby-source-filesystem",
      // The benchmark points this at a temporary folder of generated projects.
      options: {
        name: "portfolio",
        path: process.env.PORTFOLIO_CONTENT_DIR || contentDir("portfolio"),
      },
    },
    // The about page's collections: they start empty, and each section shows once it has entries.
    // SITE_DEMO=1 adds the fixtures' entries, each marked "demo" on the page.
    ...["team", "testimonials", "clients"].map(name => ({
      resolve: "gatsby-source-filesystem",
      options: { name, path: contentDir(name) },
    })),
    {
      resolve: "gatsby-transformer-remark",
      options: {
        plugins: [
          {
            resolve: "gatsby-remark-autolink-headers",
            options: { icon: false, elements: ["h2", "h3"], offsetY: anchorOffset },
          },
        ],
      },
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
        i18nextOptions,
      },
    },
    { resolve: "gatsby-plugin-sitemap", options: sitemapOptions },
    { resolve: "gatsby-plugin-feed", options: { feeds: [feed("pl"), feed("en")] } },
    // Without a tracking id there is no analytics code and no request at all.
    ...(gaTrackingId
      ? [{ resolve: "gatsby-plugin-google-gtag", options: gtagOptions(gaTrackingId) }]
      : []),
    { resolve: "gatsby-plugin-manifest", options: manifestOptions },
    // After the manifest, so the service worker caches its files.
    { resolve: "gatsby-plugin-offline", options: offlineOptions },
  ],
}

export default config
