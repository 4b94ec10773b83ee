// @vitest-environment jsdom
import fs from "fs"
import path from "path"
import vm from "vm"
import { describe, expect, it } from "vitest"
import { onClientEntry } from "./gatsby-browser"

/** Gatsby's browser runtime, as the build copies it into `.cache/`. */
const gatsbyRuntime = (file: string) =>
  fs.readFileSync(path.resolve("node_modules/gatsby/cache-dir", file), "utf8")

type ApiRunner = { apiRunnerAsync: (api: string) => Promise<unknown> }

/** Gatsby's own plugin runner, run on the site's gatsby-browser hooks alone. */
const gatsbyApiRunner = (plugin: Record<string, unknown>): ApiRunner => {
  const module = { exports: {} as ApiRunner }
  const require = (id: string) =>
    id === "./api-runner-browser-plugins" ? [{ plugin, options: {} }] : { publicLoader: {} }
  vm.runInNewContext(gatsbyRuntime("api-runner-browser.js"), {
    module,
    exports: module.exports,
    require,
    process: { env: {} },
  })
  return module.exports
}

const assumption =
  "gatsby-browser.tsx relies on Gatsby waiting for the promise its onClientEntry returns, " +
  "so that the rest of Gatsby's start-up runs as a task of its own. Gatsby does not document " +
  "this; after an upgrade, check node_modules/gatsby/cache-dir/production-app.js and "

describe("Gatsby's start-up, as gatsby-browser.tsx relies on it", () => {
  it("starts the app only in the callback of onClientEntry's promise", () => {
    expect(
      gatsbyRuntime("production-app.js"),
      `${assumption}find where the app starts now`
    ).toMatch(/apiRunnerAsync\(`onClientEntry`\)\.then\(/)
  })

  it("settles that promise only once the site's onClientEntry promise has resolved", async () => {
    const order: string[] = []
    const runner = gatsbyApiRunner({
      onClientEntry: (...args: Parameters<NonNullable<typeof onClientEntry>>) => {
        const started = Promise.resolve(onClientEntry!(...args))
        void started.then(() => order.push("site's start-up task"))
        return started
      },
    })
    await runner.apiRunnerAsync("onClientEntry").then(() => order.push("Gatsby's start-up"))
    expect(order, `${assumption}api-runner-browser.js (apiRunnerAsync)`).toEqual([
      "site's start-up task",
      "Gatsby's start-up",
    ])
  })
})
