import { test, expect } from "./fixtures"
import { open } from "./helpers"

/** Bundle names without their content hash: "/app-0123….js" -> "app". */
const bundleName = (src: string) => src.replace(/^\/|-[0-9a-f]{20}\.js$/g, "")

test.describe("start-up", () => {
  test("the bundles run one after another, each fetched once, the preludes inline before the app", async ({
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
    expect(added.map(bundleName)).toEqual([
      "webpack-runtime",
      "framework",
      "prelude-libraries",
      "app",
    ])
    // Preloaded and then run: one request per script, not two; the preludes are not fetched.
    for (const src of added)
      expect(
        fetched.filter(path => path === src),
        src
      ).toHaveLength(1)
    expect(fetched.filter(path => /^\/prelude-(?!libraries)/.test(path))).toEqual([])
    // Webpack's chunk registry, in the order the chunks ran: a chunk that starts an entry carries
    // a third element. The six preludes (no modules of their own) start theirs before the app.
    const entries = await page.evaluate(() =>
      (
        (window as unknown as { webpackChunkagency_site: [unknown, object, unknown?][] })
          .webpackChunkagency_site ?? []
      )
        .filter(chunk => typeof chunk[2] === "function")
        .map(chunk => (Object.keys(chunk[1]).length ? "app" : "prelude"))
    )
    expect(entries).toEqual([...Array(6).fill("prelude"), "app"])
  })
})
