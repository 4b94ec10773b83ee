import { describe, expect, it } from "vitest"
import * as gatsbyNode from "./gatsby-node"
import * as schema from "./src/gatsby-node/schema"
import * as nodes from "./src/gatsby-node/nodes"
import * as pages from "./src/gatsby-node/pages"
import * as webpack from "./src/gatsby-node/webpack"
import * as buildChecks from "./src/gatsby-node/build-checks"

describe("gatsby-node.ts", () => {
  it("gives Gatsby each Node API of the site from its module in src/gatsby-node/", () => {
    expect({ ...gatsbyNode }).toEqual({
      createSchemaCustomization: schema.createSchemaCustomization,
      createResolvers: schema.createResolvers,
      onCreateNode: nodes.onCreateNode,
      createPages: pages.createPages,
      onCreatePage: pages.onCreatePage,
      onCreateWebpackConfig: webpack.onCreateWebpackConfig,
      onPreBootstrap: buildChecks.onPreBootstrap,
      onPreBuild: buildChecks.onPreBuild,
      onPostBuild: buildChecks.onPostBuild,
    })
  })
})
