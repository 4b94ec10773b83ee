import { test, expect } from "./fixtures"
import { open } from "./helpers"
import { appModulesChunk, hashedScriptName } from "../../serving/bundles"

test.describe("start-up", () => {
  test("the bundles run one after another, in Gatsby's order, each fetched once", async ({
    page,
  }) => {
    const fetched: string[] = []
    page.on("request", request => {
      const { pathname } = new URL(request.url())
      if (pathname.endsWith(".js")) fetched.push(pathname)
    })
    await open(page, "/en/")
    const added = await page
      .locator("body > script[src]")
      .evaluateAll(nodes => nodes.map(node => node.getAttribute("src") ?? ""))
    expect(added.map(hashedScriptName)).toEqual([
      "webpack-runtime",
      "framework",
      appModulesChunk,
      "app",
    ])
    // Preloaded and then run: one request per script, not two.
    for (const src of added)
      expect(
        fetched.filter(path => path === src),
        src
      ).toHaveLength(1)
  })
})
