/**
 * Gatsby's Node APIs for the site, each from a module of its own in src/gatsby-node/: the schema,
 * the Markdown nodes' checks and fields, the pages, the webpack configuration and the build's
 * checks before and after.
 */
export { createSchemaCustomization, createResolvers } from "./src/gatsby-node/schema"
export { onCreateNode } from "./src/gatsby-node/nodes"
export { createPages, onCreatePage } from "./src/gatsby-node/pages"
export { onCreateWebpackConfig } from "./src/gatsby-node/webpack"
export { onPreBootstrap, onPreBuild, onPostBuild } from "./src/gatsby-node/build-checks"
